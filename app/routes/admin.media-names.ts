import { requireStaff } from "#server/auth/session";
import { originalNames } from "#server/media/original-names";
import type { Route } from "./+types/admin.media-names";

/** The most URLs one lookup answers (a dialog's upload fields hold far fewer). */
const MAX_URLS = 100;

/**
 * GET /admin/media-names?url=/media/…&url=…: {names: {url: original name}} for the stored files
 * that have one, so an upload field shows a saved file by the name it was uploaded with.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const urls = new URL(request.url).searchParams
    .getAll("url")
    .filter((url) => url.startsWith("/media/"))
    .slice(0, MAX_URLS);
  return { names: await originalNames(urls) };
}
