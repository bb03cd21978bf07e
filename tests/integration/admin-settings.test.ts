import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { config } from "#server/config";
import {
  globalSettings,
  languages,
  mailOutbox,
  newsItems,
  newsletterSubscription,
  products,
  translations,
} from "#server/db/schema";
import { listContactMessages } from "#server/mail/admin-messages";
import { enqueueMail, markOutboxMessageHandled, retryOutboxMessage } from "#server/mail/outbox";
import { deleteStaleFiles, listStaleFiles } from "#server/media/stale-files";
import {
  activeSubscriberEmails,
  csvCell,
  DUPLICATE_SUBSCRIBER_MESSAGE,
  deleteSubscriber,
  listSubscribersForAdmin,
  setSubscriberActive,
  subscribersCsv,
  updateSubscriberEmail,
} from "#server/newsletter/admin-subscribers";
import {
  createCarouselImage,
  deleteCarouselImage,
  listCarouselForAdmin,
  reorderCarousel,
  setCarouselImageActive,
  updateCarouselImage,
} from "#server/settings/admin-carousel";
import { getCarouselDuration, getGlobalSetting, saveGlobalSetting } from "#server/settings/global";
import { carouselDurationSchema, carouselFormSchema, contactEmailSchema } from "~/lib/schemas/settings";
import { setupTestDatabase } from "../support/database";
import { MEDIA_STORE_KINDS, useMediaStore } from "../support/media-stores";

const database = setupTestDatabase();
const DAY = 86_400_000;

describe("homepage carousel", () => {
  it("requires an image on create: 'Please select an image to upload'; display order ≥ 0 defaults to 0", () => {
    const missing = carouselFormSchema.safeParse({ imageUrl: "", altText: "", title: "" });
    expect(missing.error?.issues[0]?.message).toBe("Please select an image to upload");
    const ok = carouselFormSchema.parse({
      imageUrl: "/media/carousel/1.jpg",
      displayOrder: "",
      isActive: "on",
    });
    expect(ok).toMatchObject({ displayOrder: 0, isActive: true, altText: "", title: "" });
    expect(
      carouselFormSchema.safeParse({ imageUrl: "/media/carousel/1.jpg", displayOrder: "-1" }).success,
    ).toBe(false);
    expect(
      carouselFormSchema.safeParse({ imageUrl: "/media/carousel/1.jpg", displayOrder: "1.5" }).success,
    ).toBe(false);
  });

  it("adds, edits, switches off, reorders 1..n and deletes", async () => {
    const a = await createCarouselImage(
      carouselFormSchema.parse({ imageUrl: "/media/carousel/a.jpg", title: "A", isActive: "on" }),
    );
    const b = await createCarouselImage(
      carouselFormSchema.parse({
        imageUrl: "/media/carousel/b.jpg",
        title: "B",
        displayOrder: "5",
        isActive: "on",
      }),
    );
    const c = await createCarouselImage(
      carouselFormSchema.parse({ imageUrl: "/media/carousel/c.jpg", title: "C", displayOrder: "9" }),
    );
    expect((await listCarouselForAdmin()).map((r) => [r.title, r.isActive])).toEqual([
      ["A", true],
      ["B", true],
      ["C", false],
    ]);
    await updateCarouselImage(
      a,
      carouselFormSchema.parse({
        imageUrl: "/media/carousel/a2.jpg",
        title: "A2",
        altText: "Gold",
        displayOrder: "3",
        isActive: "on",
      }),
    );
    await setCarouselImageActive(b, false);
    await reorderCarousel([c, a, b]);
    expect(
      (await listCarouselForAdmin()).map((r) => [r.title, r.displayOrder, r.isActive, r.imageUrl]),
    ).toEqual([
      ["C", 1, false, "/media/carousel/c.jpg"],
      ["A2", 2, true, "/media/carousel/a2.jpg"],
      ["B", 3, false, "/media/carousel/b.jpg"],
    ]);
    await deleteCarouselImage(a);
    expect((await listCarouselForAdmin()).map((r) => r.title)).toEqual(["C", "B"]);
    await expect(deleteCarouselImage(a)).rejects.toThrow("Failed to delete the carousel image.");
    await expect(reorderCarousel([c, a])).rejects.toThrow();
    expect((await listCarouselForAdmin()).map((r) => r.displayOrder)).toEqual([1, 3]);
  });
});

