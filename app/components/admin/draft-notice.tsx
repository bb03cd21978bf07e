import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { type DraftType, previewUrl, type RecordDraft } from "~/lib/schemas/history";
import { formatTimestamp } from "~/lib/timestamp";
import type { RootData } from "~/root";
import type { EntityActionResult } from "./entity-form";
import { useActionToast } from "./use-action-toast";

/**
 * The notice of a dialog opened on a draft: who saved it and when, that the public page is unchanged,
 * Preview links (one per language host; each opens a fresh signed link in a new tab) and Discard draft.
 */
export function DraftNotice({
  type,
  id,
  draft,
  previewable,
  onDiscarded,
}: {
  type: DraftType;
  id: number;
  draft: RecordDraft;
  previewable: boolean;
  onDiscarded: () => void;
}) {
  const root = useRouteLoaderData<RootData>("root");
  const languages = root?.languages ?? [];
  const discard = useFetcher<EntityActionResult>();
  const [asking, setAsking] = useState(false);
  useActionToast(discard.data, () => {
    setAsking(false);
    onDiscarded();
  });
  return (
    <section
      aria-label="Draft"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
    >
      <p className="font-semibold">You are editing a draft</p>
      <p className="mt-1">
        Saved <span className="whitespace-nowrap">{formatTimestamp(draft.savedAt)}</span> by {draft.by}. The
        public page still shows the published version until you publish; Preview shows the saved draft.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {previewable &&
          languages.map((language) => (
            <a
              key={language.code}
              href={previewUrl(type, id, language.code === DEFAULT_LANGUAGE.code ? undefined : language.code)}
              target="_blank"
              rel="noopener"
              className={buttonClass("secondary", "sm")}
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {language.code === DEFAULT_LANGUAGE.code ? "Preview" : `Preview in ${language.name}`}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ))}
        <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
          Discard draft
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Discard this draft?"
        description="Its changes are dropped and the published version stays as it is."
        confirmLabel="Discard draft"
        busy={discard.state !== "idle"}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          discard.submit({ intent: "discardDraft", type, id }, { method: "post", action: "/admin/history" })
        }
      />
    </section>
  );
}
