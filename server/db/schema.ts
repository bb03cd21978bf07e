import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { SampleRequestItem, SampleRequestStatus } from "~/lib/schemas/samples";
import type { Status } from "~/lib/schemas/status";
import type { StaffRole } from "~/lib/staff/roles";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Trash (decision 020): when a row was moved to Trash and by whom. Null while the row is live; every
 * public and back-office read leaves trashed rows out, housekeeping purges them after 30 days.
 */
const trashColumns = () => ({
  deletedAt: timestamp({ withTimezone: true }),
  deletedBy: integer().references((): AnyPgColumn => staffUsers.id, { onDelete: "set null" }),
});

/**
 * Scheduled publishing (decision 020): the scheduler sets the row Active at publish_at and Inactive at
 * unpublish_at, then clears the time; until publish_at public reads treat the row as unpublished.
 */
const scheduleColumns = () => ({
  publishAt: timestamp({ withTimezone: true }),
  unpublishAt: timestamp({ withTimezone: true }),
  /**
   * When the row was first public (Active, live, its publish time come): set by a trigger on every write
   * (migration 0013), never cleared. A record never public answers in Trash as an unknown one (404), so
   * Trash does not reveal unpublished names; one that was public answers 410 Gone (issue 33).
   */
  firstPublicAt: timestamp({ withTimezone: true }),
});

