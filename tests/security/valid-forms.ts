import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { hashToken } from "#server/auth/session";
import type { DatabaseHandle } from "#server/db/client";
import { ADMIN } from "./support";

/** A form as the page posts it: repeated fields are lists. */
export type Form = Record<string, string | string[]>;

/** What a valid base form is built from: row ids and stored file URLs read live, and a unique number. */
export type FormContext = {
  /** Ids of a table's rows, oldest first (optionally filtered by a where clause); never rows in Trash. */
  ids: (table: string, where?: string) => Promise<number[]>;
  /** Ids of a table's rows in Trash, oldest first. */
  trashedIds: (table: string) => Promise<number[]>;
  /** One stored /media/ URL of a column, e.g. products.image_url. */
  mediaUrl: (table: string, column: string) => Promise<string>;
  /** A number unique to this request, for slugs, item codes and e-mail addresses. */
  n: number;
  /** The id of a new session of the fuzz's Administrator (another device of theirs, to sign out). */
  otherSession: () => Promise<string>;
  /**
   * A revision to restore: the oldest live category's first, written as a baseline of its state when it has
   * none yet (the seed writes no revisions; the first call is made while the jobs are listed, before the
   * fuzz compares the database around each request).
   */
  revision: () => Promise<{ type: string; id: string; revisionId: string }>;
  /** The first column of the first row of a query, as text ("" when it finds none). */
  scalar: (query: string) => Promise<string>;
};

/** Tables whose deleted rows go to Trash (decision 020): a valid form names live rows only. */
const TRASHABLE = new Set([
  "products",
  "product_categories",
  "gallery_items",
  "gallery_categories",
  "news_items",
  "general_settings",
]);

/** The row an edit targets (the oldest) and the row a delete targets (the newest, usually a fuzz row). */
const first = async (context: FormContext, table: string, where?: string) =>
  String((await context.ids(table, where))[0] ?? 1);
const last = async (context: FormContext, table: string, where?: string) =>
  String((await context.ids(table, where)).at(-1) ?? 1);
const all = async (context: FormContext, table: string, where?: string) =>
  (await context.ids(table, where)).map(String);

/** The publish and unpublish times of a scheduled record's form, left empty (the fuzz fills them). */
const NO_SCHEDULE = { publishAt: "", unpublishAt: "" };

const RICH = "<p>A <strong>valid</strong> body with enough text to pass the length rules.</p>";

const product = async (context: FormContext): Promise<Form> => ({
  name: `Fuzz product ${context.n}`,
  slug: `fuzz-product-${context.n}`,
  description: "A valid short description.",
  detailedDescription: RICH,
  status: "Active",
  imageUrl: await context.mediaUrl("products", "image_url"),
  cataloguePdf: "",
  categoryIds: (await all(context, "product_categories")).slice(0, 2),
  images: [await context.mediaUrl("products", "image_url")],
  ...NO_SCHEDULE,
});

const itemCode = async (context: FormContext): Promise<Form> => ({
  productId: await first(context, "products"),
  itemCode: `FZ-${context.n}`,
  imageUrl: "",
  composition: "100% polyester",
  type: "Metallic",
  denier: "150D",
  length: "5000 m",
  netWeight: "100 g",
  grossWeight: "120 g",
  countryOfOrigin: "Hong Kong",
  otherInformation: "Other information",
  bleaching: "Do not bleach",
  ironing: "Low heat",
  washingTemperature: "30°C",
  otherTechnicalInfo: "Other technical information",
});

const galleryItem = async (context: FormContext): Promise<Form> => ({
  name: `Fuzz project ${context.n}`,
  slug: `fuzz-project-${context.n}`,
  description: "A valid description.",
  detailedDescription: RICH,
  projectDetails: RICH,
  displayOrder: "5",
  status: "Active",
  isPdf: "false",
  primaryImageUrl: await context.mediaUrl("gallery_items", "primary_image_url"),
  pdfUrl: "",
  categoryIds: (await all(context, "gallery_categories")).slice(0, 1),
  productIds: (await all(context, "products")).slice(0, 1),
  mediaUrls: [],
  mediaTypes: [],
  mediaPosters: [],
  ...NO_SCHEDULE,
});

