import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";
import {
  isNewsletterOutcome,
  NEWSLETTER_ENHANCED,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PARAM,
  type NewsletterOutcome,
} from "./newsletter-keys";

/**
 * Footer newsletter signup, an island (mounted on first use): posts to /newsletter with a fetcher;
 * without JavaScript the browser posts the form and is redirected back with the outcome in the address.
 */
export default function NewsletterForm() {
  const t = useT();
  const fetcher = useFetcher<{ outcome: NewsletterOutcome }>();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [enhanced, setEnhanced] = useState(false);
  const [email, setEmail] = useState("");
  useEffect(() => setEnhanced(true), []);

  const [clientOutcome, setClientOutcome] = useState<NewsletterOutcome>();
  const busy = fetcher.state !== "idle";
  const fromRedirect = searchParams.get(NEWSLETTER_PARAM);
  const outcome =
    clientOutcome ?? fetcher.data?.outcome ?? (isNewsletterOutcome(fromRedirect) ? fromRedirect : undefined);

  // Each answer is handled once, whatever re-renders follow.
  const handled = useRef<typeof fetcher.data>(undefined);
  useEffect(() => {
    const result = fetcher.data?.outcome;
    if (!result || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (result === "subscribed") {
      toast.success(t(NEWSLETTER_MESSAGES.subscribed));
      setEmail("");
    } else toast.error(t(NEWSLETTER_MESSAGES[result]));
  }, [fetcher.data, t]);

  return (
    <fetcher.Form
      method="post"
      action={enhanced ? `/newsletter?${NEWSLETTER_ENHANCED}=1` : "/newsletter"}
      className="mt-5"
      noValidate
      id="newsletter"
      onSubmit={(event) => {
        // The browser's own e-mail check keeps zod out of every page; the action validates with the schema.
        const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement | null;
        const valid = !!input && input.value.trim() !== "" && input.validity.valid;
        setClientOutcome(valid ? undefined : "invalid");
        if (!valid) event.preventDefault();
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
    </fetcher.Form>
  );
}
