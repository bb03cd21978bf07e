import { redirect } from "react-router";
import { requireStaff } from "#server/auth/session";
import { getDraft } from "#server/history/drafts";
import { previewPath, signPreview } from "#server/history/preview";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { previewRequestSchema } from "~/lib/schemas/history";
import type { Route } from "./+types/admin.preview";

const notFound = (message: string) =>
  new Response(message, {
    status: 404,
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * GET /admin/preview?type=news-items&id=4&language=zh: a fresh signed link to the record's public page
 * with its draft applied (an hour, this session), on the host of the language asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const query = previewRequestSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw notFound("Not Found");
  const { type, id, language } = query.data;
  const [draft, path] = await Promise.all([getDraft(type, id), previewPath(type, id)]);
  if (!draft) throw notFound("There is no draft to preview: it was published or discarded.");
  if (!path) throw notFound("This record has no public page to preview.");
  const host =
    context.languages.find((l) => l.code === (language ?? DEFAULT_LANGUAGE.code)) ??
    context.languages.find((l) => l.code === DEFAULT_LANGUAGE.code);
  const token = await signPreview(staff, { type, id, version: draft.version });
  throw redirect(`${host?.origin ?? context.origin}${path}?preview=${token}`);
}
