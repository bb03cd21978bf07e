import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import {
  fieldKind,
  IMPORT_MAX_ROWS,
  type ImportRowReport,
  type TransferFormat,
  type TransferScope,
  type TranslationImportReport,
  translationProblem,
} from "~/lib/schemas/translations";
import { writeAndInvalidate } from "../cache/page-cache";
import type { PageTag } from "../cache/tags";
import { db, type Executor } from "../db/client";
import {
  languages,
  TRANSLATABLE_ENTITY_TYPES,
  type TranslatableEntityType,
  translations,
} from "../db/schema";
import { isUniqueViolation, rowsOf } from "../db/sql";
import { AdminActionError } from "../errors";
import { csvDocument } from "../http/csv";
import { cleanValue, ENTITY_TYPE_LABELS, entityTags } from "./admin";
import { fingerprint, originalValues, recordLabels, translationSources } from "./entities";
import { CSV_COLUMNS, type ImportedText, type TranslationFile, UnreadableFile } from "./read-file";
import { readTranslationFileOffThread } from "./read-off-thread";
import { assertTranslatedSlugFree, SLUG_IN_USE } from "./slugs";

/** One text of an export: its key, the record and field it belongs to, the original and the translation. */
export type ExportRow = {
  /** entity type / record id / field, e.g. products/12/name. */
  key: string;
  label: string;
  source: string;
  /** Fingerprint of the original as exported: a translation of it is up to date while it matches. */
  fingerprint: string;
  /** The stored translation, or "" when there is none. */
  target: string;
  /** When the stored translation was last saved (ISO), "" when there is none: an import never overwrites a newer one. */
  translatedAt: string;
  /** The stored translation was made from an earlier original. */
  outdated: boolean;
};

const keyOf = (entityType: string, entityId: number, fieldName: string) =>
  `${entityType}/${entityId}/${fieldName}`;