describe("global settings", () => {
  it("upserts duration and contact_email on the unique type", async () => {
    expect(await getCarouselDuration()).toBe(5000);
    await saveGlobalSetting("duration", "3000");
    await saveGlobalSetting("duration", "7500");
    await saveGlobalSetting("contact_email", "sales@example.com");
    await saveGlobalSetting("contact_email", "info@example.com");
    const rows = await database.handle.db.select().from(globalSettings);
    expect(rows.map((r) => [r.type, r.value]).sort()).toEqual([
      ["contact_email", "info@example.com"],
      ["duration", "7500"],
    ]);
    expect(await getCarouselDuration()).toBe(7500);
    expect(await getGlobalSetting("contact_email")).toBe("info@example.com");
  });

  it("validates the interval (≥ 1000, steps of 500) and the e-mail", () => {
    expect(carouselDurationSchema.safeParse({ duration: "999" }).error?.issues[0]?.message).toBe(
      "Interval must be at least 1000 milliseconds",
    );
    expect(carouselDurationSchema.safeParse({ duration: "1250" }).success).toBe(false);
    expect(carouselDurationSchema.parse({ duration: "1500" }).duration).toBe(1500);
    expect(contactEmailSchema.safeParse({ contactEmail: "not-an-email" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(contactEmailSchema.parse({ contactEmail: " a@b.example " }).contactEmail).toBe("a@b.example");
  });
});

describe("newsletter subscribers", () => {
  beforeEach(async () => {
    const now = Date.now();
    await database.handle.db.insert(newsletterSubscription).values([
      { email: "old@example.com", active: true, createTime: new Date(now - 3 * DAY) },
      { email: "off@example.com", active: false, createTime: new Date(now - 2 * DAY) },
      { email: "=cmd@example.com", active: true, createTime: new Date(now - DAY) },
    ]);
  });

  it("lists newest first; exports exactly the active e-mails joined by semicolons", async () => {
    expect((await listSubscribersForAdmin()).map((s) => s.email)).toEqual([
      "=cmd@example.com",
      "off@example.com",
      "old@example.com",
    ]);
    const exported = await activeSubscriberEmails();
    expect(exported.split(";").sort()).toEqual(["=cmd@example.com", "old@example.com"]);
    expect(exported).not.toContain("off@example.com");
  });

  it("toggles, edits (duplicate refused clearly), deletes", async () => {
    const [off] = await database.handle.db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, "off@example.com"));
    await setSubscriberActive(off!.id, true);
    expect((await activeSubscriberEmails()).split(";")).toHaveLength(3);
    await expect(updateSubscriberEmail(off!.id, "OLD@example.com")).rejects.toThrow(
      DUPLICATE_SUBSCRIBER_MESSAGE,
    );
    await updateSubscriberEmail(off!.id, "new@example.com");
    await deleteSubscriber(off!.id);
    expect((await listSubscribersForAdmin()).map((s) => s.email)).not.toContain("new@example.com");
    await expect(deleteSubscriber(off!.id)).rejects.toThrow("Failed to delete subscription");
  });

  it("CSV has every subscriber with status and date, escaped and formula-guarded", async () => {
    const csv = await subscribersCsv();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Email,Status,Subscribed");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=cmd@example.com",Active,\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/^off@example.com,Inactive,/);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("+1")).toBe(`"'+1"`);
    expect(csvCell("@x")).toBe(`"'@x"`);
    expect(csvCell("-x")).toBe(`"'-x"`);
  });
});

