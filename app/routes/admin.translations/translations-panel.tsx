import { Check, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { EntityActionResult } from "~/components/admin/entity-form";
import { useConfirmedDelete } from "~/components/admin/entity-screen";
import { RowActions } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { type FieldTranslationRow, fieldLabel, panel, type TranslationsData } from "./screen";
import { TranslationDialog } from "./translation-dialog";

/** Right column: the chosen field's translations, Add, Edit and Delete. */
export function TranslationsPanel({ data }: { data: TranslationsData }) {
  const headingId = useId();
  const messageId = useId();
  const [editing, setEditing] = useState<FieldTranslationRow | "new" | null>(null);
  const confirming = useFetcher<EntityActionResult>();
  useActionToast(confirming.data);
  const field = data.field;
  const deletion = useConfirmedDelete<FieldTranslationRow>({
    title: "Are you sure?",
    description: (t) => (
      <p>
        This will delete the {t.languageName} translation of{" "}
        {field ? fieldLabel(field.name).toLowerCase() : ""}.
      </p>
    ),
  });
  const noneLeft = data.availableLanguages.length === 0;
  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className="flex items-center justify-between gap-3 border-gray-200 border-b px-4 py-2">
        <h2 id={headingId} className="font-sans font-semibold text-gray-900 text-sm">
          Translations{field ? `: ${fieldLabel(field.name)}` : ""}
        </h2>
        {field && (
          <Button
            variant="primary"
            size="sm"
            disabled={noneLeft}
            aria-describedby={noneLeft ? messageId : undefined}
            onClick={() => setEditing("new")}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Translation
          </Button>
        )}
      </div>
      {!field ? (
        <p className="px-4 py-8 text-center text-gray-600 text-sm">Choose a field to see its translations.</p>
      ) : (
        <>
          {noneLeft && (
            <p id={messageId} className="mx-4 mt-3 rounded-md bg-gray-50 p-2 text-gray-700 text-sm">
              All available languages have been used for this field
            </p>
          )}
          {data.translations.length === 0 ? (
            <p className="px-4 py-8 text-center text-gray-600 text-sm">No translations added yet</p>
          ) : (
            <ul aria-label="Translations" className="divide-y divide-gray-100">
              {data.translations.map((t) => (
                <li key={t.id} className="flex items-start justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium text-sm">
                      {t.languageName}
                      {t.outdated && (
                        <span className="rounded-full bg-orange-100 px-2 py-0.5 font-medium text-orange-900 text-xs">
                          Outdated
                        </span>
                      )}
                    </p>
                    {t.outdated && (
                      <p className="mt-0.5 text-gray-600 text-xs">
                        The English original changed after this was saved: edit it, or confirm it still fits.
                      </p>
                    )}
                    <p className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-gray-700 text-sm">
                      {t.preview}
                    </p>
                  </div>
                  <RowActions
                    name={t.languageName}
                    onEdit={() => setEditing(t)}
                    onDelete={() => deletion.ask(t)}
                    extra={
                      t.outdated ? (
                        <Button
                          size="sm"
                          disabled={confirming.state !== "idle"}
                          aria-label={`Confirm the ${t.languageName} translation still fits`}
                          onClick={() =>
                            confirming.submit({ intent: "confirm", id: t.id }, { method: "post" })
                          }
                        >
                          <Check aria-hidden="true" className="size-4" />
                          Confirm
                        </Button>
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {field && editing && (
        <TranslationDialog
          data={data}
          field={field}
          translation={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </section>
  );
}
