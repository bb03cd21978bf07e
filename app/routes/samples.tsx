import { data, Form, Link, redirect } from "react-router";
import { readForm } from "#server/http/form";
import {
  listSampleItems,
  type SampleSubmission,
  sampleRequestValues,
  submitSampleRequest,
} from "#server/samples/requests";
import { readSampleList, sampleListCookie } from "#server/samples/sample-list";
import { hitPolicy, refuseForeignPost, retryAfter } from "#server/security/limits";
import { Island, type RouteIslands } from "~/components/islands/island";
import { PageHero } from "~/components/site/page-hero";
import { Swatch } from "~/components/site/swatch";
import { ServerRenderedPage } from "~/components/static-html";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { parseSampleList, SAMPLE_LIST_LIMIT } from "~/lib/schemas/samples";
import { seo } from "~/lib/seo";
import { currentOrigin, metaTranslate, pageBreadcrumb } from "~/lib/site-seo";
import type { Route } from "./+types/samples";

function pageMeta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("samples.title"),
    description: t("samples.metaDescription"),
    path: "/samples",
    // A visitor's own list: nothing for a search engine to keep.
    noindex: true,
    jsonLd: [pageBreadcrumb(currentOrigin(matches), t("nav.home"), t("samples.title"), "/samples")],
  });
}

// The action's Retry-After and the private Cache-Control reach the response only through this export.
export const headers = loaderAndActionHeaders;

/** The visitor's sample list (from their cookie, never cached: the page differs per visitor). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const items = await listSampleItems(readSampleList(request), context.language.code);
  return data({ items }, { headers: { "Cache-Control": "private, no-store" } });
}

/** A positive id that fits the column, or null. */
function itemCodeIdOf(form: FormData): number | null {
  const value = form.get("itemCodeId");
  return typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647
    ? Number(value)
    : null;
}

/**
 * add / remove / clear change the list in the cookie (shared by the language hosts); send stores the request
 * and mails it. Posts from other sites are refused (403); sending is rate-limited like the contact form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  refuseForeignPost(request, context);
  const form = await readForm(request);
  const list = readSampleList(request);
  const id = itemCodeIdOf(form);
  const toList = (ids: number[]) =>
    redirect("/samples", { headers: { "Set-Cookie": sampleListCookie(ids) } });
  switch (form.get("intent")) {
    case "add": {
      // An unknown or hidden code, or a full list, leaves the list as it is; the page then shows it.
      const [found] = id ? await listSampleItems([id], context.language.code) : [];
      const next =
        found && !list.includes(found.itemCodeId) && list.length < SAMPLE_LIST_LIMIT
          ? [...list, found.itemCodeId]
          : list;
      return toList(next);
    }
    case "remove":
      return toList(list.filter((entry) => entry !== id));
    case "clear":
      return toList([]);
    case "send":
      // The codes the visitor saw on the page (hidden fields), checked as the cookie is.
      return sendRequest(form, parseSampleList(form.getAll("itemCodeIds").join(".")), context);
    default:
      return data({ status: "unknown" } as const, { status: 400 });
  }
}

/** Stores and mails the request (rate-limited like the contact form); a sent request empties the list. */
async function sendRequest(form: FormData, list: number[], context: Route.ActionArgs["context"]) {
  const limit = await hitPolicy("samples", context.clientIp);
  if (!limit.allowed) {
    return data({ status: "limited", values: sampleRequestValues(form) } satisfies SampleSubmission, {
      status: 429,
      headers: retryAfter(limit),
    });
  }
  const result = await submitSampleRequest(form, list, context.language.code);
  if (result.status === "sent") {
    return data(result, { headers: { "Set-Cookie": sampleListCookie([]), "Cache-Control": "no-store" } });
  }
  return data(result, { status: result.status === "invalid" ? 400 : 500 });
}

export const handle = {
  islands: { form: () => import("~/components/site/sample-request-form") },
} satisfies RouteIslands;

/**
 * The visitor's list and the request form. The list's forms (remove, clear) are plain posts answered by a
 * redirect; the request form is an island that checks the fields first, then posts the same way, and the
 * server renders what the action answered (sent, or the fields with their errors).
 */
