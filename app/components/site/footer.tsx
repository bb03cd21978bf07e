import { Island } from "~/components/islands/island";
import { LAYOUT_ISLANDS } from "~/components/islands/layout-islands";
import { COMPANY, phoneText } from "~/lib/company";
import { useT } from "~/lib/i18n/use-t";
import { MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { LegalDialogs } from "./legal-dialogs";
import { Logo } from "./logo";
import { NAV_LINKS } from "./nav-links";
import { ObfuscatedEmail } from "./obfuscated-email";
import { SocialLinks } from "./social-links";

/** Public footer: brand blurb, Quick Links, Contact Us, newsletter signup (an island), and the policies. */
export function Footer() {
  const t = useT();
  const heading = "font-sans text-xs font-semibold uppercase tracking-[0.22em] text-gold-light";
  return (
    <footer className="bg-ink text-paper">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.7fr_1.4fr_1.2fr] lg:gap-x-10">
        <div>
          <Logo />
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-paper/75">{t("footer.blurb")}</p>
          <div className="mt-6">
            <h2 className="sr-only">{t("social.follow")}</h2>
            <SocialLinks tone="light" placement="top" />
          </div>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-5 space-y-1 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className="inline-flex min-h-9 items-center text-paper/75 hover:text-gold-light"
                >
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{t("footer.contactUs")}</h2>
          <address className="mt-5 space-y-4 text-sm not-italic text-paper/75">
            <p className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-gold-light" />
              <span>{t("company.address")}</span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-gold-light" />
              <a href={`tel:${COMPANY.phone.replace(/\s/g, "")}`} className="hover:text-gold-light">
                {phoneText()}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-gold-light" />
              <ObfuscatedEmail className="whitespace-nowrap hover:text-gold-light [&[data-email-pending]]:whitespace-normal" />
            </p>
          </address>
        </div>
        <div>
          <h2 className={heading}>{t("footer.newsletter")}</h2>
          <p className="mt-5 text-sm text-paper/75">{t("footer.newsletterIntro")}</p>
          <Island
            name="newsletter"
            load={LAYOUT_ISLANDS.newsletter}
            props={{}}
            messages={["newsletter.", "contact.honeypot"]}
          />
        </div>
      </div>
      <div className="border-t border-paper/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm text-paper/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <LegalDialogs />
        </div>
      </div>
    </footer>
  );
}
