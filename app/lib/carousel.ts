/** Carousel interval when the duration setting is missing or not a positive integer. */
export const DEFAULT_CAROUSEL_INTERVAL_MS = 5000;
/** Fade between slides. */
export const CAROUSEL_FADE_MS = 1000;

/** The duration setting as an integer number of milliseconds, or the default. */
export function parseCarouselInterval(value: string | null | undefined): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_CAROUSEL_INTERVAL_MS;
}

/** The slide after (step 1) or before (step -1) the current one, looping at the ends. */
export function stepSlide(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (current + step + count) % count;
}
