import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { Islands } from "./components/islands/islands";
import { LAYOUT_ISLANDS } from "./components/islands/layout-islands";
import { enhanceSite } from "./components/site/enhance";
import { SiteLayout } from "./components/site/site-layout";
import { Static } from "./components/static-html";
import { TOAST_KEYS, Toaster } from "./components/ui/toast";
import { pickMessages } from "./lib/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "./lib/i18n/languages";
import { createTranslate } from "./lib/i18n/translate";
import { useT } from "./lib/i18n/use-t";
import { useNonce } from "./lib/nonce";
import { isAdminPath } from "./lib/paths";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    language: context.language,
    dir: context.language.direction,
    languages: context.languages,
    origin: context.origin,
    /** The strings every page's browser code may show (the toast region); islands bring their own. */
    messages: pickMessages(context.language.code, TOAST_KEYS),
    // A draft preview (decision 019) is never indexed: seo() adds robots noindex.
    noindex: context.preview !== undefined,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// A link rather than a CSS import: no script chunk then depends on the stylesheet, so loading an island's
// chunk needs no CSS-preloading helper in every page's JavaScript.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appStylesheet }];

export const handle = { islands: LAYOUT_ISLANDS };

/** Language, hosts and catalogue never change within a host: navigations need not refetch them. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  const { pathname } = useLocation();
  // The back office stays in English; public pages label the toasts in their language.
  const t = data?.messages && !isAdminPath(pathname) ? createTranslate(data.messages) : undefined;
  return (
    <html lang={language.locale} dir={data?.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F1115" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster label={t?.("toast.region")} dismissLabel={t?.("toast.dismiss")} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Public pages are rendered by the server and kept by the browser as they came (decision 022): the
 * browser hydrates the document, then mounts each island (newsletter, like buttons, forms…) on first use.
 * Links between public pages are document navigations; one that React Router still makes in the browser
 * (from the back office, say) reloads the page. The back office is a client-rendered app.
 */
export default function App() {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const loaded = useRef(pathname);
  useEffect(() => {
    if (admin) return;
    // Islands change only their own page's search parameters (a list's search or page).
    if (pathname !== loaded.current) window.location.reload();
    return enhanceSite();
  }, [admin, pathname]);
  if (admin) return <Outlet />;
  return (
    <>
      <Static id="site">
        {import.meta.env.SSR && (
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        )}
      </Static>
      <Islands />
    </>
  );
}

const ERROR_MAIN = "grid min-h-dvh place-items-center bg-ink px-6 text-center text-paper";

/**
 * An error above the page (the root loader, say): rendered by the server like the pages; the back
 * office's pages have their own boundary (routes/admin.tsx).
 */
function ServerErrorPage() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <main className={ERROR_MAIN}>
      <div>
        <p className="font-serif text-6xl text-gold-light">{notFound ? "404" : "500"}</p>
        <h1 className="mt-4 text-h2">{notFound ? t("notFound.title") : t("error.title")}</h1>
        <p className="mt-3 text-paper/80">{notFound ? t("notFound.body") : t("error.body")}</p>
        <a href="/" className="mt-8 btn-primary">
          {t("error.home")}
        </a>
      </div>
    </main>
  );
}

function KeptErrorPage() {
  return <Static as="main" className={ERROR_MAIN} />;
}

export const ErrorBoundary = import.meta.env.SSR ? ServerErrorPage : KeptErrorPage;
