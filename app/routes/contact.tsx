import { Fragment } from "react";
import { data } from "react-router";
import { answerContactPost } from "#server/contact/submit";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ContactMap } from "~/components/site/contact-map";
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

/** Validates the message again (same schema as the browser) and writes it to the mail outbox (see answerContactPost). */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, init } = await answerContactPost(request, context);
  return data(result, init);
}

export const handle = {
  islands: { contact: () => import("~/components/site/contact-form") },
} satisfies RouteIslands;

function Contact({ actionData }: Route.ComponentProps) {
  const t = useT();
  const card = "rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-10";
  return (
    <main id="main" tabIndex={-1}>
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
              <ObfuscatedEmail className="whitespace-nowrap hover:text-gold-dark [&[data-email-pending]]:whitespace-normal" />
            </InfoRow>
            <InfoRow icon={<ClockIcon />} label={t("contact.hours")}>
              <span data-testid="business-hours">
                <KeptTogether text={t("contact.hoursValue")} />
              </span>
            </InfoRow>
          </div>
          <div className="mt-10 border-t border-line pt-8">
            <h3 className="mb-4 font-sans text-sm font-semibold uppercase tracking-[0.2em] text-muted">
              {t("social.follow")}
            </h3>
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
        {/*
          The address card is part of the page, not of the map: where the map cannot load (offline, blocked)
          the box still says where we are and links to the map. Beside the map's corner from 640 px, under it
          on phones.
        */}
        <div className="relative mt-8 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          <ContactMap title={t("contact.mapTitle")} src={COMPANY.map.embed} />
          <div
            data-testid="map-card"
            className="border-line border-t bg-surface p-5 sm:absolute sm:top-4 sm:left-4 sm:max-w-xs sm:rounded-xl sm:border sm:shadow-md"
          >
            <p className="flex gap-3 font-semibold">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-gold-dark" />
              {t("site.name")}
            </p>
            <address className="mt-1 pl-7 text-sm not-italic text-muted">{t("company.address")}</address>
            <a
              href={COMPANY.map.link}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 ml-7 inline-flex min-h-11 items-center text-sm font-semibold text-gold-dark hover:underline"
            >
              {t("contact.mapLink")}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}

/**
 * A list such as the business hours, one line per comma-separated run where the width allows, never broken
 * inside a run ("Sat 9:00 AM-1:00 PM" stays whole); the separators' spaces stay outside the runs to break at.
 */
function KeptTogether({ text }: { text: string }) {
  return (text.match(/[^,，、]+[,，、]?/g) ?? []).map((part) => {
    const run = part.trimStart();
    return (
      <Fragment key={run}>
        {part.slice(0, part.length - run.length)}
        <span className="whitespace-nowrap">{run}</span>
      </Fragment>
    );
  });
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
    <div className="flex gap-3 sm:gap-4">
      <span className="inline-flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-full bg-paper text-gold-dark">
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
