import { useT } from "~/lib/i18n/use-t";

/** The wordmark with its thin gold rule; light on the dark header, ink once the header turns white. */
export function Logo() {
  const t = useT();
  return (
    <a
      href="/"
      className="group inline-flex flex-col items-start leading-none text-paper transition-colors duration-300 group-data-[scrolled=true]/header:text-ink"
      data-testid="logo"
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
    </a>
  );
}
