import { listSitemapEntries, renderSitemap } from "#server/seo/sitemap";
import type { Route } from "./+types/sitemap[.]xml";

export async function loader({ context }: Route.LoaderArgs) {
  const current = context.languages.find((l) => l.code === context.language.code) ?? {
    ...context.language,
    origin: context.origin,
  };
  const xml = renderSitemap(await listSitemapEntries(context.languages), current, context.languages);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
