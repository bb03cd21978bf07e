import { data } from "react-router";
import { limitedContactResult, submitContactForm } from "#server/contact/submit";
import { readForm, readSmallForm } from "#server/http/form";
import { guardPublicPost, retryAfter } from "#server/security/limits";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/site/icons";
import { ObfuscatedEmail } from "~/components/site/obfuscated-email";
import { PageHero } from "~/components/site/page-hero";
import { SocialLinks } from "~/components/site/social-links";
import { ServerRenderedPage } from "~/components/static-html";
import { COMPANY, phoneText } from "~/lib/company";
import { useT } from "~/lib/i18n/use-t";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seo } from "~/lib/seo";
import { currentOrigin, metaTranslate, pageBreadcrumb } from "~/lib/site-seo";
import type { Route } from "./+types/contact";

function pageMeta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("contact.title"),
    description: t("contact.description"),
    path: "/contact",
    jsonLd: [pageBreadcrumb(currentOrigin(matches), t("nav.home"), t("nav.contact"), "/contact")],
  });
}

// The action's Retry-After reaches the response only through this export.
export const headers = loaderAndActionHeaders;

/**
 * Validates the message again (same schema as the browser) and writes it to the mail outbox. A post from
 * another site is refused (403) without reading the body; over the per-client limit it answers "limited"
 * with 429, reading the body only when it declares a small length, to give a no-JavaScript visitor back
 * what they typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await guardPublicPost(request, context, "contact");
  if (!limit.allowed) {
    return data(limitedContactResult(await readSmallForm(request)), {
      status: 429,
      headers: retryAfter(limit),
    });
  }
  const form = await readForm(request);
  const result = await submitContactForm(form);
  const status = result.status === "sent" ? 200 : result.status === "invalid" ? 400 : 500;
  return data(result, { status });
}

export const handle = {
  islands: { contact: () => import("~/components/site/contact-form") },
} satisfies RouteIslands;

function Contact({ actionData }: Route.ComponentProps) {
  const t = useT();
  const card = "rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-10";
  return (
    <main>
      <PageHero label={t("contact.label")} title={t("contact.title")} intro={t("contact.intro")} />
      <div className="container-page grid gap-8 py-16 lg:grid-cols-[2fr_3fr] lg:py-24">
        <section className={card} aria-labelledby="get-in-touch">
          <h2 id="get-in-touch" className="text-h3">
            {t("contact.getInTouch")}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-px w-12 bg-gold" />
          <div className="mt-8 space-y-6">
            <InfoRow icon={<MapPinIcon />} label={t("contact.address")}>
              <address className="not-italic">{t("company.address")}</address>
            </InfoRow>
            <InfoRow icon={<PhoneIcon />} label={t("contact.phone")}>
              <a href={`tel:${COMPANY.phone.replace(/\s/g, "")}`} className="hover:text-gold-dark">
                {phoneText()}
              </a>
            </InfoRow>
            <InfoRow icon={<MailIcon />} label={t("contact.email")}>
              <ObfuscatedEmail className="hover:text-gold-dark" />
            </InfoRow>
            <InfoRow icon={<ClockIcon />} label={t("contact.hours")}>
              <span data-testid="business-hours">{t("contact.hoursValue")}</span>
            </InfoRow>
          </div>
          <div className="mt-10 border-t border-line pt-8">
            <p className="mb-4 text-sm font-semibold uppercase tracking-[0.2em] text-muted">
              {t("social.follow")}
            </p>
            <SocialLinks tone="dark" placement="top" />
          </div>
        </section>
        <section className={card} aria-labelledby="send-message">
          <h2 id="send-message" className="text-h3">
            {t("contact.sendMessage")}
          </h2>
          <span aria-hidden="true" className="mt-4 mb-8 block h-px w-12 bg-gold" />
          <Island
            name="contact"
            load={handle.islands.contact}
            props={{ actionData }}
            messages={["contact."]}
          />
        </section>
      </div>
      <section className="container-page pb-20 lg:pb-28" aria-labelledby="our-location">
        <h2 id="our-location" className="text-h2">
          {t("contact.location")}
        </h2>
        <div className="mt-8 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          <iframe
            title={t("contact.mapTitle")}
            src={COMPANY.map.embed}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="block h-[420px] w-full border-0"
          />
        </div>
        <a
          href={COMPANY.map.link}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-gold-dark hover:underline"
        >
          {t("contact.mapLink")}
        </a>
      </section>
    </main>
  );
}

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-paper text-gold-dark">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-muted">{label}</p>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </div>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Contact : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
