import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  type HistoryType,
  historyUrl,
  type RecordHistory,
  revisionActionLabel,
  type ShownChange,
  type ShownRevision,
} from "~/lib/schemas/history";
import { storedMediaKind } from "~/lib/schemas/media";
import { formatTimestamp } from "~/lib/timestamp";
import type { EntityActionResult } from "./entity-form";
import { useActionToast } from "./use-action-toast";
import type { FullRowAnswer } from "./use-full-row";

const DELETED = "rounded-sm bg-red-50 px-0.5 text-red-900 line-through decoration-red-700";
const INSERTED = "rounded-sm bg-green-50 px-0.5 text-green-900 no-underline";

/** A value that was removed, or added, by a change (marked for screen readers too). */
function Marked({ change, children }: { change?: "added" | "removed"; children: string }) {
  if (change === "removed")
    return (
      <del className={DELETED}>
        <span className="sr-only">Removed: </span>
        {children}
      </del>
    );
  if (change === "added")
    return (
      <ins className={INSERTED}>
        <span className="sr-only">Added: </span>
        {children}
      </ins>
    );
  return <span>{children}</span>;
}

const fileName = (url: string) => url.split("/").pop() ?? url;

/** One stored file of a change: a thumbnail for an image, the file's name otherwise. */
function ChangedFile({ url, change }: { url: string; change?: "added" | "removed" }) {
  const word = change === "removed" ? "Removed" : change === "added" ? "Added" : "Kept";
  const ring =
    change === "removed"
      ? "border-red-400 opacity-60"
      : change === "added"
        ? "border-green-500"
        : "border-gray-200";
  return (
    <li className="flex flex-col items-center gap-1 text-xs">
      {storedMediaKind(url) === "image" ? (
        <img
          src={url}
          alt={`${word}: ${fileName(url)}`}
          width={56}
          height={56}
          loading="lazy"
          className={`size-14 rounded border-2 object-cover ${ring}`}
        />
      ) : (
        <Marked change={change}>{fileName(url)}</Marked>
      )}
      <span className="text-gray-600">{word}</span>
    </li>
  );
}

/** The value of one changed field: old → new, a word diff of rich text, or a list with what came and went. */
function ChangeValue({ change }: { change: ShownChange }) {
  if (change.kind === "text") {
    return (
      <>
        <Marked change="removed">{change.old || "(empty)"}</Marked>
        <span aria-hidden="true" className="mx-1.5 text-gray-500">
          →
        </span>
        <Marked change="added">{change.new || "(empty)"}</Marked>
      </>
    );
  }
  if (change.kind === "rich") {
    return (
      <p className="whitespace-pre-wrap leading-relaxed">
        {change.parts.map((part, index) => (
          <Marked key={index} change={part.change}>
            {part.text}
          </Marked>
        ))}
      </p>
    );
  }
  if (change.items.length === 0) return <span className="text-gray-600">(none)</span>;
  if (change.kind === "media") {
    return (
      <ul className="flex flex-wrap gap-3">
        {change.items.map((item, index) => (
          <ChangedFile key={`${index}-${item.value}`} url={item.value} change={item.change} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-1">
      {change.items.map((item, index) => (
        <li key={`${index}-${item.value}`}>
          <Marked change={item.change}>{item.value}</Marked>
        </li>
      ))}
    </ul>
  );
}

/** One revision: what was done, by whom and when, its changed fields, and Restore. */
function RevisionItem({
  revision,
  restoredAt,
  onRestore,
}: {
  revision: ShownRevision;
  /** When the revision a restore brought back was made, if it is listed. */
  restoredAt?: string;
  onRestore?: () => void;
}) {
  const when = formatTimestamp(revision.at);
  return (
    <li className="overflow-hidden rounded-md border border-gray-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-gray-200 border-b bg-gray-50 px-3 py-2">
        <p className="text-sm">
          <span className="font-semibold">{revisionActionLabel(revision.action)}</span>
          {restoredAt && <> (the version of {formatTimestamp(restoredAt)})</>}
          {revision.action !== "initial" && <> by {revision.by}</>} ·{" "}
          <time dateTime={revision.at} className="whitespace-nowrap">
            {when}
          </time>
        </p>
        {onRestore && (
          <Button size="sm" onClick={onRestore} aria-label={`Restore the version of ${when}`}>
            Restore
          </Button>
        )}
      </div>
      {revision.changes.length === 0 ? (
        <p className="px-3 py-2 text-gray-600 text-sm">
          {revision.action === "initial"
            ? "The record as it was before its first recorded change."
            : "No field changed."}
        </p>
      ) : (
        <dl className="divide-y divide-gray-100 text-sm">
          {revision.changes.map((change) => (
            <div key={change.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="font-medium text-gray-700">{change.label}</dt>
              <dd className="min-w-0 break-words">
                <ChangeValue change={change} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The History panel of an edit dialog: the record's revisions, newest first, each with its field-level
 * changes and Restore (after a confirmation; the restore is itself a new revision).
 */
export function HistoryPanel({
  type,
  id,
  onRestored,
}: {
  type: HistoryType;
  id: number;
  onRestored: () => void;
}) {
  const history = useFetcher<FullRowAnswer<RecordHistory>>();
  const restore = useFetcher<EntityActionResult>();
  const [asking, setAsking] = useState<ShownRevision | null>(null);
  const url = historyUrl(type, id);
  const { load } = history;
  useEffect(() => {
    void load(url);
  }, [load, url]);
  useActionToast(restore.data, () => {
    setAsking(null);
    onRestored();
  });

  const answer = history.data;
  if (!answer) return <p className="py-6 text-center text-gray-600 text-sm">Loading history...</p>;
  if (!answer.ok) {
    return (
      <p role="alert" className="py-6 text-center text-red-800 text-sm">
        Failed to load history
      </p>
    );
  }
  const { revisions } = answer.item;
  const madeAt = new Map(revisions.map((revision) => [revision.id, revision.at]));
  return (
    <>
      {revisions.length === 0 ? (
        <p className="py-6 text-center text-gray-600 text-sm">
          No changes recorded yet. Every save from now on is listed here.
        </p>
      ) : (
        <ol aria-label="Revisions, newest first" className="space-y-4">
          {revisions.map((revision, index) => (
            <RevisionItem
              key={revision.id}
              revision={revision}
              restoredAt={revision.restoredFrom ? madeAt.get(revision.restoredFrom) : undefined}
              // The newest revision is the record as it is.
              onRestore={index > 0 ? () => setAsking(revision) : undefined}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Restore this version?"
        description={
          asking && (
            <p>
              The record goes back to how it was after this change ({formatTimestamp(asking.at)}). The restore
              is saved as a new change, so the current version stays in the history.
            </p>
          )
        }
        confirmLabel="Restore"
        busy={restore.state !== "idle"}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking &&
          restore.submit(
            { intent: "restore", type, id, revisionId: asking.id },
            { method: "post", action: "/admin/history" },
          )
        }
      />
    </>
  );
}
