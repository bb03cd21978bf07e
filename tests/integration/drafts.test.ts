import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, hashToken } from "#server/auth/session";
import { upsertStaffUser } from "#server/auth/staff";
import { createCategory } from "#server/catalog/admin-categories";
import { createProduct } from "#server/catalog/admin-products";
import { getPublicProduct } from "#server/catalog/products";
import { config } from "#server/config";
import {
  auditLog,
  drafts,
  languages,
  newsItems,
  newsMedia,
  revisions,
  sessions,
  translations,
} from "#server/db/schema";
import { createGalleryItem } from "#server/gallery/admin-items";
import { getPublicGalleryItem } from "#server/gallery/gallery";
import { discardDraft, getDraft, listDraftIds, publishDraft, saveDraft } from "#server/history/drafts";
import { openPreview, type PreviewDraft, previewPath, signPreview } from "#server/history/preview";
import { createNewsItem, deleteNewsItem } from "#server/news/admin-news";
import { getPublicNewsItem } from "#server/news/news";
import { runInRequestScope } from "#server/request-scope";
import { productFormSchema } from "~/lib/schemas/catalog";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { draftFormSchema } from "~/lib/schemas/history";
import { newsFormSchema } from "~/lib/schemas/news";
import * as history from "~/routes/admin.history";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const db = () => database.handle.db;
const ORIGIN = "http://localhost:3000";

const news = (overrides: Record<string, unknown> = {}) =>
  newsFormSchema.parse({
    title: "Kyoto open studio",
    slug: "kyoto-open-studio",
    description: "An afternoon at the Kyoto factory.",
    articleBody: "<p>Visitors watched gold thread being twisted by hand.</p>",
    primaryImageUrl: "/media/news/1.jpg",
    mediaUrls: ["/media/news/a.jpg", "/media/news/b.mp4"],
    mediaPosters: ["", "/media/news/b-poster.jpg"],
    ...overrides,
  });

/** A signed-in editor: their id, e-mail, session id and cookie; writes run in their request scope. */
async function editor() {
  const { id } = await upsertStaffUser("editor@example.com", "editor-password-1", undefined, {
    role: "editor",
  });
  const { token } = await createSession(new Request(`${ORIGIN}/admin/login`), id);
  const staff = {
    id,
    email: "editor@example.com",
    sessionId: hashToken(token),
    cookie: `admin_session=${token}`,
  };
  const as = <T>(run: () => Promise<T>) =>
    runInRequestScope({ clientIp: "198.51.100.9", staff: { id, email: staff.email } }, run);
  return { ...staff, as };
}

/** A news item's draft values as the edit dialog posts them (the form, with its record's type and id). */
function draftValues(id: number, overrides: Record<string, unknown> = {}) {
  const parsed = draftFormSchema.parse({
    type: "news-items",
    id: String(id),
    title: "Kyoto open studio: new date",
    slug: "kyoto-open-studio",
    description: "An afternoon at the Kyoto factory, moved to May.",
    articleBody: "<p>Visitors will watch gold thread being twisted by hand in May.</p>",
    primaryImageUrl: "/media/news/1.jpg",
    status: "Active",
    ...overrides,
  });
  return parsed.values;
}

