import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import type { NewsForm } from "~/lib/schemas/news";
import { live, publishedNow } from "../content/visibility";
import { db } from "../db/client";
import { newsItems, newsMedia, translations } from "../db/schema";
import { containsPattern } from "../db/sql";
import { draftValues, type PreviewDraft, previewSlugMatches, withDraftMedia } from "../history/preview";
import { sanitizeRichText } from "../html/sanitize";
import { overlayTranslation, overlayTranslations } from "../translations/overlay";
import { slugLookup } from "../translations/slugs";
import { languageVersions } from "../translations/versions";

export type NewsListQuery = { q?: string; page: number; size: number; language: string };

const PUBLIC_ORDER = [
  desc(newsItems.isPinned),
  asc(newsItems.displayOrder),
  desc(newsItems.createdAt),
  desc(newsItems.id),
];

function titleFilter(q: string | undefined, language: string): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const own = ilike(newsItems.title, pattern);
  if (language === DEFAULT_LANGUAGE.code) return own;
  // On a translated host the visitor reads translated titles, so those match too (uncorrelated, so it
  // runs once, through the trigram index).
  const translated = sql`${newsItems.id} in (select ${translations.entityId} from ${translations}
    where ${translations.entityType} = 'news_items' and ${translations.languageCode} = ${language}
    and ${translations.fieldName} = 'title' and ${translations.translatedValue} ilike ${pattern})`;
  return or(own, translated);
}

/** The filter of the public list: Active news, and the search when there is one. */
export function publicNewsWhere(q: string | undefined, language: string): SQL | undefined {
  return and(publishedNow(newsItems), titleFilter(q, language));
}

/** One page of the public list in its order (served by news_items_public_order_idx, which matches it). */
export function publicNewsPage(where: SQL | undefined, size: number, offset: number) {
  return db()
    .select({
      id: newsItems.id,
      title: newsItems.title,
      slug: newsItems.slug,
      description: newsItems.description,
      primaryImageUrl: newsItems.primaryImageUrl,
      isPinned: newsItems.isPinned,
      likes: newsItems.likes,
      createdAt: newsItems.createdAt,
    })
    .from(newsItems)
    .where(where)
    .orderBy(...PUBLIC_ORDER)
    .limit(size)
    .offset(offset);
}

/** One page of Active news (pinned first, then display order, then newest) with the exact total. */
export async function listPublicNews({ q, page, size, language }: NewsListQuery) {
  const where = publicNewsWhere(q, language);
  // Two queries rather than count(*) over (): the window reads and sorts every match before the limit
  // applies (50,000 news items: hundreds of milliseconds); the page alone stops at the limit on the index.
  const [rows, total] = await Promise.all([publicNewsPage(where, size, (page - 1) * size), countNews(where)]);
  const items = await overlayTranslations("news_items", rows, ["title", "description", "slug"], language);
  return { items, total };
}

async function countNews(where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ n: count() }).from(newsItems).where(where);
  return row?.n ?? 0;
}

/**
 * One Active news item by slug (its own or a translated one, the host language's first), with its media by
 * display order, a sanitised article body and its versions in the given languages; null when none. With a
 * preview, the previewed item (whatever its status) with its draft applied.
 */
export async function getPublicNewsItem(
  slug: string,
  language: string,
  languages: readonly Language[] = [],
  preview?: PreviewDraft,
) {
  const draft = draftValues<NewsForm>(preview, "news-items");
  const bySlug = slugLookup(
    "news_items",
    { id: newsItems.id, slug: newsItems.slug, deletedAt: newsItems.deletedAt },
    slug,
    language,
  );
  const [published] = await db()
    .select({
      id: newsItems.id,
      title: newsItems.title,
      slug: newsItems.slug,
      description: newsItems.description,
      primaryImageUrl: newsItems.primaryImageUrl,
      articleBody: newsItems.articleBody,
      isPinned: newsItems.isPinned,
      likes: newsItems.likes,
      createdAt: newsItems.createdAt,
      updatedAt: newsItems.updatedAt,
    })
    .from(newsItems)
    .where(
      draft && preview
        ? and(eq(newsItems.id, preview.id), live(newsItems))
        : and(bySlug.where, publishedNow(newsItems)),
    )
    .orderBy(bySlug.order)
    .limit(1);
  if (!published || (draft && !previewSlugMatches(slug, published.slug, draft))) return null;
  const row = draft ? withNewsDraft(published, draft) : published;
  const [item, versions, saved] = await Promise.all([
    overlayTranslation("news_items", row, ["title", "slug", "description", "articleBody"], language),
    languageVersions(
      "news_items",
      { id: row.id, slug: row.slug, hasBody: row.articleBody.trim() !== "" },
      "/news",
      languages,
    ),
    db()
      .select({
        id: newsMedia.id,
        url: newsMedia.mediaUrl,
        mediaType: newsMedia.mediaType,
        posterUrl: newsMedia.posterUrl,
      })
      .from(newsMedia)
      .where(eq(newsMedia.newsItemId, row.id))
      .orderBy(asc(newsMedia.displayOrder), asc(newsMedia.id)),
  ]);
  const media = draft ? withDraftMedia(saved, draft, draft.removeMediaIds) : saved;
  return { ...item, articleBody: sanitizeRichText(item.articleBody), media, versions };
}

/** A news item with a draft's fields in place of its own. */
function withNewsDraft<Row extends { primaryImageUrl: string | null }>(row: Row, draft: NewsForm): Row {
  return {
    ...row,
    title: draft.title,
    slug: draft.slug,
    description: draft.description,
    articleBody: draft.articleBody,
    isPinned: draft.isPinned,
    primaryImageUrl: draft.primaryImageUrl || row.primaryImageUrl,
  };
}

/** Every Active news item, newest first, for the RSS feed. */
export async function listNewsForFeed(language: string) {
  const rows = await db()
    .select({
      id: newsItems.id,
      title: newsItems.title,
      slug: newsItems.slug,
      description: newsItems.description,
      createdAt: newsItems.createdAt,
    })
    .from(newsItems)
    .where(publishedNow(newsItems))
    .orderBy(desc(newsItems.createdAt), desc(newsItems.id));
  return overlayTranslations("news_items", rows, ["title", "description", "slug"], language);
}
