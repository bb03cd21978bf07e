/**
 * The <title> of a detail page as app/lib/seo.ts's pageTitle makes it: "{title} | {section} | Lumina
 * Threads", without the site name, then without the section, while it is longer than 70 characters.
 */
export function detailTitle(title: string, section: string, site = "Lumina Threads"): string {
  const full = `${title} | ${section} | ${site}`;
  if (full.length <= 70) return full;
  return `${title} | ${section}`.length <= 70 ? `${title} | ${section}` : title;
}
