import { data, Link } from "react-router";
import { logger } from "#server/logger";
import { ServerRenderedPage } from "~/components/static-html";
import { useT } from "~/lib/i18n/use-t";
import { seo } from "~/lib/seo";
import { metaTranslate } from "~/lib/site-seo";
import type { Route } from "./+types/$";

/** Any unknown path: logged, answered with 404 and the Page Not Found screen inside the public layout. */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("notFound.title"),
    description: t("notFound.description"),
    path: loaderData?.path ?? "/",
    noindex: true,
    notFound: true,
  });
}

function NotFound() {
  const t = useT();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-[80svh] place-items-center bg-ink px-6 pt-18 text-center text-paper"
    >
      <div className="py-20">
        <p aria-hidden="true" className="font-serif text-8xl font-semibold text-gold-light">
          404
        </p>
        <span aria-hidden="true" className="mx-auto mt-6 block h-px w-16 bg-gold" />
        <h1 className="mt-6 text-h2">{t("notFound.title")}</h1>
        <p className="mt-4 text-lg text-paper/80">{t("notFound.body")}</p>
        <Link to="/" className="mt-10 btn-primary">
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? NotFound : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
