import { messagesFor } from "#server/i18n/messages";
import { logger } from "#server/logger";
import { rfc822 } from "#server/news/dates";
import { listNewsForFeed } from "#server/news/news";
import type { Route } from "./+types/news.rss[.]xml";

/** Characters XML 1.0 forbids even escaped (C0 controls but tab, LF and CR; U+FFFE, U+FFFF). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what is removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text escaped for XML element content and attributes, without characters XML cannot carry. */
function xml(text: string): string {
  return text
    .replace(XML_INVALID, "")
    .replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

/** RSS 2.0 feed of every Active news item, with absolute links on the current language host. */
export async function loader({ context }: Route.LoaderArgs) {
  const { origin, language } = context;
  const messages = messagesFor(language.code);
  try {
    const items = await listNewsForFeed(language.code);
    const entries = items.map((item) => {
      const link = `${origin}/news/${encodeURIComponent(item.slug)}`;
      return [
        "<item>",
        `<title>${xml(item.title)}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<description>${xml(item.description)}</description>`,
        `<pubDate>${rfc822(item.createdAt)}</pubDate>`,
        "</item>",
      ].join("");
    });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
      `<title>${xml(`${messages["news.title"]} | ${messages["site.name"]}`)}</title>`,
      `<link>${xml(`${origin}/news`)}</link>`,
      `<description>${xml(messages["news.description"])}</description>`,
      `<language>${xml(language.locale)}</language>`,
      `<atom:link href="${xml(`${origin}/news/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      ...entries,
      "</channel></rss>",
    ].join("\n");
    return new Response(body, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "news feed failed to load");
    return new Response(messages["news.feedUnavailable"], {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