const news = async (context: FormContext): Promise<Form> => ({
  title: `Fuzz news ${context.n}`,
  slug: `fuzz-news-${context.n}`,
  description: "A valid description of the news item.",
  articleBody: RICH,
  status: "Active",
  isPinned: "false",
  displayOrder: "0",
  primaryImageUrl: await context.mediaUrl("news_items", "primary_image_url"),
  ...NO_SCHEDULE,
});

const carousel = async (context: FormContext): Promise<Form> => ({
  imageUrl: await context.mediaUrl("general_settings", "image_url"),
  altText: "Gold thread on a spool",
  title: "Carousel title",
  displayOrder: "3",
  isActive: "true",
});

/** The two-factor secret the fuzz turns on for its Administrator, and the code it makes now. */
const FUZZ_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const totpNow = () =>
  new TOTP({
    secret: Secret.fromBase32(FUZZ_TOTP_SECRET),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate();
/** Editors the fuzz made (the Administrator is never the target: the last one cannot go anyway). */
const EDITORS = "role = 'editor'";
const newPassword = { password: "fuzz-new-password-1", confirmPassword: "fuzz-new-password-1" };

/** A language's form; its code is only read when it is created. */
const language = (code: string, n: number): Form => ({
  code: code.slice(0, 12),
  name: `Fuzz language ${n}`,
  locale: "fr-CA",
  direction: n % 2 ? "ltr" : "rtl",
  enabled: "false",
});
/** The newest language the fuzz added; before any, an id no language has (its edits are refused, nothing else changes). */
const fuzzLanguage = async (context: FormContext) =>
  String((await context.ids("languages", "code like 'fz-%'")).at(-1) ?? 2_000_000_000);

const RICH_FIELDS = ["detailed_description", "project_details", "article_body"];
const TRANSLATED: [string, string, string][] = [
  ["products", "products", "name"],
  ["products", "products", "detailed_description"],
  ["product_categories", "product_categories", "description"],
  ["item_codes", "item_codes", "composition"],
  ["gallery_items", "gallery_items", "project_details"],
  ["gallery_categories", "gallery_categories", "name"],
  ["news_items", "news_items", "article_body"],
];

/**
 * The valid form of every action and intent, as the back office and the public pages post it (read from
 * each action's zod schema). Keyed by URL, then intent ("" for an action without intents). The fuzz test
 * fails when an action of app/routes has no entry here, so a new form is fuzzed in depth the day it lands.
 */
export const VALID_FORMS: Record<string, Record<string, (context: FormContext) => Promise<Form>>> = {
  "/contact": {
    "": async ({ n }) => ({
      name: "Ada Lovelace",
      email: `fuzz-contact-${n}@example.com`,
      subject: "Thread samples",
      message: "Please send me samples of the gold thread.",
    }),
  },
  // The contact form island's request: the same form, answered in JSON.
  "/contact/send": {
    "": async ({ n }) => ({
      name: "Grace Hopper",
      email: `fuzz-contact-send-${n}@example.com`,
      subject: "Thread samples",
      message: "Please send me samples of the silver thread.",
    }),
  },
  "/newsletter": {
    "": async ({ n }) => ({ email: `fuzz-newsletter-${n}@example.com`, returnTo: "/" }),
  },
  "/samples": {
    add: async (context) => ({ intent: "add", itemCodeId: await first(context, "item_codes") }),
    remove: async (context) => ({ intent: "remove", itemCodeId: await first(context, "item_codes") }),
    clear: async () => ({ intent: "clear" }),
    send: async (context) => ({
      intent: "send",
      itemCodeIds: (await all(context, "item_codes")).slice(0, 2),
      name: "Ada Lovelace",
      company: "Analytical Embroidery Ltd",
      email: `fuzz-samples-${context.n}@example.com`,
      country: "United Kingdom",
      address: "12 Thread Street, London",
      phone: "+44 20 7946 0000",
      message: "Please send samples of these two codes.",
    }),
  },
  "/admin/sample-requests": {
    update: async (context) => ({
      intent: "update",
      id: await first(context, "sample_requests"),
      status: "Sent",
      notes: "Posted on Monday.",
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "sample_requests") }),
  },
  "/news/sample/like": {
    like: async (context) => ({ intent: "like", id: await first(context, "news_items") }),
    unlike: async (context) => ({ intent: "unlike", id: await first(context, "news_items") }),
  },
  "/admin/login": {
    // A unique e-mail per request, so the per-address lock does not slow the run; the control uses the admin.
    "": async ({ n }) => ({ email: `fuzz-${n}@example.com`, password: ADMIN.password }),
  },
  "/admin/categories": {
    create: async ({ n }) => ({ intent: "create", name: `Fuzz category ${n}`, description: "Valid." }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "product_categories"),
      name: `Fuzz category ${context.n}`,
      description: "Valid.",
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "product_categories") }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "product_categories") }),
  },
  "/admin/gallery-categories": {
    create: async ({ n }) => ({ intent: "create", name: `Fuzz gallery category ${n}`, displayOrder: "2" }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "gallery_categories"),
      name: `Fuzz gallery category ${context.n}`,
      displayOrder: "1",
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "gallery_categories") }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "gallery_categories") }),
  },
  "/admin/gallery-items": {
    create: async (context) => ({ intent: "create", ...(await galleryItem(context)) }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "gallery_items"),
      ...(await galleryItem(context)),
    }),
    status: async (context) => ({
      intent: "status",
      id: await first(context, "gallery_items"),
      status: "Active",
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "gallery_items") }),
    removeImage: async (context) => ({ intent: "removeImage", id: await last(context, "gallery_images") }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "gallery_items") }),
  },
  "/admin/general-settings": {
    carouselCreate: async (context) => ({ intent: "carouselCreate", ...(await carousel(context)) }),
    carouselUpdate: async (context) => ({
      intent: "carouselUpdate",
      id: await first(context, "general_settings"),
      ...(await carousel(context)),
    }),
    carouselActive: async (context) => ({
      intent: "carouselActive",
      id: await first(context, "general_settings"),
      active: "true",
    }),
    carouselDelete: async (context) => ({
      intent: "carouselDelete",
      id: await last(context, "general_settings"),
    }),
    carouselReorder: async (context) => ({
      intent: "carouselReorder",
      ids: await all(context, "general_settings"),
    }),
    duration: async () => ({ intent: "duration", duration: "5000" }),
    timeZone: async () => ({ intent: "timeZone", timeZone: "Asia/Hong_Kong" }),
    contactEmail: async () => ({ intent: "contactEmail", contactEmail: "sales@example.com" }),
    subscriberActive: async (context) => ({
      intent: "subscriberActive",
      id: await first(context, "newsletter_subscription"),
      active: "true",
    }),
    subscriberEmail: async (context) => ({
      intent: "subscriberEmail",
      id: await first(context, "newsletter_subscription"),
      email: `fuzz-subscriber-${context.n}@example.com`,
    }),
    subscriberDelete: async (context) => ({
      intent: "subscriberDelete",
      id: await last(context, "newsletter_subscription"),
    }),
  },
  "/admin/history": {
    restore: async (context) => ({ intent: "restore", ...(await context.revision()) }),
    saveDraft: async (context) => ({
      intent: "saveDraft",
      type: "products",
      id: await first(context, "products"),
      ...(await product(context)),
    }),
    publish: async (context) => ({
      intent: "publish",
      type: "news-items",
      id: await first(context, "news_items"),
      ...(await news(context)),
    }),
    // The saveDraft control just before saved a draft of this product.
    discardDraft: async (context) => ({
      intent: "discardDraft",
      type: "products",
      id: await first(context, "products"),
    }),
  },
  "/admin/item-codes": {
    create: async (context) => ({ intent: "create", ...(await itemCode(context)) }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "item_codes"),
      ...(await itemCode(context)),
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "item_codes") }),
  },
  "/admin/messages": {
    retry: async (context) => ({ intent: "retry", id: await last(context, "mail_outbox") }),
    handled: async (context) => ({
      intent: "handled",
      id: await first(context, "mail_outbox"),
      handled: "true",
    }),
  },
  "/admin/news-items": {
    save: async (context) => ({ intent: "save", ...(await news(context)) }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "news_items") }),
    status: async (context) => ({
      intent: "status",
      id: await first(context, "news_items"),
      status: "Active",
    }),
    pin: async (context) => ({ intent: "pin", id: await last(context, "news_items"), pinned: "false" }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "news_items", "is_pinned") }),
  },
  "/admin/products": {
    create: async (context) => ({ intent: "create", ...(await product(context)) }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "products"),
      ...(await product(context)),
    }),
    status: async (context) => ({ intent: "status", id: await first(context, "products"), status: "Active" }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "products") }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "products") }),
  },
  // The products and news delete controls (their routes come first) leave a row of each in Trash.
  "/admin/trash": {
    restore: async (context) => ({
      intent: "restore",
      kind: "products",
      id: String((await context.trashedIds("products"))[0] ?? 1),
    }),
    purge: async (context) => ({
      intent: "purge",
      kind: "news-items",
      id: String((await context.trashedIds("news_items")).at(-1) ?? 1),
    }),
  },
  "/admin/translations": {
    add: async (context) => {
      // A row without a Chinese translation of the field yet (an existing one answers 409): the field this
      // request's number picks, else the next one that has such a row (the seed translates every name).
      for (let k = 0; k < TRANSLATED.length; k++) {
        const [entityType, table, fieldName] = TRANSLATED[(context.n + k) % TRANSLATED.length]!;
        const untranslated = `id not in (select entity_id from translations where entity_type = '${entityType}'
          and field_name = '${fieldName}' and language_code = 'zh')`;
        const ids = (await context.ids(table, untranslated)).reverse();
        if (ids.length === 0) continue;
        return {
          intent: "add",
          entityType,
          entityId: String(ids[Math.floor(context.n / TRANSLATED.length) % Math.min(ids.length, 20)]),
          fieldName,
          languageCode: "zh",
          value: RICH_FIELDS.includes(fieldName) ? RICH : "譯文",
        };
      }
      throw new Error("Every translatable field of every row has a Chinese translation: nothing to add");
    },
    // The edit form names its record's field too, so the browser can check the value by that field's rules.
    update: async (context) => ({
      intent: "update",
      id: await first(context, "translations", "entity_type = 'products' and field_name = 'name'"),
      entityType: "products",
      fieldName: "name",
      value: "新譯文",
    }),
    confirm: async (context) => ({ intent: "confirm", id: await first(context, "translations") }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "translations") }),
  },
  // A translator's file as the import reads it (the page posts it as a file; the action reads its text).
  "/admin/translations/overview": {
    import: async (context) => {
      const id = await last(context, "products");
      const fingerprint = await context.scalar(
        `select md5(description) from products where id = ${Number(id)}`,
      );
      const csv = [
        "language,key,record,source,source_fingerprint,translated_at,translation",
        `zh,products/${id}/description,Fuzz product,A valid short description.,${fingerprint},,譯文 ${context.n}`,
      ].join("\r\n");
      return { intent: "import", file: csv };
    },
  },
  // Languages the fuzz adds (fz-…) are the ones it edits, disables and removes; English and Chinese stay.
  "/admin/languages": {
    create: async ({ n }) => ({ intent: "create", ...language(`fz-${n.toString(36)}`, n) }),
    update: async (context) => ({
      intent: "update",
      id: await fuzzLanguage(context),
      ...language("fz", context.n),
    }),
    status: async (context) => ({ intent: "status", id: await fuzzLanguage(context), status: "Active" }),
    reorder: async (context) => ({ intent: "reorder", ids: await all(context, "languages") }),
    delete: async (context) => ({ intent: "delete", id: await fuzzLanguage(context) }),
  },
  // The sign-in steps need a pending sign-in (a cookie the fuzz does not hold): their valid forms are
  // refused with "sign in again", which the fuzz accepts for them (tests/security/fuzz.test.ts).
  "/admin/login/two-factor": { "": async () => ({ code: "123456" }) },
  "/admin/login/two-factor-setup": { "": async () => ({ code: "123456" }) },
  "/admin/login/password": { "": async () => newPassword },
  "/admin/login/link/sample": { "": async () => newPassword },
  "/admin/staff": {
    create: async ({ n }) => ({
      intent: "create",
      name: `Fuzz Editor ${n}`,
      email: `fuzz-staff-${n}@example.com`,
      role: "editor",
      method: n % 2 ? "link" : "password",
      currentPassword: ADMIN.password,
    }),
    update: async (context) => ({
      intent: "update",
      id: await first(context, "staff_users", EDITORS),
      name: `Fuzz Editor ${context.n}`,
      email: `fuzz-staff-edited-${context.n}@example.com`,
      role: "editor",
      currentPassword: ADMIN.password,
    }),
    status: async (context) => ({
      intent: "status",
      id: await last(context, "staff_users", EDITORS),
      status: context.n % 2 ? "Active" : "Inactive",
    }),
    resetPassword: async (context) => ({
      intent: "resetPassword",
      id: await last(context, "staff_users", EDITORS),
      method: "password",
      currentPassword: ADMIN.password,
    }),
    resetTwoFactor: async (context) => ({
      intent: "resetTwoFactor",
      id: await last(context, "staff_users", EDITORS),
      currentPassword: ADMIN.password,
    }),
    delete: async (context) => ({ intent: "delete", id: await last(context, "staff_users", EDITORS) }),
    requireTwoFactor: async () => ({
      intent: "requireTwoFactor",
      required: "false",
      currentPassword: ADMIN.password,
    }),
  },
  "/admin/account": {
    name: async ({ n }) => ({ intent: "name", name: `Fuzz Administrator ${n}` }),
    // The same password again: accepted, and the fuzz still signs in with it.
    password: async () => ({
      intent: "password",
      currentPassword: ADMIN.password,
      password: ADMIN.password,
      confirmPassword: ADMIN.password,
    }),
    startTwoFactor: async () => ({ intent: "startTwoFactor" }),
    enableTwoFactor: async () => ({
      intent: "enableTwoFactor",
      secret: FUZZ_TOTP_SECRET,
      code: totpNow(),
      currentPassword: ADMIN.password,
    }),
    // After enableTwoFactor's control (the controls run in this order): two-factor is on to replace.
    replaceTwoFactor: async () => ({
      intent: "replaceTwoFactor",
      secret: FUZZ_TOTP_SECRET,
      code: totpNow(),
      currentPassword: ADMIN.password,
    }),
    recoveryCodes: async () => ({ intent: "recoveryCodes", currentPassword: ADMIN.password }),
    disableTwoFactor: async () => ({ intent: "disableTwoFactor", currentPassword: ADMIN.password }),
    signOutSession: async (context) => ({
      intent: "signOutSession",
      sessionId: await context.otherSession(),
    }),
    signOutOthers: async () => ({ intent: "signOutOthers" }),
  },
  "/admin/ui-kit": {
    preview: async () => ({ intent: "preview", body: RICH }),
    demo: async () => ({
      intent: "demo",
      name: "Gold Thread",
      email: "staff@example.com",
      status: "Active",
      note: "",
      colours: ["gold", "silver"],
      featured: "on",
    }),
  },
};

