import { recordActivitySafely } from "#server/audit/activity";
import { requireStaff } from "#server/auth/session";
import { logger } from "#server/logger";
import { rememberOriginalName } from "#server/media/original-names";
import { receiveUpload, storageRefusal, UploadError } from "#server/media/upload";
import { FORM_BODY_LIMIT } from "#server/security/body-limit";
import { hitPolicy, retryAfter } from "#server/security/limits";
import type { Route } from "./+types/admin.upload";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return new Response("Use POST", { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /admin/upload?folder=products&accept=image with multipart field "file": {url, name, kind, mime,
 * size}; the file's own name is remembered for the back office's upload fields.
 * More uploads than the per-staff limit answer 429 with Retry-After before the body is read.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const limit = await hitPolicy("upload", `staff-${staff.id}`);
  if (!limit.allowed) {
    return Response.json(
      { error: "Too many uploads. Please wait a few minutes and try again." },
      { status: 429, headers: retryAfter(limit) },
    );
  }
  const params = new URL(request.url).searchParams;
  try {
    const result = await receiveUpload(request, {
      folder: params.get("folder"),
      accept: params.get("accept"),
    });
    await rememberOriginalName(result.url, result.name);
    logger.info({ staffId: staff.id, url: result.url, size: result.size }, "file uploaded");
    await recordActivitySafely({
      action: "files.uploaded",
      recordType: "media",
      recordId: result.url,
      label: result.name,
      details: { url: result.url, kind: result.kind, size: result.size },
    });
    return Response.json(result, { status: 201 });
  } catch (caught) {
    const error = storageRefusal(caught) ?? caught;
    if (error instanceof UploadError) {
      // A refusal may come before the body was read: the rest of a small one is read, so the
      // connection can serve the next request; after a big one the connection is closed.
      const small = Number(request.headers.get("content-length") ?? Number.NaN) <= FORM_BODY_LIMIT;
      if (small) await request.arrayBuffer().catch(() => undefined);
      return Response.json(
        { error: error.message },
        { status: error.status, headers: small ? undefined : { Connection: "close" } },
      );
    }
    logger.error({ err: error, staffId: staff.id }, "upload failed");
    return Response.json({ error: "Upload failed" }, { status: 500 });
  }
}
