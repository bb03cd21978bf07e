import { data } from "react-router";
import { requireStaff } from "#server/auth/session";
import { getNewsItemForAdmin } from "#server/news/admin-news";
import type { Route } from "./+types/admin.news-items_.$id";

/** The full news item with its media, loaded by the News & Events screen before editing. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = Number(params.id);
  const item = Number.isSafeInteger(id) && id > 0 ? await getNewsItemForAdmin(id) : null;
  if (!item) return data({ ok: false as const, item: null }, { status: 404 });
  return { ok: true as const, item };
}