describe("drafts", () => {
  it("saves changes without touching the public page, publishes them as a revision, and records each step", async () => {
    const member = await editor();
    const id = await member.as(() => createNewsItem(news()));
    await member.as(() => saveDraft("news-items", id, draftValues(id)));

    expect((await getPublicNewsItem("kyoto-open-studio", "en"))?.title).toBe("Kyoto open studio");
    expect(await listDraftIds("news-items")).toEqual([id]);
    const first = await getDraft("news-items", id);
    expect(first).toMatchObject({
      staffEmail: "editor@example.com",
      values: { title: "Kyoto open studio: new date" },
    });
    await member.as(() => saveDraft("news-items", id, draftValues(id, { title: "Kyoto open studio: June" })));
    const second = await getDraft("news-items", id);
    expect(second!.version).toBeGreaterThan(first!.version);
    expect((await db().select().from(drafts)).length).toBe(1);

    await member.as(() => publishDraft("news-items", id, second!.values));
    expect((await getPublicNewsItem("kyoto-open-studio", "en"))?.title).toBe("Kyoto open studio: June");
    expect(await getDraft("news-items", id)).toBeNull();
    const [, published] = await db()
      .select()
      .from(revisions)
      .where(eq(revisions.entityId, id))
      .orderBy(asc(revisions.id));
    expect(published).toMatchObject({ action: "publish", entityType: "news-items" });
    expect(published!.changes.map((change) => change.field)).toEqual(["title", "description", "articleBody"]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, "news-items"))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(["create", "saveDraft", "saveDraft", "publish"]);
    expect(audit[1]).toMatchObject({
      recordId: String(id),
      label: "Kyoto open studio",
      staffEmail: "editor@example.com",
    });
  });

  it("discards a draft (once), and a deleted record takes its draft with it", async () => {
    const member = await editor();
    const id = await member.as(() => createNewsItem(news()));
    await member.as(() => saveDraft("news-items", id, draftValues(id)));
    await member.as(() => discardDraft("news-items", id));
    expect(await getDraft("news-items", id)).toBeNull();
    await expect(member.as(() => discardDraft("news-items", id))).rejects.toMatchObject({
      status: 409,
      message: "This draft was already published or discarded",
    });
    await member.as(() => saveDraft("news-items", id, draftValues(id)));
    await member.as(() => deleteNewsItem(id));
    expect(await db().select().from(drafts)).toEqual([]);
    await expect(member.as(() => saveDraft("news-items", id, draftValues(id)))).rejects.toMatchObject({
      status: 404,
    });
  });

  it("through the History action: a draft is checked by its form's schema, the public page stays as it was", async () => {
    const member = await editor();
    const id = await member.as(() => createNewsItem(news()));
    const post = (form: Record<string, string>) =>
      runInRequestScope({ clientIp: "198.51.100.9" }, () =>
        history.action({
          request: new Request(`${ORIGIN}/admin/history`, {
            method: "POST",
            headers: { cookie: member.cookie, Origin: ORIGIN },
            body: new URLSearchParams(form),
          }),
        } as never),
      ) as Promise<{ init: { status?: number } | null; data: Record<string, unknown> }>;
    const form = {
      intent: "saveDraft",
      type: "news-items",
      id: String(id),
      title: "K",
      slug: "kyoto-open-studio",
      description: "An afternoon at the Kyoto factory.",
      articleBody: "<p>Visitors watched gold thread being twisted by hand.</p>",
      status: "Active",
    };
    const refused = await post(form);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.fieldErrors).toEqual({ title: "Title must be at least 2 characters" });
    const saved = await post({ ...form, title: "Kyoto open studio in May" });
    expect(saved.data).toMatchObject({ ok: true, message: "Draft saved: the public page is unchanged" });
    expect((await getDraft("news-items", id))?.staffEmail).toBe("editor@example.com");
    expect((await getPublicNewsItem("kyoto-open-studio", "en"))?.title).toBe("Kyoto open studio");
    expect((await post({ intent: "discardDraft", type: "carousel", id: String(id) })).init?.status).toBe(400);
  });
});

