import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import type { TransferFormat } from "~/lib/schemas/translations";

// Runs in the import's worker thread (read-file.worker.ts): only packages and relative imports here, and
// type-only imports from app/, so the worker loads nothing of the server.

/** A text as an import reads it from a file. */
export type ImportedText = { key: string; fingerprint: string; translatedAt: string; target: string };

/** A translation file read: its format, its language and its texts. */
export type TranslationFile = { format: TransferFormat; language: string; texts: ImportedText[] };

/** The columns of a translation CSV, in order. */
export const CSV_COLUMNS = [
  "language",
  "key",
  "record",
  "source",
  "source_fingerprint",
  "translated_at",
  "translation",
] as const;

/** Why a file cannot be read at all (the words after "The file could not be imported: "). */
export class UnreadableFile extends Error {}

/** XLIFF files never need a DOCTYPE; refusing one rules out entity expansion and external entities. */
const DOCTYPE = /<!DOCTYPE|<!ENTITY/i;

function readXliff(content: string): Omit<TranslationFile, "format"> {
  if (DOCTYPE.test(content)) throw new UnreadableFile("a DOCTYPE or entity declaration is not allowed");
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: true,
    isArray: (name) => ["file", "unit", "note", "segment"].includes(name),
  });
  let document: Record<string, unknown>;
  try {
    document = parser.parse(content, true) as Record<string, unknown>;
  } catch (error) {
    throw new UnreadableFile(`not valid XML (${(error as Error).message.slice(0, 120)})`);
  }
  const root = document.xliff as Record<string, unknown> | undefined;
  if (root?.["@version"] !== "2.0") throw new UnreadableFile("not an XLIFF 2.0 document");
  const language = typeof root["@trgLang"] === "string" ? root["@trgLang"] : "";
  const texts: ImportedText[] = [];
  for (const file of (root.file as Record<string, unknown>[] | undefined) ?? []) {
    for (const unit of (file.unit as Record<string, unknown>[] | undefined) ?? []) {
      const notes = ((unit.notes as Record<string, unknown> | undefined)?.note ?? []) as unknown[];
      const note = (category: string) => {
        const found = notes.find(
          (n): n is Record<string, unknown> =>
            typeof n === "object" && n !== null && (n as Record<string, unknown>)["@category"] === category,
        );
        return typeof found?.["#text"] === "string" ? found["#text"].trim() : "";
      };
      const segment = ((unit.segment as unknown[] | undefined) ?? [])[0] as
        | Record<string, unknown>
        | undefined;
      const target = segment?.target;
      texts.push({
        key: typeof unit["@id"] === "string" ? unit["@id"] : "",
        fingerprint: note("source-fingerprint"),
        translatedAt: note("translated-at"),
        // A target with markup of its own (inline elements) is not read: its HTML travels as text.
        target: typeof target === "string" ? target : target === undefined ? "" : "\u0000markup",
      });
    }
  }
  return { language: language.toLowerCase(), texts };
}

/** A cell the export guarded against formula injection ('=…) as it was. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function readCsv(content: string): Omit<TranslationFile, "format"> {
  let records: Record<string, string>[];
  try {
    records = parseCsv(content, { bom: true, columns: true, skip_empty_lines: true, relax_quotes: false });
  } catch (error) {
    throw new UnreadableFile(`not a valid CSV file (${(error as Error).message.slice(0, 120)})`);
  }
  const missing = CSV_COLUMNS.filter((column) => records.length > 0 && !(column in records[0]!));
  if (missing.length > 0) throw new UnreadableFile(`the columns ${missing.join(", ")} are missing`);
  const codes = new Set(records.map((record) => record.language?.trim().toLowerCase() ?? ""));
  if (codes.size > 1) throw new UnreadableFile("its rows are in more than one language");
  return {
    language: [...codes][0] ?? "",
    texts: records.map((record) => ({
      key: record.key?.trim() ?? "",
      fingerprint: record.source_fingerprint?.trim() ?? "",
      translatedAt: record.translated_at?.trim() ?? "",
      target: unguard(record.translation ?? ""),
    })),
  };
}

/** Reads a translator's file, its format known by its first character: XML or CSV. */
export function readTranslationFile(content: string): TranslationFile {
  const text = content.replace(/^\uFEFF/, "");
  const format: TransferFormat = text.trimStart().startsWith("<") ? "xliff" : "csv";
  return { format, ...(format === "xliff" ? readXliff(text) : readCsv(text)) };
}
