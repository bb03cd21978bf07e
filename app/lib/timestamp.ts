const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** A timestamp as "yyyy-MM-dd HH:mm UTC": the same on the server and in every browser, so it hydrates as rendered. */
export function formatTimestamp(value: string | Date): string {
  const parts = Object.fromEntries(DATE_TIME.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} UTC`;
}
