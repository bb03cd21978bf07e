import { inArray } from "drizzle-orm";
import { db } from "../db/client";
import { mediaFiles } from "../db/schema";

/** The longest original name kept, in characters (the extension is kept when a name is cut). */
export const ORIGINAL_NAME_MAX = 120;
const LONGEST_EXTENSION = 10;
// Control characters, and the invisible bidi marks that can make "gpj.exe" read as "exe.jpg".
const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A client-given file name made safe to store and show: its last path part only, without control or
 * bidi characters, whitespace collapsed, at most ORIGINAL_NAME_MAX characters. Null when nothing is
 * left. React escapes it when shown; it never becomes a path.
 */
export function sanitizeFileName(raw: string): string | null {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const name = last.normalize("NFC").replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  if (name === "" || /^\.+$/.test(name)) return null;
  const characters = Array.from(name);
  if (characters.length <= ORIGINAL_NAME_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length <= LONGEST_EXTENSION ? extension : [];
  return (
    characters
      .slice(0, ORIGINAL_NAME_MAX - kept.length)
      .join("")
      .trimEnd() + kept.join("")
  );
}

/** Remembers the original name of a stored file (nothing is kept for a name that sanitises to null). */
export async function rememberOriginalName(url: string, name: string | null): Promise<void> {
  if (!name) return;
  await db()
    .insert(mediaFiles)
    .values({ url, originalName: name })
    .onConflictDoUpdate({ target: mediaFiles.url, set: { originalName: name } });
}

/** The original names of the stored files that have one, by URL. */
export async function originalNames(urls: string[]): Promise<Record<string, string>> {
  if (urls.length === 0) return {};
  const rows = await db()
    .select({ url: mediaFiles.url, originalName: mediaFiles.originalName })
    .from(mediaFiles)
    .where(inArray(mediaFiles.url, urls));
  return Object.fromEntries(rows.map((row) => [row.url, row.originalName]));
}

/** Forgets the names of deleted files. */
export async function forgetOriginalNames(urls: string[]): Promise<void> {
  if (urls.length > 0) await db().delete(mediaFiles).where(inArray(mediaFiles.url, urls));
}