export const MEDIA_TYPES = ["image", "video"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

// ---------------------------------------------------------------- languages

export const TEXT_DIRECTIONS = ["ltr", "rtl"] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

/**
 * A site language, served from `{code}.{host}` while enabled (English on the bare host). Disabling or
 * removing one never deletes its translations (decision 021): they wait for it to come back.
 */
export const languages = pgTable(
  "languages",
  {
    code: text().primaryKey(),
    /** The row's number for the back office's screens (edit, delete, drag order), which key rows by id. */
    id: serial().notNull().unique(),
    name: text().notNull(),
    /** BCP 47 tag used in hreflang and <html lang>, e.g. zh-Hant. */
    locale: text().notNull(),
    /** Writing direction of its pages (`dir`). */
    direction: text().$type<TextDirection>().notNull().default("ltr"),
    displayOrder: integer().notNull().default(0),
    /** Only enabled languages are served, listed in the chooser, hreflang and the sitemap. */
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("languages_direction_check", sql`${t.direction} in ('ltr','rtl')`),
    // A language code is a host label ({code}.{host}): lower-case letters, an optional region or script.
    check("languages_code_check", sql`${t.code} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
  ],
);

export const TRANSLATABLE_ENTITY_TYPES = [
  "products",
  "product_categories",
  "item_codes",
  "gallery_items",
  "gallery_categories",
  "news_items",
] as const;
export type TranslatableEntityType = (typeof TRANSLATABLE_ENTITY_TYPES)[number];

export const translations = pgTable(
  "translations",
  {
    id: serial().primaryKey(),
    entityType: text().notNull().$type<TranslatableEntityType>(),
    entityId: integer().notNull(),
    fieldName: text().notNull(),
    // No foreign key to languages: a translation outlives its language being removed (decision 021).
    languageCode: text().notNull(),
    translatedValue: text().notNull(),
    /**
     * MD5 (hex) of the original field's text when this translation was saved or confirmed: when the
     * original's fingerprint differs, the translation is outdated ("" never matches: unknown is outdated).
     * A change detector, not a security measure.
     */
    sourceFingerprint: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("translations_entity_field_language_key").on(
      t.entityType,
      t.entityId,
      t.fieldName,
      t.languageCode,
    ),
    // A localized slug is unique per entity type and language, and found by its value on any host.
    uniqueIndex("translations_slug_key")
      .on(t.entityType, t.translatedValue, t.languageCode)
      .where(sql`${t.fieldName} = 'slug'`),
    check("translations_language_code_check", sql`${t.languageCode} ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$'`),
    index("translations_language_entity_idx").on(t.languageCode, t.entityType, t.entityId),
    // Trigram indexes serve the public searches' case-insensitive substring matches (ILIKE '%…%').
    index("translations_value_trgm_idx").using("gin", t.translatedValue.op("gin_trgm_ops")),
    check(
      "translations_entity_type_check",
      sql`${t.entityType} in ('products','product_categories','item_codes','gallery_items','gallery_categories','news_items')`,
    ),
  ],
);

// ---------------------------------------------------------------- newsletter

export const newsletterSubscription = pgTable(
  "newsletter_subscription",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    active: boolean().notNull().default(true),
    createTime: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscription_email_lower_key").on(sql`lower(${t.email})`),
    index("newsletter_subscription_create_time_idx").on(t.createTime.desc()),
  ],
);

// ---------------------------------------------------------------- catalogue

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    detailedDescription: text().notNull().default(""),
    imageUrl: text(),
    cataloguePdf: text(),
    status: text().$type<Status>().notNull().default("Active"),
    displayOrder: integer().notNull().default(0),
    ...scheduleColumns(),
    ...trashColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_status_check", sql`${t.status} in ('Active','Inactive')`),
    // A slug is unique among live rows: trashing frees it, restoring refuses when it was taken meanwhile.
    uniqueIndex("products_slug_key").on(t.slug).where(sql`${t.deletedAt} is null`),
    index("products_trashed_slug_idx").on(t.slug).where(sql`${t.deletedAt} is not null`),
    // The publish times close the key so public counts read this index alone (publishedNow).
    index("products_public_order_idx")
      .on(t.status, t.displayOrder, t.name, t.publishAt, t.unpublishAt)
      .where(sql`${t.deletedAt} is null`),
    index("products_order_idx").on(t.displayOrder, t.name),
    // Counting a filtered list (category, search) joins every active product id: from this index alone
    // rather than by reading the whole table (issue 20: the category filter's p95 at 10,000 products).
    // Live rows only, with the schedule columns publishedNow reads, so the count stays on the index.
    index("products_active_id_idx")
      .on(t.id, t.publishAt, t.unpublishAt)
      .where(sql`${t.status} = 'Active' and ${t.deletedAt} is null`),
    index("products_schedule_idx")
      .on(t.publishAt, t.unpublishAt)
      .where(sql`${t.publishAt} is not null or ${t.unpublishAt} is not null`),
    index("products_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("products_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(""),
    displayOrder: integer().notNull().default(0),
    ...trashColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_categories_order_idx").on(t.displayOrder, t.name)],
);

export const productCategoryMappings = pgTable(
  "product_category_mappings",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_category_mappings_category_idx").on(t.categoryId, t.productId),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    displayOrder: integer().notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.displayOrder, t.id)],
);

export const itemCodes = pgTable(
  "item_codes",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    itemCode: text().notNull(),
    imageUrl: text(),
    composition: text(),
    type: text(),
    denier: text(),
    length: text(),
    netWeight: text(),
    grossWeight: text(),
    countryOfOrigin: text(),
    otherInformation: text(),
    bleaching: text(),
    ironing: text(),
    washingTemperature: text(),
    otherTechnicalInfo: text(),
    /** sRGB colour as #rrggbb (lower case); null when the code has none. */
    colourHex: text(),
    colourName: text(),
    /** CIELAB (D65) of colourHex, written with it (server/colour/), so the shade finder never converts rows. */
    colourL: doublePrecision(),
    colourA: doublePrecision(),
    colourB: doublePrecision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("item_codes_product_code_key").on(t.productId, t.itemCode),
    index("item_codes_code_idx").on(t.itemCode),
    check("item_codes_colour_hex_check", sql`${t.colourHex} ~ '^#[0-9a-f]{6}$'`),
    check(
      "item_codes_colour_lab_check",
      sql`(${t.colourHex} is null) = (${t.colourL} is null) and (${t.colourL} is null) = (${t.colourA} is null) and (${t.colourA} is null) = (${t.colourB} is null)`,
    ),
    // The shade finder's prefilter: a box around the chosen colour in Lab, lightness first.
    index("item_codes_colour_lab_idx")
      .on(t.colourL, t.colourA, t.colourB)
      .where(sql`${t.colourL} is not null`),
  ],
);

