import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { messagesFor } from "#server/i18n/messages";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteLayout } from "./components/site/site-layout";
import { Toaster } from "./components/ui/toast";
import { DEFAULT_LANGUAGE } from "./lib/i18n/languages";
import type { Messages } from "./lib/i18n/messages/en";
import { createTranslate } from "./lib/i18n/translate";
import { useNonce } from "./lib/nonce";
import { isAdminPath } from "./lib/paths";

export async function loader({ context }: Route.LoaderArgs) {
  return {
    language: context.language,
    dir: context.language.direction,
    languages: context.languages,
    origin: context.origin,
    messages: messagesFor(context.language.code),
    // A draft preview (decision 019) is never indexed: seo() adds robots noindex.
    noindex: context.preview !== undefined,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return <Outlet />;
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

// English texts for an error before the root loader could run (the catalogue is not in the client bundle).
const ERROR_FALLBACK: Partial<Messages> = {
  "error.title": "Something went wrong",
  "error.body": "We could not show this page. Please try again in a moment.",
  "error.home": "Return to Home",
  "notFound.title": "Page Not Found",
  "notFound.body": "Sorry, the page you're looking for doesn't exist.",
  "notFound.home": "Return to Home",
};

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const t = createTranslate(data?.messages ?? ERROR_FALLBACK);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center bg-ink px-6 text-center text-paper">
      <div>
        <p className="font-serif text-6xl text-gold-light">{notFound ? "404" : "500"}</p>
        <h1 className="mt-4 font-serif text-4xl">{notFound ? t("notFound.title") : t("error.title")}</h1>
        <p className="mt-3 text-paper/80">{notFound ? t("notFound.body") : t("error.body")}</p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-gold px-6 font-medium text-ink hover:bg-gold-light"
        >
          {t("error.home")}
        </a>
      </div>
    </main>
  );
}
