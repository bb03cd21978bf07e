import { useEffect, useId, useRef, useState } from "react";
import { useLanguageHref } from "~/lib/i18n/language-paths";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { GlobeIcon } from "./icons";

/** Header language menu: a globe button listing every language by display order. */
export function LanguageChooser({ tone }: { tone: "light" | "dark" }) {
  const t = useT();
  const id = useId();
  const { language, languages } = useLanguage();
  const href = useLanguageHref();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !wrapper.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  const colour =
    tone === "light" ? "text-paper/90 hover:text-gold-light" : "text-ink/80 hover:text-gold-dark";
  if (languages.length === 0) {
    return (
      <span
        className={`inline-flex size-11 items-center justify-center ${colour}`}
        data-testid="language-chooser"
      >
        <GlobeIcon />
        <span className="sr-only">{t("header.languages")}</span>
      </span>
    );
  }
  return (
    <div ref={wrapper} className="relative" data-testid="language-chooser">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium uppercase tracking-wider transition-colors ${colour}`}
      >
        <GlobeIcon />
        <span aria-hidden="true">{language.code}</span>
        <span className="sr-only">{t("header.languages")}</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 min-w-44 overflow-hidden rounded-lg border border-line bg-surface py-1 text-ink shadow-xl"
      >
        {languages.map((item) => (
          <li key={item.code}>
            <a
              href={href(item)}
              hrefLang={item.locale}
              lang={item.locale}
              aria-current={item.code === language.code ? "true" : undefined}
              className="flex min-h-11 items-center justify-between gap-4 px-4 text-sm hover:bg-paper aria-[current=true]:font-semibold aria-[current=true]:text-gold-dark"
            >
              {item.name}
              <span className="text-xs uppercase text-muted">{item.code}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The language list inside the mobile menu. */
export function LanguageList() {
  const t = useT();
  const { language, languages } = useLanguage();
  const href = useLanguageHref();
  if (languages.length === 0) {
    return (
      <p className="flex items-center gap-2 text-paper/80">
        <GlobeIcon /> {t("header.languages")}
      </p>
    );
  }
  return (
    <div>
      <p className="flex items-center gap-2 text-xs uppercase tracking-[0.2em] text-paper/70">
        <GlobeIcon className="size-4" /> {t("header.languages")}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {languages.map((item) => (
          <li key={item.code}>
            <a
              href={href(item)}
              hrefLang={item.locale}
              lang={item.locale}
              aria-current={item.code === language.code ? "true" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-paper/25 px-4 text-sm text-paper hover:border-gold-light aria-[current=true]:border-gold aria-[current=true]:text-gold-light"
            >
              {item.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
