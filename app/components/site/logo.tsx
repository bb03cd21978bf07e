import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";

/** The wordmark with its thin gold rule; light on the dark header, ink once scrolled. */
export function Logo({ tone = "light", onNavigate }: { tone?: "light" | "dark"; onNavigate?: () => void }) {
  const t = useT();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={`group inline-flex flex-col items-start leading-none transition-colors duration-300 ${tone === "light" ? "text-paper" : "text-ink"}`}
      data-testid="logo"
      data-tone={tone}
    >
      <span
        aria-hidden="true"
        className="font-serif text-[1.55rem] font-semibold uppercase tracking-[0.22em]"
      >
        Lumina
      </span>
      <span aria-hidden="true" className="mt-1 flex w-full items-center gap-2">
        <span aria-hidden="true" className="h-px flex-1 bg-gold" />
        <span className="text-[0.62rem] font-medium uppercase tracking-[0.42em]">Threads</span>
        <span aria-hidden="true" className="h-px flex-1 bg-gold" />
      </span>
      <span className="sr-only">{t("site.name")}</span>
    </Link>
  );
}
