import { z } from "zod";
import { productFormSchema } from "~/lib/schemas/catalog";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { rowId } from "~/lib/schemas/ids";
import { newsFormSchema } from "~/lib/schemas/news";

/**
 * The records that keep a history (revisions, restore), named as the audit log names them: the
 * back-office screen each is edited on.
 */
export const HISTORY_TYPES = [
  "products",
  "gallery-items",
  "news-items",
  "categories",
  "gallery-categories",
  "carousel",
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** The records whose changes may be saved as a draft and previewed on their public page first. */
export const DRAFT_TYPES = ["products", "gallery-items", "news-items"] as const;
export type DraftType = (typeof DRAFT_TYPES)[number];

export function isDraftType(type: HistoryType): type is DraftType {
  return (DRAFT_TYPES as readonly string[]).includes(type);
}

/** The edit form of each record with drafts: a draft is validated as a save would be. */
const DRAFT_FORM_SCHEMAS: Record<DraftType, z.ZodType<Record<string, unknown>>> = {
  products: productFormSchema,
  "gallery-items": galleryItemFormSchema,
  "news-items": newsFormSchema,
};

const historyType = z.enum(HISTORY_TYPES, { error: "Unknown record type" });
const draftType = z.enum(DRAFT_TYPES, { error: "Unknown record type" });
const revisionId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The record a History panel or a draft belongs to (`?type=products&id=4`). */
export const historyTargetSchema = z.object({ type: historyType, id: rowId() });

/** Restore: the record and the revision to bring back. */
export const restoreSchema = historyTargetSchema.extend({ revisionId });

/** Discard a draft. */
export const draftTargetSchema = z.object({ type: draftType, id: rowId() });

/**
 * Save as draft and Publish: the record, and its edit form's values checked by that form's own schema
 * (its messages land on its fields, as a save's would).
 */
export const draftFormSchema = z.looseObject({ type: draftType, id: rowId() }).transform((form, context) => {
  const parsed = DRAFT_FORM_SCHEMAS[form.type].safeParse(form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return { type: form.type, id: form.id, values: parsed.data };
});

/** The preview link of a draft, on the host of `language` (the default language when absent). */
export const previewRequestSchema = draftTargetSchema.extend({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/)
    .optional(),
});

/** How each revision's action reads in a History panel. */
export const REVISION_ACTION_LABELS: Record<string, string> = {
  initial: "Before the first recorded change",
  create: "Created",
  update: "Updated",
  status: "Status changed",
  reorder: "Reordered",
  pin: "Pin changed",
  removeImage: "Image removed",
  itemCodes: "Item codes changed",
  restore: "Restored",
  publish: "Draft published",
  restoreFromTrash: "Restored from Trash",
  publishScheduled: "Published on schedule",
  unpublishScheduled: "Unpublished on schedule",
};

/** Who made revisions no staff member made: the scheduler's, or those of a write outside a request. */
export function revisionAuthor(action: string): string {
  return action === "publishScheduled" || action === "unpublishScheduled" ? "the scheduler" : "Unknown";
}

export function revisionActionLabel(action: string): string {
  return REVISION_ACTION_LABELS[action] ?? action;
}

/** A part of a changed text: kept, or added or removed by the change. */
export type DiffPart = { text: string; change?: "added" | "removed" };

/** One changed field as a History panel shows it (server/history/shown.ts makes it). */
export type ShownChange = { field: string; label: string } & (
  | { kind: "text"; old: string; new: string }
  | { kind: "rich"; parts: DiffPart[] }
  | { kind: "list" | "media"; items: { value: string; change?: "added" | "removed" }[] }
);

/** One revision in a History panel. */
export type ShownRevision = {
  id: number;
  at: string;
  action: string;
  by: string;
  restoredFrom: number | null;
  changes: ShownChange[];
};

/** A record's draft as its dialog opens it: the form values, and who saved them when. */
export type RecordDraft = { values: Record<string, unknown>; version: number; savedAt: string; by: string };

/** What GET /admin/history answers for one record. */
export type RecordHistory = { revisions: ShownRevision[]; draft: RecordDraft | null; previewable: boolean };

/** The URL of a record's history and draft. */
export const historyUrl = (type: HistoryType, id: number) => `/admin/history?type=${type}&id=${id}`;

/** The URL that opens a fresh preview link of a record's draft, on the host of `language` if given. */
export const previewUrl = (type: DraftType, id: number, language?: string) =>
  `/admin/preview?type=${type}&id=${id}${language ? `&language=${language}` : ""}`;
