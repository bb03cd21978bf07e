import { useEffect, useState } from "react";
import { CAROUSEL_FADE_MS, stepSlide } from "~/lib/carousel";
import { useT } from "~/lib/i18n/use-t";
import { ChevronIcon } from "./icons";

/** `sizes` (how ~/lib/image-sizes derives them): the home hero: the whole viewport wide. */
const HERO_SIZES = "100vw";

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full border border-paper/30 bg-ink/40 text-paper backdrop-blur hover:border-gold-light hover:text-gold-light";

export type Slide = { src: string; srcSet?: string; alt: string };

/** Waits for the page's load event (at once when it has happened), so later slides never compete with the first. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const done = () => setLoaded(true);
    window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  return loaded;
}

/**
 * Full-height fading carousel behind the home headline; it loops only with more than one image.
 * Only the first slide's image loads with the page (preloaded, high priority); each later one gets its
 * source once the page has loaded and the slide before it is showing, so a visitor who never sees a
 * slide never downloads it. Without JavaScript the first slide stays, as the carousel does not turn.
 */
export function HeroCarousel({
  slides,
  intervalMs,
  children,
}: {
  slides: Slide[];
  intervalMs: number;
  children: React.ReactNode;
}) {
  const t = useT();
  const [active, setActive] = useState(0);
  const count = slides.length;
  const rotating = count > 1;
  const pageLoaded = usePageLoaded();
  // The furthest slide shown so far; the one after it loads ahead, ready for its fade.
  const [furthest, setFurthest] = useState(0);
  useEffect(() => setFurthest((shown) => Math.max(shown, active)), [active]);
  const hasSource = (index: number) =>
    index === 0 || index === active || (pageLoaded && index <= furthest + 1);

  // A timeout per slide, so a manual change restarts the interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((index) => stepSlide(index, 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, rotating, count, intervalMs]);

  return (
    <section
      aria-roledescription={t("home.carouselRole")}
      aria-label={t("home.carouselLabel")}
      className={`relative isolate flex min-h-[100svh] items-center overflow-hidden bg-ink text-paper ${rotating ? "pb-28" : ""}`}
      data-testid="hero-carousel"
      data-slide-count={count}
      data-active-index={active}
      data-interval={intervalMs}
    >
      {slides.map((slide, index) => (
        <img
          key={slide.src}
          src={hasSource(index) ? slide.src : undefined}
          srcSet={hasSource(index) ? slide.srcSet : undefined}
          sizes={HERO_SIZES}
          alt={slide.alt}
          width={1920}
          height={1080}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "low"}
          decoding={index === 0 ? "sync" : "async"}
          aria-hidden={index === active ? undefined : true}
          data-slide={index}
          data-active={index === active ? "true" : "false"}
          style={{ transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
          className={`absolute inset-0 -z-20 size-full object-cover transition-opacity ease-in-out ${index === active ? "opacity-100" : "opacity-0"}`}
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgba(15,17,21,0.35)_0%,rgba(15,17,21,0.7)_100%)] sm:bg-[linear-gradient(90deg,rgba(15,17,21,0.88)_0%,rgba(15,17,21,0.55)_55%,rgba(15,17,21,0.2)_100%)]"
      />
      {children}
      {rotating && (
        // Arrows sit with the dots in one bar below the text, so they never cover it at any width;
        // the section's bottom padding keeps the text clear of the bar.
        <div
          className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-2 sm:bottom-8"
          data-testid="carousel-controls"
        >
          <button
            type="button"
            onClick={() => setActive((index) => stepSlide(index, -1, count))}
            className={ARROW}
            data-testid="carousel-previous"
          >
            <ChevronIcon direction="left" />
            <span className="sr-only">{t("home.previous")}</span>
          </button>
          <div className="flex gap-1" data-testid="carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.src}
                type="button"
                onClick={() => setActive(index)}
                aria-current={index === active ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span
                  className={`block h-1 rounded-full transition-all ${index === active ? "w-8 bg-gold-light" : "w-4 bg-paper/50 group-hover:bg-paper"}`}
                />
                <span className="sr-only">{t("home.goToSlide", { number: index + 1 })}</span>
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setActive((index) => stepSlide(index, 1, count))}
            className={ARROW}
            data-testid="carousel-next"
          >
            <ChevronIcon direction="right" />
            <span className="sr-only">{t("home.next")}</span>
          </button>
        </div>
      )}
    </section>
  );
}