describe("preview links", () => {
  it("show the draft while valid, and refuse a bad, foreign, expired, revoked, published or outdated link", async () => {
    const member = await editor();
    const id = await member.as(() => createNewsItem(news()));
    await member.as(() => saveDraft("news-items", id, draftValues(id)));
    const draft = (await getDraft("news-items", id))!;
    const token = await signPreview(member, { type: "news-items", id, version: draft.version });

    const opened = await openPreview(token, "news-items");
    expect(opened).toMatchObject({ ok: true, draft: { type: "news-items", id, version: draft.version } });
    const refusal = async (link: string, type: "news-items" | "products" = "news-items", now?: Date) => {
      const answer = await openPreview(link, type, now);
      return answer.ok ? "shown" : answer.refusal;
    };
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(await refusal(`${token.slice(0, -1)}${last}`)).toBe("invalid");
    expect(await refusal(token.replace(`.${id}.`, `.${id + 1}.`))).toBe("invalid");
    expect(await refusal(token, "products")).toBe("invalid");
    expect(await refusal("news-items.1.1.1.1.x")).toBe("invalid");
    // The signature is case-sensitive base64url, and the link is read as sent.
    expect(await refusal(token.toUpperCase())).toBe("invalid");
    expect(await refusal(token.toLowerCase())).toBe("invalid");
    const signature = token.slice(token.lastIndexOf(".") + 1);
    const flipped = signature.replace(/[a-z]/i, (c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    );
    expect(await refusal(token.replace(signature, flipped))).toBe("invalid");
    expect(await refusal(`${token}\n`)).toBe("invalid");
    expect(await refusal(encodeURIComponent(token).replaceAll(".", "%2E"))).toBe("invalid");
    expect(await refusal("")).toBe("invalid");
    const ttl = config().PREVIEW_LINK_TTL_SECONDS;
    expect(ttl).toBe(3600);
    expect(await refusal(token, "news-items", new Date(Date.now() + (ttl - 60) * 1000))).toBe("shown");
    expect(await refusal(token, "news-items", new Date(Date.now() + (ttl + 1) * 1000))).toBe("expired");

    // A new version of the draft: the old link is out of date, a new one works.
    await member.as(() => saveDraft("news-items", id, draftValues(id, { title: "Kyoto open studio: June" })));
    expect(await refusal(token)).toBe("gone");
    const next = (await getDraft("news-items", id))!;
    const fresh = await signPreview(member, { type: "news-items", id, version: next.version });
    expect(await refusal(fresh)).toBe("shown");

    // The member signs out: every link made in that session stops working.
    await db().delete(sessions).where(eq(sessions.id, member.sessionId));
    expect(await refusal(fresh)).toBe("revoked");
    const { token: again } = await createSession(new Request(`${ORIGIN}/admin/login`), member.id);
    const another = await signPreview(
      { id: member.id, sessionId: hashToken(again) },
      { type: "news-items", id, version: next.version },
    );
    expect(await refusal(another)).toBe("shown");
    await member.as(() => publishDraft("news-items", id, next.values));
    expect(await refusal(another)).toBe("gone");
  });

  it("apply the draft to the public page on every language host, translations over the draft as over the row", async () => {
    const member = await editor();
    await db()
      .insert(languages)
      .values([
        { code: "en", name: "English", locale: "en", displayOrder: 1 },
        { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
      ]);
    const id = await member.as(() => createNewsItem(news({ status: "Inactive" })));
    const [video] = await db()
      .select()
      .from(newsMedia)
      .where(and(eq(newsMedia.newsItemId, id), eq(newsMedia.mediaUrl, "/media/news/b.mp4")));
    await db().insert(translations).values({
      entityType: "news_items",
      entityId: id,
      fieldName: "description",
      languageCode: "zh",
      translatedValue: "京都工廠的一個下午。",
    });
    const values = draftValues(id, {
      slug: "kyoto-open-studio-may",
      mediaUrls: ["/media/news/c.jpg"],
      removeMediaIds: [String(video!.id)],
    });
    await member.as(() => saveDraft("news-items", id, values));
    const draft = (await getDraft("news-items", id))!;
    const preview: PreviewDraft = { type: "news-items", id, version: draft.version, values: draft.values };

    // Inactive, so not public; previewed under its published slug or the draft's.
    expect(await getPublicNewsItem("kyoto-open-studio", "en")).toBeNull();
    const shown = await getPublicNewsItem("kyoto-open-studio", "en", [], preview);
    expect(shown).toMatchObject({ title: "Kyoto open studio: new date", slug: "kyoto-open-studio-may" });
    expect(shown?.media.map((m) => m.url)).toEqual(["/media/news/a.jpg", "/media/news/c.jpg"]);
    expect((await getPublicNewsItem("kyoto-open-studio-may", "en", [], preview))?.id).toBe(id);
    expect(await getPublicNewsItem("another-slug", "en", [], preview)).toBeNull();
    const zh = await getPublicNewsItem("kyoto-open-studio", "zh", [], preview);
    expect(zh).toMatchObject({ title: "Kyoto open studio: new date", description: "京都工廠的一個下午。" });
    expect(await previewPath("news-items", id)).toBe("/news/kyoto-open-studio");
    // The published row is untouched.
    const [row] = await db().select().from(newsItems).where(eq(newsItems.id, id));
    expect(row).toMatchObject({ title: "Kyoto open studio", slug: "kyoto-open-studio" });
  });

  it("apply a product's and a gallery item's draft: fields, categories, images, related products", async () => {
    const member = await editor();
    const gold = await member.as(() => createCategory({ name: "Gold", description: "" }));
    const silver = await member.as(() => createCategory({ name: "Silver", description: "" }));
    const productId = await member.as(() =>
      createProduct(productFormSchema.parse({ name: "Aurum", slug: "aurum", categoryIds: [String(gold)] })),
    );
    const productDraft = productFormSchema.parse({
      name: "Aurum II",
      slug: "aurum",
      categoryIds: [String(silver)],
      images: ["/media/products/new.jpg"],
    });
    const shown = await getPublicProduct("aurum", "en", [], {
      type: "products",
      id: productId,
      version: 1,
      values: productDraft,
    });
    expect(shown).toMatchObject({ name: "Aurum II", categories: [{ id: silver, name: "Silver" }] });
    expect(shown?.images.map((image) => image.imageUrl)).toEqual(["/media/products/new.jpg"]);
    expect((await getPublicProduct("aurum", "en"))?.name).toBe("Aurum");
    // A preview of one kind of record changes nothing on another's page.
    expect(
      (
        await getPublicProduct("aurum", "en", [], {
          type: "news-items",
          id: productId,
          version: 1,
          values: {},
        })
      )?.name,
    ).toBe("Aurum");

    const itemId = await member.as(() =>
      createGalleryItem(galleryItemFormSchema.parse({ name: "Gown", slug: "gown", productIds: [] })),
    );
    const itemDraft = galleryItemFormSchema.parse({
      name: "Gown, beaded",
      slug: "gown",
      productIds: [String(productId)],
      mediaUrls: ["/media/gallery-items/x.jpg"],
    });
    const item = await getPublicGalleryItem("gown", "en", [], {
      type: "gallery-items",
      id: itemId,
      version: 1,
      values: itemDraft,
    });
    expect(item).toMatchObject({ name: "Gown, beaded", relatedProducts: [{ id: productId, name: "Aurum" }] });
    expect(item?.media.map((m) => m.url)).toEqual(["/media/gallery-items/x.jpg"]);
    const pdf = galleryItemFormSchema.parse({ name: "Book", slug: "gown", isPdf: "true" });
    expect(
      await getPublicGalleryItem("gown", "en", [], {
        type: "gallery-items",
        id: itemId,
        version: 1,
        values: pdf,
      }),
    ).toBeNull();
  });
});
