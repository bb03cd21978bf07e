/** A site language as the public pages need it. */
export type Language = {
  code: string;
  name: string;
  /** BCP 47 tag for hreflang and <html lang>. */
  locale: string;
};

export const DEFAULT_LANGUAGE: Language = { code: "en", name: "English", locale: "en" };