describe.each(MEDIA_STORE_KINDS)("stale files (%s store)", (kind) => {
  const store = useMediaStore(kind);
  const put = (key: string) => store.storage().put(key, Buffer.from(`bytes of ${key}`));
  const exists = (key: string) => store.storage().exists(key);

  it("lists only old unreferenced files; variants follow their original; deletion re-checks references", async () => {
    // Referenced by columns, by rich text and by a translation.
    await put("products/100.jpg");
    for (const w of [400, 800]) await put(`products/100-w${w}.webp`);
    await put("pdf/200.pdf");
    await put("news/300.png");
    await put("news/301.png");
    // Unreferenced: stale (with variants), and one that will become referenced.
    await put("carousel/400.jpg");
    for (const w of [400, 800, 1200, 1920]) await put(`carousel/400-w${w}.webp`);
    await put("gallery-videos/500.mp4");
    await put("documents/600.pdf");
    await put("carousel/lonely-w400.webp");
    // Unreferenced but younger than the grace period, as of `now` below: written in a later second (a
    // bucket's times have whole seconds), and `now` is one grace period after it, less a millisecond.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await put("products/700.jpg");
    const young = (await store.storage().list()).find((file) => file.key === "products/700.jpg");
    const now = new Date(young!.modifiedAt.getTime() + config().STALE_FILE_GRACE_HOURS * 3_600_000 - 1);

    await database.handle.db.insert(products).values({
      name: "P",
      slug: "p",
      imageUrl: "/media/products/100.jpg",
      cataloguePdf: "/media/pdf/200.pdf",
    });
    const [news] = await database.handle.db
      .insert(newsItems)
      .values({
        title: "N",
        slug: "n",
        articleBody: '<p>See <img src="/media/news/300.png" alt="x"></p>',
      })
      .returning();
    await database.handle.db.insert(languages).values({ code: "zh", name: "中文", locale: "zh-Hant" });
    await database.handle.db.insert(translations).values({
      entityType: "news_items",
      entityId: news!.id,
      fieldName: "article_body",
      languageCode: "zh",
      translatedValue: '<p><a href="/media/news/301.png">圖</a></p>',
    });

    const page = await listStaleFiles({ now });
    expect(page.files.map((f) => f.path)).toEqual([
      "carousel/400.jpg",
      "carousel/lonely-w400.webp",
      "documents/600.pdf",
      "gallery-videos/500.mp4",
    ]);
    expect(page.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });
    expect(page.fileTypes).toEqual(["image", "document", "video"]);
    expect(page.files[0]).toMatchObject({ name: "400.jpg", type: "image", url: "/media/carousel/400.jpg" });
    expect((await listStaleFiles({ type: "video", now })).files.map((f) => f.path)).toEqual([
      "gallery-videos/500.mp4",
    ]);
    expect((await listStaleFiles({ limit: 3, page: 2, now })).files.map((f) => f.path)).toEqual([
      "gallery-videos/500.mp4",
    ]);

    // documents/600.pdf becomes referenced between listing and deleting: refused.
    await database.handle.db.update(products).set({ cataloguePdf: "/media/documents/600.pdf" });
    const result = await deleteStaleFiles(
      ["carousel/400.jpg", "documents/600.pdf", "products/700.jpg", "products/100.jpg", "../etc/passwd"],
      now,
    );
    expect(result).toEqual({ successful: 1, failed: 4 });
    expect(await exists("carousel/400.jpg")).toBe(false);
    for (const w of [400, 800, 1200, 1920]) expect(await exists(`carousel/400-w${w}.webp`)).toBe(false);
    for (const key of [
      "documents/600.pdf",
      "products/700.jpg",
      "products/100.jpg",
      "products/100-w400.webp",
      "pdf/200.pdf",
      "news/300.png",
      "news/301.png",
    ]) {
      expect(await exists(key), key).toBe(true);
    }
    expect((await listStaleFiles({ now })).files.map((f) => f.path)).toEqual([
      "carousel/lonely-w400.webp",
      "gallery-videos/500.mp4",
      // No longer referenced once the catalogue PDF was replaced above.
      "pdf/200.pdf",
    ]);
  });
});

describe("contact messages in the back office", () => {
  it("lists newest first with delivery state; retry re-queues a failed one; handled toggles", async () => {
    const payload = (n: number) => ({
      name: `N${n}`,
      email: `n${n}@example.com`,
      subject: `S${n}`,
      message: `<b>m${n}</b>`,
    });
    const first = await enqueueMail({
      toEmail: "info@example.com",
      replyTo: "n1@example.com",
      subject: "S1",
      textBody: "m1",
      htmlBody: "m1",
      payload: payload(1),
    });
    const second = await enqueueMail({
      toEmail: "info@example.com",
      replyTo: "n2@example.com",
      subject: "S2",
      textBody: "m2",
      htmlBody: "m2",
      payload: payload(2),
    });
    await database.handle.db
      .update(mailOutbox)
      .set({
        status: "failed",
        attempts: 8,
        lastError: "connect ECONNREFUSED",
        createdAt: new Date(Date.now() - DAY),
      })
      .where(eq(mailOutbox.id, first));
    const list = await listContactMessages(1);
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => [r.id, r.status])).toEqual([
      [second, "pending"],
      [first, "failed"],
    ]);
    expect(list.rows[1]).toMatchObject({ attempts: 8, lastError: "connect ECONNREFUSED", handledAt: null });
    expect(list.rows[0]?.payload.message).toBe("<b>m2</b>");

    expect(await retryOutboxMessage(first)).toBe(true);
    expect(await markOutboxMessageHandled(first, true)).toBe(true);
    const after = (await listContactMessages(1)).rows.find((r) => r.id === first);
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
    expect(after?.handledAt).toBeInstanceOf(Date);
    await markOutboxMessageHandled(first, false);
    expect((await listContactMessages(1)).rows.find((r) => r.id === first)?.handledAt).toBeNull();
  });
});