function Samples({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { items } = loaderData;
  const sent = actionData && "status" in actionData && actionData.status === "sent" ? actionData : null;
  const submission = actionData && "values" in actionData ? actionData : undefined;
  const card = "rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8";
  return (
    <main id="main" tabIndex={-1}>
      <PageHero label={t("samples.eyebrow")} title={t("samples.heading")} intro={t("samples.intro")} />
      <div className="container-page py-12 lg:py-16">
        {sent ? (
          <div role="status" className={`${card} mx-auto max-w-2xl text-center`} data-sample-result="sent">
            <p className="font-serif text-3xl">{t("samples.sent", { reference: sent.reference ?? "" })}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Link to="/products" className="btn-primary">
                {t("samples.browse")}
              </Link>
            </div>
          </div>
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_1.1fr]">
            <section className={card} aria-labelledby="sample-list-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="sample-list-heading" className="text-h3">
                  {t("samples.listHeading")}
                </h2>
                {items.length > 0 && (
                  <p className="text-muted text-sm">
                    {items.length === 1 ? t("samples.countOne") : t("samples.count", { count: items.length })}
                  </p>
                )}
              </div>
              <span aria-hidden="true" className="mt-4 block h-px w-12 bg-gold" />
              {items.length === 0 ? (
                <div className="mt-6">
                  <p className="font-medium">{t("samples.empty")}</p>
                  <p className="mt-2 text-muted">{t("samples.emptyHint")}</p>
                  <div className="mt-6 flex flex-wrap gap-3">
                    <Link to="/products" className="btn-primary">
                      {t("samples.browse")}
                    </Link>
                    <Link to="/colours" className="btn-secondary">
                      {t("samples.findShade")}
                    </Link>
                  </div>
                </div>
              ) : (
                <>
                  <ul className="mt-6 divide-y divide-line" data-testid="sample-list">
                    {items.map((item) => (
                      <li key={item.itemCodeId} className="flex items-center gap-4 py-3">
                        <Swatch
                          hex={item.colourHex}
                          imageUrl={item.imageUrl}
                          sizes="56px"
                          className="size-14 shrink-0 rounded-md"
                        />
                        <div className="min-w-0 flex-1">
                          <Link
                            to={`/products/${encodeURIComponent(item.productSlug)}?code=${encodeURIComponent(item.itemCode)}`}
                            className="font-semibold hover:text-gold-dark"
                          >
                            {item.itemCode}
                          </Link>
                          <p className="truncate text-muted text-sm">
                            {item.colourName && (
                              <>
                                <span {...fallbackLang(item, "colourName")}>{item.colourName}</span> ·{" "}
                              </>
                            )}
                            <span {...fallbackLang(item, "productName")}>{item.productName}</span>
                          </p>
                        </div>
                        <Form method="post" action="/samples" className="print:hidden">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="itemCodeId" value={item.itemCodeId} />
                          <button
                            type="submit"
                            className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-muted text-sm hover:bg-paper hover:text-ink"
                          >
                            <span aria-hidden="true">×</span>
                            <span className="sr-only">{t("samples.remove", { code: item.itemCode })}</span>
                          </button>
                        </Form>
                      </li>
                    ))}
                  </ul>
                  {items.length >= SAMPLE_LIST_LIMIT && (
                    <p className="mt-4 rounded-md bg-paper px-4 py-3 text-sm">
                      {t("samples.limit", { limit: SAMPLE_LIST_LIMIT })}
                    </p>
                  )}
                  <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 border-line border-t pt-4 print:hidden">
                    {items.length > 1 && (
                      <Link
                        to={`/compare?codes=${items
                          .slice(0, 4)
                          .map((item) => item.itemCodeId)
                          .join(",")}`}
                        className="inline-flex min-h-11 items-center font-medium text-gold-dark text-sm underline-offset-4 hover:underline"
                      >
                        {t("samples.compare")}
                      </Link>
                    )}
                    <Form method="post" action="/samples">
                      <input type="hidden" name="intent" value="clear" />
                      <button
                        type="submit"
                        className="inline-flex min-h-11 items-center font-medium text-muted text-sm hover:text-ink"
                      >
                        {t("samples.clear")}
                      </button>
                    </Form>
                  </div>
                </>
              )}
            </section>
            <section className={`${card} print:hidden`} aria-labelledby="sample-form-heading">
              <h2 id="sample-form-heading" className="text-h3">
                {t("samples.formHeading")}
              </h2>
              <span aria-hidden="true" className="mt-4 mb-8 block h-px w-12 bg-gold" />
              <Island
                name="form"
                load={handle.islands.form}
                props={{ submission, itemCodeIds: items.map((item) => item.itemCodeId) }}
                // The fields it shares with the contact form show the contact form's messages.
                messages={["samples.", "contact.error.", "contact.honeypot"]}
              />
            </section>
          </div>
        )}
      </div>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Samples : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
