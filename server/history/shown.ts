import { diffArrays, diffWords } from "diff";
import type { DiffPart, ShownChange } from "~/lib/schemas/history";
import type { RevisionChange, RevisionValue } from "../db/schema";
import { stripTags } from "../html/sanitize";

/** A single value as text: Yes/No for a switch, an empty string for nothing. */
function textOf(value: RevisionValue): string {
  if (value === null) return "";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

const listOf = (value: RevisionValue): string[] =>
  Array.isArray(value) ? value : value === null || value === "" ? [] : [String(value)];

/** Rich text as words kept, removed and added (tags left out: staff compare what readers see). */
function textDiff(old: RevisionValue, now: RevisionValue): DiffPart[] {
  return diffWords(stripTags(textOf(old)), stripTags(textOf(now))).map((part) => ({
    text: part.value,
    ...(part.added ? { change: "added" as const } : part.removed ? { change: "removed" as const } : {}),
  }));
}

/** A list (names, files) as items kept, removed and added, in order. */
function listDiff(old: RevisionValue, now: RevisionValue) {
  return diffArrays(listOf(old), listOf(now)).flatMap((part) =>
    part.value.map((value) => ({
      value,
      ...(part.added ? { change: "added" as const } : part.removed ? { change: "removed" as const } : {}),
    })),
  );
}

/** A stored change as its History panel shows it: old → new, a word diff, or a list diff. */
export function showChange(change: RevisionChange): ShownChange {
  const head = { field: change.field, label: change.label };
  if (change.kind === "rich") return { ...head, kind: "rich", parts: textDiff(change.old, change.new) };
  if (change.kind === "list" || change.kind === "media") {
    return { ...head, kind: change.kind, items: listDiff(change.old, change.new) };
  }
  return { ...head, kind: "text", old: textOf(change.old), new: textOf(change.new) };
}
