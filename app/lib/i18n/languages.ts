/** A site language as the public pages need it. */
export type Language = {
  code: string;
  name: string;
  /** BCP 47 tag for hreflang and <html lang>. */
  locale: string;
  /** Writing direction of its pages. */
  direction: "ltr" | "rtl";
};

// Every public page's browser code (root) reads this module: what only some need lives beside it
// (text-direction.ts, fallback-lang.ts), so it does not weigh on every first load (decision 022).
export const DEFAULT_LANGUAGE: Language = { code: "en", name: "English", locale: "en", direction: "ltr" };
