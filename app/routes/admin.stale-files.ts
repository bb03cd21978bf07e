import { z } from "zod";
import { recordActivitySafely } from "#server/audit/activity";
import { requireStaff } from "#server/auth/session";
import { logger } from "#server/logger";
import { deleteStaleFiles, listStaleFiles, STALE_FILE_TYPES } from "#server/media/stale-files";
import type { Route } from "./+types/admin.stale-files";

const headersSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce.number().int().min(1).max(500).catch(50),
  type: z.enum(STALE_FILE_TYPES).nullable().catch(null),
});

/** GET /admin/stale-files with headers x-page, x-limit, x-file-type: {files, pagination, fileTypes}. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { page, limit, type } = headersSchema.parse({
    page: request.headers.get("x-page") ?? undefined,
    limit: request.headers.get("x-limit") ?? undefined,
    type: request.headers.get("x-file-type") || null,
  });
  return Response.json(await listStaleFiles({ page, limit, type }), {
    headers: { "Cache-Control": "no-store" },
  });
}

const deleteSchema = z.object({ filePaths: z.array(z.string().max(300)).min(1).max(1000) });

/** POST /admin/stale-files {filePaths}: deletes those still stale; {successful, failed}. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const parsed = deleteSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "Failed to delete files" }, { status: 400 });
  const result = await deleteStaleFiles(parsed.data.filePaths);
  logger.info({ staffId: staff.id, ...result }, "stale files deleted");
  await recordActivitySafely({
    action: "files.deleted",
    recordType: "media",
    label: `${parsed.data.filePaths.length} stale file(s)`,
    link: "/admin/general-settings?tab=stale-files",
    details: { ...result, filePaths: parsed.data.filePaths.slice(0, 50) },
  });
  return Response.json(result);
}
