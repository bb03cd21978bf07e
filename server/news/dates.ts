/** A news date in the visitor's language, like "Mar 05, 2024" (en-US) or "2024年3月05日" (zh-Hant), in Hong Kong time. */
export function formatNewsDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
    month: "short",
    day: "2-digit",
    year: "numeric",
    timeZone: "Asia/Hong_Kong",
  }).format(date);
}

/** RFC 822 date for RSS pubDate, e.g. "Tue, 05 Mar 2024 04:00:00 GMT". */
export function rfc822(date: Date): string {
  return date.toUTCString();
}
