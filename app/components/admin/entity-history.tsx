import { createContext, useContext } from "react";
import { type DraftType, type HistoryType, isDraftType, type RecordDraft } from "~/lib/schemas/history";
import { storedMediaKind } from "~/lib/schemas/media";
import type { MediaFile } from "./media-field";

/**
 * A screen whose records keep a history (decision 019): its record type, and for the types with drafts,
 * the ids of the rows that have one (the list's Draft badge, and the dialog opens the draft).
 */
export type HistoryConfig = {
  type: HistoryType;
  /** Rows with a draft (from the loader's listDraftIds). */
  drafts?: readonly number[];
  /** The column that shows the Draft badge beside the row's name ("name" by default). */
  badgeColumn?: string;
};

/**
 * What the edit dialog of a record with history knows: its type, the draft it was opened with, and
 * whether that draft has a public page to preview.
 */
export type EntityHistory = { type: HistoryType; draft: RecordDraft | null; previewable: boolean };

export const EntityHistoryContext = createContext<EntityHistory | null>(null);

/** The history of the record being edited, when its screen keeps one. */
export function useEntityHistory(): EntityHistory | null {
  return useContext(EntityHistoryContext);
}

/** The draft type of a history, when its records have drafts. */
export function draftTypeOf(history: EntityHistory | null): DraftType | null {
  return history && isDraftType(history.type) ? history.type : null;
}

/** The small "Draft" badge beside the name of a row with a draft. */
export function DraftBadge() {
  return (
    <span className="ml-2 inline-flex shrink-0 rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 font-medium text-amber-900 text-xs">
      Draft
    </span>
  );
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * The files a draft added to a media list (its `mediaUrls` and `mediaPosters`), as new files of the
 * field, so saving the draft again or publishing it posts them again.
 */
export function draftMedia(row: object): MediaFile[] {
  const values = row as Record<string, unknown>;
  const posters = strings(values.mediaPosters);
  return strings(values.mediaUrls).map((url, index) => ({
    url,
    kind: storedMediaKind(url) ?? "image",
    posterUrl: posters[index] || null,
  }));
}

/** The saved media a draft removes (`removeMediaIds`). */
export function draftRemovedMedia(row: object): number[] {
  const ids = (row as Record<string, unknown>).removeMediaIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
}
