import { CAROUSEL_FADE_MS, stepSlide } from "~/lib/carousel";
import { useT } from "~/lib/i18n/use-t";
import { ChevronIcon } from "./icons";

/** `sizes` (how ~/lib/image-sizes derives them): the home hero: the whole viewport wide. */
const HERO_SIZES = "100vw";

const ARROW =
  "inline-flex size-11 items-center justify-center rounded-full border border-paper/30 bg-ink/40 text-paper backdrop-blur hover:border-gold-light hover:text-gold-light";

export type Slide = { src: string; srcSet?: string; alt: string };

const DOT_ON = ["w-8", "bg-gold-light"];
const DOT_OFF = ["w-4", "bg-paper/50", "group-hover:bg-paper"];

/**
 * The carousel in the browser (an island that takes over the server's HTML rather than rendering it
 * again, so the first slide, the page's LCP image, stays the element it was): it loops at the interval
 * and follows the arrows and dots. Only the first slide has its source in the server's HTML; each later
 * one gets it (from the island's props) once the page has loaded and the slide before it is showing, so a
 * visitor who never sees a slide never downloads it. Returns the clean-up.
 */
export function enhance(section: HTMLElement, { slides: sources }: { slides: Slide[] }): () => void {
  const slides = [...section.querySelectorAll<HTMLImageElement>("img[data-slide]")];
  const dots = [...section.querySelectorAll<HTMLButtonElement>("[data-testid=carousel-dots] button")];
  const count = slides.length;
  let active = Number(section.dataset.activeIndex ?? 0);
  let timer = 0;
  let pageLoaded = false;
  // The furthest slide shown so far; the one after it loads ahead, ready for its fade.
  let furthest = active;
  const giveSources = () => {
    slides.forEach((slide, i) => {
      const source = sources[i];
      if (!source || slide.hasAttribute("src")) return;
      if (i !== active && !(pageLoaded && i <= furthest + 1)) return;
      if (source.srcSet) slide.srcset = source.srcSet;
      slide.src = source.src;
    });
  };
  const show = (index: number) => {
    active = index;
    furthest = Math.max(furthest, index);
    section.dataset.activeIndex = String(index);
    giveSources();
    slides.forEach((slide, i) => {
      slide.dataset.active = String(i === index);
      slide.classList.toggle("opacity-100", i === index);
      slide.classList.toggle("opacity-0", i !== index);
      slide.toggleAttribute("aria-hidden", i !== index);
    });
    dots.forEach((dot, i) => {
      dot.toggleAttribute("aria-current", i === index);
      if (i === index) dot.setAttribute("aria-current", "true");
      const bar = dot.firstElementChild!;
      for (const name of DOT_ON) bar.classList.toggle(name, i === index);
      for (const name of DOT_OFF) bar.classList.toggle(name, i !== index);
    });
    // A timeout per slide, so a manual change restarts the interval.
    clearTimeout(timer);
    timer = window.setTimeout(() => show(stepSlide(active, 1, count)), Number(section.dataset.interval));
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest("button");
    if (!button) return;
    if (button.dataset.testid === "carousel-previous") show(stepSlide(active, -1, count));
    else if (button.dataset.testid === "carousel-next") show(stepSlide(active, 1, count));
    else if (dots.includes(button)) show(dots.indexOf(button));
  };
  // Later slides never compete with the first: they wait for the page's load event.
  const onLoad = () => {
    pageLoaded = true;
    giveSources();
  };
  if (document.readyState === "complete") onLoad();
  else addEventListener("load", onLoad, { once: true });
  section.addEventListener("click", onClick);
  if (count > 1) show(active);
  return () => {
    clearTimeout(timer);
    removeEventListener("load", onLoad);
    section.removeEventListener("click", onClick);
  };
}

/**
 * Full-height fading carousel behind the home headline; it loops only with more than one image. The server
 * renders it with the first slide's image alone (preloaded, at low priority: decision 026); `enhance` runs
 * it in the browser. Without JavaScript the first slide stays, as the carousel does not turn.
 */
export default function HeroCarousel({
  slides,
  intervalMs,
  children,
}: {
  slides: Slide[];
  intervalMs: number;
  children: React.ReactNode;
}) {
  const t = useT();
  const active = 0;
  const count = slides.length;
  const rotating = count > 1;
  // Later slides get their source in the browser (enhance).
  const hasSource = (index: number) => index === active;

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
          // The page's largest paint is the headline drawn over it, at every width (Chromium counts a
          // full-screen background image out): the stylesheet and fonts the text needs go first.
          fetchPriority="low"
          decoding="async"
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
          <button type="button" className={ARROW} data-testid="carousel-previous">
            <ChevronIcon direction="left" />
            <span className="sr-only">{t("home.previous")}</span>
          </button>
          <div className="flex gap-1" data-testid="carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.src}
                type="button"
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
          <button type="button" className={ARROW} data-testid="carousel-next">
            <ChevronIcon direction="right" />
            <span className="sr-only">{t("home.next")}</span>
          </button>
        </div>
      )}
    </section>
  );
}
