import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { DraftType } from "~/lib/schemas/history";
import { storedMediaKind } from "~/lib/schemas/media";
import { listSessionsOf, type Staff } from "../auth/session";
import { config } from "../config";
import { db } from "../db/client";
import { drafts, galleryItems, type MediaType, newsItems, products } from "../db/schema";
import { rowsOf } from "../db/sql";
import type { DraftValues } from "./drafts";

/**
 * Signed preview links (decision 019): `?preview=` carries the record, its draft's version, an expiry
 * and the session that made it, signed with HMAC-SHA256 under a key kept in the database, so every
 * instance checks every other's links. A link shows the draft only while it is unexpired, its author's
 * session lives and the draft is still that version.
 */

/** The global_settings row holding the signing key (never shown, never sent). */
const KEY_SETTING = "preview_signing_key";

/** The signing key: made once by whichever instance needs it first, then read by all. One statement. */
async function signingKey(): Promise<Buffer> {
  const fresh = randomBytes(32).toString("base64url");
  const result = await db().execute<{ value: string }>(sql`
    with made as (
      insert into global_settings (type, value) values (${KEY_SETTING}, ${fresh})
      on conflict (type) do nothing returning value
    )
    select value from made union all
    select value from global_settings where type = ${KEY_SETTING} limit 1`);
  const [row] = rowsOf<{ value: string }>(result);
  if (!row) throw new Error("The preview signing key could not be read");
  return Buffer.from(row.value, "base64url");
}

const mac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("base64url");

/** Names a session without revealing it: the session id is itself a secret's hash, kept server-side. */
const sessionTag = (key: Buffer, sessionId: string) => mac(key, `session:${sessionId}`).slice(0, 22);

/** A draft a preview link may show, as the public page loaders take it. */
export type PreviewDraft = { type: DraftType; id: number; version: number; values: DraftValues };

/** Why a preview link shows nothing; each has its own page (403 or 410). */
export type PreviewRefusal = "invalid" | "expired" | "revoked" | "gone";

export const PREVIEW_REFUSAL_STATUS: Record<PreviewRefusal, 403 | 410> = {
  invalid: 403,
  revoked: 403,
  expired: 410,
  gone: 410,
};

/** The token of a preview link to a draft's version, for the signed-in member's session; expires in PREVIEW_LINK_TTL_SECONDS. */
export async function signPreview(
  staff: Pick<Staff, "id" | "sessionId">,
  draft: { type: DraftType; id: number; version: number },
  now: Date = new Date(),
): Promise<string> {
  const key = await signingKey();
  const expires = Math.floor(now.getTime() / 1000) + config().PREVIEW_LINK_TTL_SECONDS;
  const payload = [
    draft.type,
    draft.id,
    draft.version,
    expires,
    staff.id,
    sessionTag(key, staff.sessionId),
  ].join(".");
  return `${payload}.${mac(key, payload)}`;
}

const TOKEN =
  /^(products|gallery-items|news-items)\.([1-9]\d{0,9})\.([1-9]\d{0,15})\.(\d{10,12})\.([1-9]\d{0,9})\.([\w-]{22})\.([\w-]{43})$/;

/**
 * Checks a preview link for the page of a `type` record: signature, expiry, its author's session and the
 * draft's version, in that order. The draft to show, or why not.
 */
export async function openPreview(
  token: string,
  type: DraftType,
  now: Date = new Date(),
): Promise<{ ok: true; draft: PreviewDraft } | { ok: false; refusal: PreviewRefusal }> {
  const match = TOKEN.exec(token);
  if (!match || match[1] !== type) return { ok: false, refusal: "invalid" };
  const [, , idText, versionText, expiresText, staffText, tag, signature] = match as unknown as string[];
  const key = await signingKey();
  const expected = Buffer.from(mac(key, token.slice(0, token.lastIndexOf("."))));
  const given = Buffer.from(signature ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: "invalid" };
  }
  if (Number(expiresText) * 1000 <= now.getTime()) return { ok: false, refusal: "expired" };
  const sessions = await listSessionsOf(Number(staffText), now);
  if (!sessions.some((session) => sessionTag(key, session.id) === tag))
    return { ok: false, refusal: "revoked" };
  const id = Number(idText);
  const [draft] = await db()
    .select({ values: drafts.values, version: drafts.version })
    .from(drafts)
    .where(and(eq(drafts.entityType, type), eq(drafts.entityId, id)));
  if (!draft || draft.version !== Number(versionText)) return { ok: false, refusal: "gone" };
  return { ok: true, draft: { type, id, version: draft.version, values: draft.values } };
}

/** The public path of a record with a draft (its published slug), or null when it has no page (a PDF resource). */
export async function previewPath(type: DraftType, id: number): Promise<string | null> {
  if (type === "products") {
    const [row] = await db().select({ slug: products.slug }).from(products).where(eq(products.id, id));
    return row ? `/products/${row.slug}` : null;
  }
  if (type === "news-items") {
    const [row] = await db().select({ slug: newsItems.slug }).from(newsItems).where(eq(newsItems.id, id));
    return row ? `/news/${row.slug}` : null;
  }
  const [row] = await db()
    .select({ slug: galleryItems.slug, isPdf: galleryItems.isPdf })
    .from(galleryItems)
    .where(eq(galleryItems.id, id));
  return row && !row.isPdf ? `/resources/${row.slug}` : null;
}

/**
 * The draft values a page shows instead of its record's, when a valid preview link of that kind of
 * record asked for them: the record's edit form as its schema parsed it.
 */
export function draftValues<T>(preview: PreviewDraft | undefined, type: DraftType): T | undefined {
  return preview?.type === type ? (preview.values as T) : undefined;
}

/** Whether a page's slug names the previewed record: its published slug or its draft's. */
export function previewSlugMatches(slug: string, published: string, draft: { slug: string }): boolean {
  return slug === published || slug === draft.slug;
}

type ShownMedia = { id: number; url: string; mediaType: MediaType; posterUrl: string | null };

/**
 * A record's saved images and videos as its draft leaves them: those the draft removes left out, its
 * new uploads after them (numbered below zero: they have no row yet).
 */
export function withDraftMedia(
  saved: ShownMedia[],
  draft: { mediaUrls: string[]; mediaPosters: string[] },
  removed: number[] = [],
): ShownMedia[] {
  return [
    ...saved.filter((file) => !removed.includes(file.id)),
    ...draft.mediaUrls.map((url, index) => ({
      id: -(index + 1),
      url,
      mediaType: storedMediaKind(url) ?? "image",
      posterUrl: draft.mediaPosters[index] || null,
    })),
  ];
}