/** Builds the context helpers on a live database handle. */
export function formContext(handle: DatabaseHandle, n: number): FormContext {
  const rows = async <T>(query: string) =>
    ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  return {
    n,
    otherSession: async () => {
      const id = hashToken(randomBytes(32).toString("base64url"));
      await handle.db.execute(
        sql`insert into sessions (id, user_id, expires_at) select ${id}, id, now() + interval '1 hour' from staff_users where lower(email) = ${ADMIN.email}`,
      );
      return id;
    },
    revision: async () => {
      const oldest = "(select min(id) from product_categories where deleted_at is null)";
      const find = () =>
        rows<{ id: number; entity_id: number }>(
          `select id, entity_id from revisions where entity_type = 'categories' and entity_id = ${oldest} order by id limit 1`,
        );
      let [found] = await find();
      if (!found) {
        await handle.db.execute(
          sql.raw(`insert into revisions (entity_type, entity_id, action, changes, snapshot)
            select 'categories', id, 'initial', '[]', json_build_object('name', name, 'description', description,
              'displayOrder', display_order) from product_categories where id = ${oldest}`),
        );
        [found] = await find();
      }
      return { type: "categories", id: String(found?.entity_id ?? 1), revisionId: String(found?.id ?? 1) };
    },
    scalar: async (query) => {
      const [row] = await rows<Record<string, unknown>>(query);
      return row ? String(Object.values(row)[0] ?? "") : "";
    },
    ids: async (table, where) => {
      const conditions = [where, TRASHABLE.has(table) ? "deleted_at is null" : undefined].filter(Boolean);
      const filter = conditions.length > 0 ? `where ${conditions.join(" and ")}` : "";
      return (await rows<{ id: number }>(`select id from ${table} ${filter} order by id`)).map(
        (row) => row.id,
      );
    },
    trashedIds: async (table) =>
      (await rows<{ id: number }>(`select id from ${table} where deleted_at is not null order by id`)).map(
        (row) => row.id,
      ),
    mediaUrl: async (table, column) =>
      (
        await rows<{ url: string }>(
          `select ${column} as url from ${table} where ${column} like '/media/%' order by id limit 1`,
        )
      )[0]?.url ?? "/media/products/missing.jpg",
  };
}
