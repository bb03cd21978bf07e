import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { formBody, postForJson } from "~/lib/post-json";
import { EMAIL_MAX_LENGTH } from "~/lib/schemas/public-form";
import {
  isNewsletterOutcome,
  NEWSLETTER_ENHANCED,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PARAM,
  type NewsletterOutcome,
} from "./newsletter-keys";

/**
 * Footer newsletter signup, an island (mounted on first use): posts to /newsletter with a plain fetch,
 * so a dropped connection or a 5xx answer shows Failed to subscribe and keeps the address typed; without
 * JavaScript the browser posts the form and is redirected back with the outcome in the address.
 */
export default function NewsletterForm() {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [clientOutcome, setClientOutcome] = useState<NewsletterOutcome>();
  const fromRedirect = searchParams.get(NEWSLETTER_PARAM);
  const outcome = clientOutcome ?? (isNewsletterOutcome(fromRedirect) ? fromRedirect : undefined);

  // The outcome is said once, in the message under the field (the spec's error catalogue gives the
  // newsletter's texts as messages, the contact form's as toasts), not in a toast as well.
  const subscribe = async (form: HTMLFormElement) => {
    setBusy(true);
    setClientOutcome(undefined);
    const answer = await postForJson(`/newsletter?${NEWSLETTER_ENHANCED}=1`, formBody(form));
    const sent = (answer?.body as { outcome?: unknown } | null | undefined)?.outcome;
    // The network, a 5xx or an answer that is not ours: the spec's failure text, the address kept.
    const result = answer && answer.status < 500 && isNewsletterOutcome(sent) ? sent : "failed";
    setBusy(false);
    setClientOutcome(result);
    if (result === "subscribed") setEmail("");
  };

  return (
    <form
      method="post"
      action="/newsletter"
      className="mt-5"
      noValidate
      id="newsletter"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        // The browser's own e-mail check keeps zod out of every page; the action validates with the schema.
        const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement | null;
        const valid = !!input && input.value.trim() !== "" && input.validity.valid;
        if (valid) void subscribe(event.currentTarget);
        else setClientOutcome("invalid");
      }}
    >
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label htmlFor="newsletter-website">{t("contact.honeypot")}</label>
        <input
          id="newsletter-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <label htmlFor="newsletter-email" className="sr-only">
        {t("newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setClientOutcome(undefined);
          }}
          disabled={busy}
          placeholder={t("newsletter.placeholder")}
          aria-describedby={outcome ? "newsletter-message" : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-paper/20 bg-ink-soft px-3 text-sm text-paper placeholder:text-paper/60 focus:border-gold-light disabled:opacity-60"
        />
        <button type="submit" disabled={busy} className="btn-primary">
          {busy ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      <p
        id="newsletter-message"
        role="status"
        data-outcome={outcome}
        className={`mt-2 min-h-5 text-sm ${outcome === "subscribed" ? "text-gold-light" : "text-red-300"}`}
      >
        {outcome && !busy ? t(NEWSLETTER_MESSAGES[outcome]) : ""}
      </p>
    </form>
  );
}