// ---------------------------------------------------------------- gallery

export const galleryCategories = pgTable(
  "gallery_categories",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    displayOrder: integer(),
    ...trashColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("gallery_categories_order_idx").on(t.displayOrder, t.name)],
);

export const galleryItems = pgTable(
  "gallery_items",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    primaryImageUrl: text(),
    pdfUrl: text(),
    isPdf: boolean().notNull().default(false),
    detailedDescription: text().notNull().default(""),
    projectDetails: text().notNull().default(""),
    status: text().$type<Status>().notNull().default("Active"),
    displayOrder: integer(),
    ...scheduleColumns(),
    ...trashColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("gallery_items_status_check", sql`${t.status} in ('Active','Inactive')`),
    uniqueIndex("gallery_items_slug_key").on(t.slug).where(sql`${t.deletedAt} is null`),
    index("gallery_items_trashed_slug_idx").on(t.slug).where(sql`${t.deletedAt} is not null`),
    // The publish times close the key so public counts read this index alone (publishedNow).
    index("gallery_items_public_order_idx")
      .on(t.status, t.displayOrder, t.name, t.publishAt, t.unpublishAt)
      .where(sql`${t.deletedAt} is null`),
    index("gallery_items_schedule_idx")
      .on(t.publishAt, t.unpublishAt)
      .where(sql`${t.publishAt} is not null or ${t.unpublishAt} is not null`),
    index("gallery_items_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("gallery_items_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
  ],
);

export const galleryItemCategories = pgTable(
  "gallery_item_categories",
  {
    galleryItemId: integer()
      .notNull()
      .references(() => galleryItems.id, { onDelete: "cascade" }),
    galleryCategoryId: integer()
      .notNull()
      .references(() => galleryCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.galleryItemId, t.galleryCategoryId] }),
    index("gallery_item_categories_category_idx").on(t.galleryCategoryId, t.galleryItemId),
  ],
);

export const galleryItemProducts = pgTable(
  "gallery_item_products",
  {
    galleryItemId: integer()
      .notNull()
      .references(() => galleryItems.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.galleryItemId, t.productId] }),
    index("gallery_item_products_product_idx").on(t.productId),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial().primaryKey(),
    galleryItemId: integer()
      .notNull()
      .references(() => galleryItems.id, { onDelete: "cascade" }),
    imageUrl: text().notNull(),
    /** Poster frame taken from the middle of a video. */
    posterUrl: text(),
    displayOrder: integer().notNull().default(0),
    mediaType: text().$type<MediaType>().notNull().default("image"),
    createdAt: createdAt(),
  },
  (t) => [
    check("gallery_images_media_type_check", sql`${t.mediaType} in ('image','video')`),
    index("gallery_images_item_idx").on(t.galleryItemId, t.displayOrder, t.id),
  ],
);

// ---------------------------------------------------------------- news