/** "country_of_origin" → "Country of origin". */
const fieldWords = (name: string) => {
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The texts of a language to hand to a translator: all, missing or outdated, in the back office's order. */
export async function exportRows(language: string, scope: TransferScope): Promise<ExportRow[]> {
  const filter = {
    all: sql`true`,
    missing: sql`t.id is null`,
    outdated: sql`t.id is not null and t.source_fingerprint <> md5(s.value)`,
  }[scope];
  const result = await db().execute(sql`
    select s.entity_type, s.entity_id, s.field_name, s.label, s.value, md5(s.value) as fingerprint,
      t.translated_value, t.updated_at, t.source_fingerprint
    from (${translationSources(undefined, { label: true })}) s
    left join ${translations} t on t.entity_type = s.entity_type and t.entity_id = s.entity_id
      and t.field_name = s.field_name and t.language_code = ${language} and btrim(t.translated_value) <> ''
    where ${filter}
    order by s.type_order, s.label, s.entity_id, s.field_order
  `);
  return rowsOf<{
    entity_type: TranslatableEntityType;
    entity_id: number;
    field_name: string;
    label: string;
    value: string;
    fingerprint: string;
    translated_value: string | null;
    updated_at: Date | string | null;
    source_fingerprint: string | null;
  }>(result).map((row) => ({
    key: keyOf(row.entity_type, row.entity_id, row.field_name),
    label: `${ENTITY_TYPE_LABELS[row.entity_type]}: ${row.label} · ${fieldWords(row.field_name)}`,
    source: row.value,
    fingerprint: row.fingerprint,
    target: row.translated_value ?? "",
    translatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : "",
    outdated: row.source_fingerprint !== null && row.source_fingerprint !== row.fingerprint,
  }));
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** A unit's state in XLIFF 2.0: translated when up to date, initial when missing or outdated (to be done). */
const unitState = (row: ExportRow) => (row.target !== "" && !row.outdated ? "translated" : "initial");

/**
 * An XLIFF 2.0 document (OASIS, urn:oasis:names:tc:xliff:document:2.0): one unit per text, the original
 * as source (HTML of rich fields as text), the translation as target, and notes carrying the original's
 * fingerprint and the translation's time, which the import checks.
 */
export function renderXliff(language: string, rows: ExportRow[]): string {
  const units = rows.map((row) =>
    [
      `    <unit id="${escapeXml(row.key)}" name="${escapeXml(row.label)}">`,
      "      <notes>",
      `        <note category="record">${escapeXml(row.label)}</note>`,
      `        <note category="source-fingerprint">${row.fingerprint}</note>`,
      `        <note category="translated-at">${row.translatedAt}</note>`,
      "      </notes>",
      `      <segment state="${unitState(row)}">`,
      `        <source>${escapeXml(row.source)}</source>`,
      `        <target>${escapeXml(row.target)}</target>`,
      "      </segment>",
      "    </unit>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${DEFAULT_LANGUAGE.locale}" trgLang="${escapeXml(language)}">`,
    `  <file id="lumina-threads-${escapeXml(language)}">`,
    ...units,
    "  </file>",
    "</xliff>",
    "",
  ].join("\n");
}

/** A CSV for spreadsheets: one row per text; only the translation column is to be edited. */
export function renderCsv(language: string, rows: ExportRow[]): string {
  return csvDocument(
    [...CSV_COLUMNS],
    rows.map((row) => [
      language,
      row.key,
      row.label,
      row.source,
      row.fingerprint,
      row.translatedAt,
      row.target,
    ]),
  );
}

/** A file the import cannot read at all: refused whole, nothing applied. */
const unreadable = (reason: string) =>
  new AdminActionError(`The file could not be imported: ${reason}`, 400, { field: "file" });

/** The file read in a worker thread (read-off-thread.ts); a file it cannot read is refused whole. */
async function readFile(content: string): Promise<TranslationFile> {
  try {
    return await readTranslationFileOffThread(content);
  } catch (error) {
    if (error instanceof UnreadableFile) throw unreadable(error.message);
    throw error;
  }
}

const KEY = /^([a-z_]+)\/(\d{1,9})\/([a-z_]+)$/;
const FINGERPRINT = /^[0-9a-f]{32}$/;

/**
 * How long one batch of an import may hold its transaction (ms). On PGlite (one session) every other
 * query, /healthz's `select 1` included, waits for an open transaction, and its queries never give the
 * event loop a turn: one transaction for a whole file held the site for as long as the file took. A text
 * that needs the database takes about 3-8 ms there (shared 2-core machine), so a batch is one text, rarely
 * two: the largest import allowed kept /healthz at p95 29-30 ms with 2 ms (45 ms with 5 ms), in about the
 * same 4-4.5 s. On PostgreSQL other requests never waited (a pool); short batches hold row locks for less time, at the
 * cost of one commit per batch.
 */
const IMPORT_BATCH_MS = 2;

/**
 * Gives the event loop two turns between batches: a request on a new connection (a health check) needs
 * one to be accepted and one to be read and answered, so with one turn it waited for two batches.
 */
async function betweenBatches(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** What a row's outcome was, with the tags of the pages an applied row changes. */
type RowResult = Omit<ImportRowReport, "key" | "label"> & { tags?: PageTag[] };

/** A text another save took meanwhile: its slug, or its translation saved by someone else during the import. */
function uniqueViolationReason(error: unknown): string {
  const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint;
  return constraint === "translations_slug_key"
    ? SLUG_IN_USE
    : "A newer translation was saved after this file was exported";
}

/** An imported text that passed the checks needing no database: where it goes and its cleaned value. */
type CheckedText = {
  entityType: TranslatableEntityType;
  entityId: number;
  fieldName: string;
  exportedAt: Date | null;
  fingerprint: string;
  value: string;
};

/** The checks of a text that need no database, made before any savepoint (a long file of refusals costs none). */
function checkText(text: ImportedText): CheckedText | RowResult {
  const match = KEY.exec(text.key);
  const entityType = match?.[1] as TranslatableEntityType | undefined;
  const entityId = Number(match?.[2]);
  const fieldName = match?.[3] ?? "";
  if (!entityType || !TRANSLATABLE_ENTITY_TYPES.includes(entityType) || !fieldKind(entityType, fieldName))
    return { outcome: "refused", reason: "Unknown record or field" };
  if (!FINGERPRINT.test(text.fingerprint))
    return {
      outcome: "refused",
      reason: "The original's fingerprint is missing from the file; export again",
    };
  const exportedAt = text.translatedAt ? new Date(text.translatedAt) : null;
  if (exportedAt && Number.isNaN(exportedAt.getTime()))
    return { outcome: "refused", reason: "The translation's time in the file is not a date" };
  if (text.target.includes("\u0000"))
    return { outcome: "refused", reason: "The translation has markup of its own; keep HTML as text" };
  if (text.target.trim() === "") return { outcome: "unchanged", reason: "No translation in the file" };
  const problem = translationProblem(entityType, fieldName, text.target);
  if (problem) return { outcome: "refused", reason: problem };
  const value = cleanValue(fieldName, text.target);
  return { entityType, entityId, fieldName, exportedAt, fingerprint: text.fingerprint, value };
}

/** Applies one checked text in its own savepoint: a refusal or an error leaves the others as they are. */
async function importText(tx: Executor, language: string, text: CheckedText): Promise<RowResult> {
  const { entityType, entityId, fieldName, exportedAt, value } = text;
  const original = await originalValues(entityType, entityId, tx);
  if (!original) return { outcome: "refused", reason: "Entity not found" };
  const [current] = await tx
    .select({
      id: translations.id,
      value: translations.translatedValue,
      fingerprint: translations.sourceFingerprint,
      updatedAt: translations.updatedAt,
    })
    .from(translations)
    .where(
      and(
        eq(translations.entityType, entityType),
        eq(translations.entityId, entityId),
        eq(translations.fieldName, fieldName),
        eq(translations.languageCode, language),
      ),
    )
    .for("update");
  const storedNonEmpty = current !== undefined && current.value.trim() !== "";
  // Saved after the export (or added since, when the export had none): the newer translation wins.
  if (storedNonEmpty && (!exportedAt || current.updatedAt.getTime() > exportedAt.getTime()))
    return { outcome: "refused", reason: "A newer translation was saved after this file was exported" };
  if (current && current.value === value && current.fingerprint === text.fingerprint)
    return { outcome: "unchanged", reason: "Same as the stored translation" };
  if (
    fieldName === "slug" &&
    (entityType === "products" || entityType === "gallery_items" || entityType === "news_items")
  )
    await assertTranslatedSlugFree(tx, entityType, entityId, value);
  if (current) {
    await tx
      .update(translations)
      .set({ translatedValue: value, sourceFingerprint: text.fingerprint, updatedAt: new Date() })
      .where(eq(translations.id, current.id));
  } else {
    await tx.insert(translations).values({
      entityType,
      entityId,
      fieldName,
      languageCode: language,
      translatedValue: value,
      sourceFingerprint: text.fingerprint,
    });
  }
  const stale = text.fingerprint !== fingerprint(original[fieldName]);
  return {
    outcome: "applied",
    reason: stale ? "The original changed since the export: applied and marked outdated" : null,
    tags: await entityTags(entityType, entityId, tx),
  };
}

/** The words of a record and field for the report, from the file's key (one query per entity type). */
async function labelsOf(texts: ImportedText[]): Promise<Map<string, string>> {
  const idsByType = new Map<TranslatableEntityType, number[]>();
  const parsed = texts.map((text) => {
    const match = KEY.exec(text.key);
    const type = match?.[1] as TranslatableEntityType | undefined;
    if (!match || !type || !TRANSLATABLE_ENTITY_TYPES.includes(type)) return null;
    const id = Number(match[2]);
    idsByType.set(type, [...(idsByType.get(type) ?? []), id]);
    return { key: text.key, type, id, field: match[3] ?? "" };
  });
  const labels = new Map<TranslatableEntityType, Map<number, string>>();
  for (const [type, ids] of idsByType) labels.set(type, await recordLabels(type, [...new Set(ids)]));
  const words = new Map<string, string>();
  for (const entry of parsed) {
    const record = entry && labels.get(entry.type)?.get(entry.id);
    if (entry && record)
      words.set(entry.key, `${ENTITY_TYPE_LABELS[entry.type]}: ${record} · ${fieldWords(entry.field)}`);
  }
  return words;
}

/**
 * Imports a translator's file (XLIFF 2.0 or CSV, as exported) into its language, text by text: applied,
 * unchanged, or refused with the reason. A translation saved after the export is never overwritten; a text
 * translated from an original that has changed since is applied and stays marked outdated.
 */
export async function importTranslations(content: string): Promise<TranslationImportReport> {
  const file = await readFile(content);
  if (file.texts.length === 0) throw unreadable("it holds no texts");
  if (file.texts.length > IMPORT_MAX_ROWS)
    throw unreadable(
      `it holds more than ${IMPORT_MAX_ROWS} texts; export a smaller part (missing or outdated)`,
    );
  const [language] = await db()
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(eq(languages.code, file.language));
  if (!language || language.code === DEFAULT_LANGUAGE.code)
    throw unreadable(
      `its language (${file.language.slice(0, 20) || "none"}) is not one of the site's translations`,
    );
  const labels = await labelsOf(file.texts);
  const rows: ImportRowReport[] = [];
  // Short transactions, one after another, each giving the event loop a turn before the next (see
  // IMPORT_BATCH_MS). Texts are independent (each applied or refused on its own, in its savepoint), so
  // committing them in batches changes no outcome; only a failure of the database itself, which answers
  // the import with an error instead of a report, now keeps the batches committed before it.
  let next = 0;
  while (next < file.texts.length) {
    if (next > 0) await betweenBatches();
    await writeAndInvalidate(async (tx, invalidate) => {
      const started = performance.now();
      do {
        const text = file.texts[next++] as ImportedText;
        let result: RowResult;
        try {
          const checked = checkText(text);
          result =
            "outcome" in checked
              ? checked
              : await tx.transaction((savepoint) => importText(savepoint, language.code, checked));
        } catch (error) {
          if (isUniqueViolation(error)) result = { outcome: "refused", reason: uniqueViolationReason(error) };
          else if (error instanceof AdminActionError) result = { outcome: "refused", reason: error.message };
          else throw error;
        }
        invalidate(result.tags ?? []);
        rows.push({
          key: text.key.slice(0, 100),
          label: labels.get(text.key) || null,
          outcome: result.outcome,
          reason: result.reason,
        });
      } while (next < file.texts.length && performance.now() - started < IMPORT_BATCH_MS);
    });
  }
  const count = (outcome: ImportRowReport["outcome"]) => rows.filter((row) => row.outcome === outcome).length;
  return {
    language,
    format: file.format,
    applied: count("applied"),
    unchanged: count("unchanged"),
    refused: count("refused"),
    rows,
  };
}

/** The file name of an export, e.g. lumina-threads-ja-missing-2026-11-26.xlf. */
export function exportFileName(language: string, scope: TransferScope, format: TransferFormat): string {
  const date = new Date().toISOString().slice(0, 10);
  return `lumina-threads-${language}-${scope}-${date}.${format === "xliff" ? "xlf" : "csv"}`;
}