export const newsItems = pgTable(
  "news_items",
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(""),
    primaryImageUrl: text(),
    articleBody: text().notNull().default(""),
    status: text().$type<Status>().notNull().default("Active"),
    isPinned: boolean().notNull().default(false),
    displayOrder: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    ...scheduleColumns(),
    ...trashColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("news_items_status_check", sql`${t.status} in ('Active','Inactive')`),
    check("news_items_likes_check", sql`${t.likes} >= 0`),
    uniqueIndex("news_items_slug_key").on(t.slug).where(sql`${t.deletedAt} is null`),
    index("news_items_trashed_slug_idx").on(t.slug).where(sql`${t.deletedAt} is not null`),
    // Exactly the lists' order (PUBLIC_ORDER, LIST_ORDER): ORDER BY … DESC sorts nulls first, and an index
    // built NULLS LAST (drizzle's default for .desc()) or without the id is not used for it.
    index("news_items_public_order_idx")
      .on(
        t.status,
        t.isPinned.desc().nullsFirst(),
        t.displayOrder,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        // Last, so public counts read this index alone (publishedNow).
        t.publishAt,
        t.unpublishAt,
      )
      .where(sql`${t.deletedAt} is null`),
    index("news_items_schedule_idx")
      .on(t.publishAt, t.unpublishAt)
      .where(sql`${t.publishAt} is not null or ${t.unpublishAt} is not null`),
    index("news_items_order_idx").on(
      t.isPinned.desc().nullsFirst(),
      t.displayOrder,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("news_items_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

export const newsMedia = pgTable(
  "news_media",
  {
    id: serial().primaryKey(),
    newsItemId: integer()
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    mediaUrl: text().notNull(),
    mediaType: text().$type<MediaType>().notNull().default("image"),
    posterUrl: text(),
    displayOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("news_media_media_type_check", sql`${t.mediaType} in ('image','video')`),
    index("news_media_item_idx").on(t.newsItemId, t.displayOrder, t.id),
  ],
);

// ---------------------------------------------------------------- media

/** The name a staff member's file had when it was uploaded, keyed by the URL it is stored under. */
export const mediaFiles = pgTable("media_files", {
  url: text().primaryKey(),
  originalName: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Storage keys handed out for a bucket (decision 016): a key is claimed here before its file is written,
 * so two processes never write one name, whatever the S3-compatible server does with conditional writes.
 */
export const mediaKeyClaims = pgTable("media_key_claims", {
  key: text().primaryKey(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- settings

export const generalSettings = pgTable(
  "general_settings",
  {
    id: serial().primaryKey(),
    type: text().notNull().default("carousel"),
    imageUrl: text(),
    altText: text().notNull().default(""),
    title: text().notNull().default(""),
    displayOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...trashColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("general_settings_type_order_idx").on(t.type, t.displayOrder, t.id)],
);

export const globalSettings = pgTable("global_settings", {
  id: serial().primaryKey(),
  type: text().notNull().unique(),
  value: text().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- staff

export const staffUsers = pgTable(
  "staff_users",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull().default(""),
    /** Existing and command-line staff are Administrators; the Staff screen chooses. */
    role: text().$type<StaffRole>().notNull().default("administrator"),
    /** A deactivated member cannot sign in; deactivating ends their sessions. */
    isActive: boolean().notNull().default(true),
    /** Set with a temporary password: the next sign-in asks for a new one before any session. */
    mustChangePassword: boolean().notNull().default(false),
    /** Base32 TOTP secret once two-factor sign-in is on (RFC 6238, SHA-1, 6 digits, 30 s). */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last accepted TOTP time step: a code of that step or earlier is refused (no replay). */
    totpLastStep: bigint({ mode: "number" }),
    /** SHA-256 of a one-time sign-in link's token, with when it stops working. */
    signInLinkHash: text(),
    signInLinkExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("staff_users_sign_in_link_key").on(t.signInLinkHash),
    check("staff_users_role_check", sql`${t.role} in ('administrator','editor')`),
  ],
);

/** Ten single-use codes per member with two-factor sign-in, argon2id-hashed like passwords. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_user_idx").on(t.userId)],
);

/** Sign-in steps between the password and the session, in the order they come. */
export const PENDING_SIGN_IN_STEPS = ["two-factor", "password", "two-factor-setup"] as const;
export type PendingSignInStep = (typeof PENDING_SIGN_IN_STEPS)[number];

/**
 * A sign-in between its password and its session: a new password, a two-factor code or two-factor setup
 * still to come. Held server-side under the SHA-256 of a short-lived cookie token; never a session.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    step: text().$type<PendingSignInStep>().notNull(),
    /** The TOTP secret offered during two-factor setup, until a code confirms it. */
    totpSecret: text(),
    failures: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("pending_sign_ins_expires_idx").on(t.expiresAt),
    check("pending_sign_ins_step_check", sql`${t.step} in ('two-factor','password','two-factor-setup')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, so a database leak does not leak live sessions. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    /** Client address at sign-in, as TRUST_PROXY decides it. */
    ipAddress: text(),
    /**
     * When the member last confirmed their password or a code in this session (server/auth/step-up.ts);
     * sensitive account changes need it recent. Signing in does not set it.
     */
    reauthenticatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * The audit log: one row per staff write and sign-in event, written by recordActivity
 * (server/audit/activity.ts). The member's e-mail is copied, so a row outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text(),
    action: text().notNull(),
    recordType: text(),
    recordId: text(),
    label: text(),
    link: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    clientIp: text(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_staff_at_idx").on(t.staffId, t.at),
    index("audit_log_record_type_at_idx").on(t.recordType, t.at),
  ],
);

/** One field a revision changed, with readable old and new values (see server/history/revisions.ts). */
export type RevisionChange = {
  field: string;
  label: string;
  /** How the values read: plain text, rich text (HTML), a list of readable items, or stored files. */
  kind: "text" | "rich" | "list" | "media";
  old: RevisionValue;
  new: RevisionValue;
};
export type RevisionValue = string | number | boolean | null | string[];

/**
 * History of the content staff edit: one row per save of a product, gallery item, news item, category,
 * gallery category or carousel image, written in the same transaction as the save. `snapshot` is the
 * whole record after the save (its links and files included), enough to restore it; `changes` what
 * differs from before. Kept REVISION_RETENTION_DAYS, then purged by housekeeping; no public query reads it.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    entityType: text().notNull(),
    entityId: integer().notNull(),
    action: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text(),
    changes: jsonb().$type<RevisionChange[]>().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The revision a restore brought back. */
    restoredFrom: bigint({ mode: "number" }),
  },
  (t) => [
    index("revisions_entity_idx").on(t.entityType, t.entityId, t.id),
    index("revisions_at_idx").on(t.at),
  ],
);

/**
 * Changes saved without publishing them: at most one draft per record, its form values as the edit
 * dialog posted them (validated by the same schema). `version` changes with every save, so a preview
 * link names the version it shows.
 */
export const drafts = pgTable(
  "drafts",
  {
    entityType: text().notNull(),
    entityId: integer().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    version: bigserial({ mode: "number" }).notNull(),
    staffId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    staffEmail: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

/** Fixed-window counters shared by every app process (sign-in throttling, public form limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

// ---------------------------------------------------------------- mail

export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type ContactPayload = { name: string; email: string; subject: string; message: string };

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    kind: text().notNull().default("contact"),
    toEmail: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    payload: jsonb().$type<ContactPayload>().notNull(),
    status: text().$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending','sending','sent','failed')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- sample requests

/** A visitor's request for samples of item codes, stored before it is mailed (so it is never lost). */
export const sampleRequests = pgTable(
  "sample_requests",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    company: text().notNull(),
    email: text().notNull(),
    country: text().notNull(),
    address: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** The language host the request came from. */
    languageCode: text().notNull(),
    /** The codes as they were when requested, so a later edit or delete of a code changes nothing here. */
    items: jsonb().$type<SampleRequestItem[]>().notNull(),
    status: text().$type<SampleRequestStatus>().notNull().default("New"),
    /** Staff notes. */
    notes: text().notNull().default(""),
    /** The mail to the contact address (its delivery state lives in the outbox). */
    outboxId: integer().references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("sample_requests_status_check", sql`${t.status} in ('New','Sent','Closed')`),
    index("sample_requests_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("sample_requests_status_idx").on(t.status),
  ],
);
