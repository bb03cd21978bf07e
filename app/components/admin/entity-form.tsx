import {
  type DefaultValue,
  type FormMetadata,
  getFormProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Dialog, type DialogSize } from "~/components/ui/dialog";
import type { FieldMeta } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import type { OneTimeReveal } from "~/lib/schemas/action";
import { DraftNotice } from "./draft-notice";
import { draftTypeOf, useEntityHistory } from "./entity-history";
import { HistoryPanel } from "./history-panel";
import { Tabs } from "./tabs";
import { useGuardedClose, useUnsavedChanges } from "./unsaved-changes";
import { UploadsScope, useUploads } from "./uploads";
import { type ToastOptions, useActionToast } from "./use-action-toast";

/** What an admin action answers (server/admin/action.ts): a message, or an error with field errors by name. */
export type EntityActionResult =
  | { ok: true; message: string; reveal?: OneTimeReveal }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; stepUp?: true };

/** The server's field errors in the shape Conform takes as the last submission's result. */
function submissionOf(result: EntityActionResult | undefined): SubmissionResult<string[]> | undefined {
  if (!result || result.ok || !result.fieldErrors) return undefined;
  const error = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([name, message]) => [name, [message]]),
  );
  return { status: "error", error };
}

type FormSchema = z.ZodObject;

/** The first message the schema gives for a form's values, as the action would answer it. */
function firstError(schema: FormSchema, formData: FormData): string | undefined {
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  return submission.status === "error"
    ? (Object.values(submission.error ?? {}).flat()[0] ?? undefined)
    : undefined;
}

/** A form's values by field name, as a dialog starts with them. */
export type EntityValues = Record<string, string | number | boolean | null | undefined | string[] | number[]>;

/**
 * One form contract on the client: the form's zod schema (the one the action runs) checks each field
 * on blur and again as it is corrected, blocks a submit with errors, and the action's field errors (by
 * field name) land on their fields.
 */
export function useEntityForm<S extends FormSchema>(
  schema: S,
  result: EntityActionResult | undefined,
  defaultValue?: EntityValues,
) {
  const lastResult = useMemo(() => submissionOf(result), [result]);
  return useForm<z.input<S>, z.output<S>>({
    lastResult,
    defaultValue: defaultValue as DefaultValue<z.input<S>>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
  });
}

/**
 * The wording and intent of an add or edit dialog: "Add Product" with "Create Product" posting `create`, or
 * "Edit Product" with "Update Product" posting `update` and the row's id. Spread into EntityFormDialog.
 */
export function dialogMode(row: { id: number } | null, noun: string, addTitle = `Add ${noun}`) {
  return row
    ? { title: `Edit ${noun}`, submitLabel: `Update ${noun}`, intent: "update", id: row.id }
    : { title: addTitle, submitLabel: `Create ${noun}`, intent: "create" };
}

/** The fields of an entity form, by name. */
export type EntityFields = Record<string, FieldMeta>;

/** What an entity form posts and how it reacts, in a dialog or on the page. */
type EntitySubmitOptions<S extends FormSchema> = {
  /** The schema the action runs for this intent (without the row id). */
  schema: S;
  /** The action intent posted with the form: "create" or "update". */
  intent: string;
  /** The row being edited; posted as `id`. */
  id?: number;
  /** Values of the row being edited, by field name. */
  defaultValue?: EntityValues;
  /** A busy text that holds the form: shown on the button, blocks submit ("Uploading..." while a MediaField uploads). */
  pending?: string | null;
  /** The button's text while the action runs, then while the list reloads; "Saving..." for both by default. */
  busyLabels?: { submitting: string; loading: string };
  /** Runs when a submit is stopped by field errors, with the first message; toasts it by default. */
  onInvalid?: (message: string) => void;
  /** Runs with every answer of the action (e.g. a screen's error box). */
  onResult?: (result: EntityActionResult) => void;
  /** A failed upload stops the save (its message goes to `onInvalid`), where the spec says so. */
  failedUploadStopsSave?: boolean;
  /** An inline error box at the top of the form (the spec's Error box), with an optional heading. */
  alert?: { title?: string; message: string } | null;
  /** How the form's toasts read (e.g. error toasts titled "Error"). */
  toastOptions?: ToastOptions;
  children: (fields: EntityFields, form: FormMetadata<z.input<S>>) => ReactNode;
};

/**
 * Where a submit button with `data-intent` (Save as draft, Publish) posts the form instead of the
 * screen's action, with the fields that name the record there.
 */
type AlternativePost = { action: string; fields: Record<string, string> };

/** The name of the hidden button Conform submits its validate intents with (a check, not a submit). */
const CONFORM_INTENT = "__intent__";

/**
 * The fetcher form of an entity: Conform over the schema, the answer toasted (`onSaved` after a success),
 * a submit with field errors stopped (its first message to `onInvalid`, the first wrong field focused),
 * and the busy text of the submit button (null when idle).
 */
function useEntitySubmit<S extends FormSchema>(
  options: EntitySubmitOptions<S>,
  onSaved?: () => void,
  alternative?: AlternativePost,
) {
  const { schema, onResult, toastOptions } = options;
  const fetcher = useFetcher<EntityActionResult>();
  const uploads = useUploads();
  const pending = options.pending ?? (uploads.busy ? "Uploading..." : null);
  const [form, fields] = useEntityForm(schema, fetcher.data, options.defaultValue);
  const unsaved = useUnsavedChanges(form.id);
  const { markClean } = unsaved;
  useActionToast(
    fetcher.data,
    useCallback(() => {
      markClean();
      onSaved?.();
    }, [markClean, onSaved]),
    toastOptions,
  );
  useEffect(() => {
    if (fetcher.data) onResult?.(fetcher.data);
  }, [fetcher.data, onResult]);

  const labels = options.busyLabels ?? { submitting: "Saving...", loading: "Saving..." };
  const busy =
    pending ??
    (fetcher.state === "submitting"
      ? labels.submitting
      : fetcher.state === "loading"
        ? labels.loading
        : null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const check = submitter?.name === CONFORM_INTENT;
    if (pending && !check) return event.preventDefault();
    const element = event.currentTarget;
    form.onSubmit(event);
    if (check) return;
    const refused = options.failedUploadStopsSave ? uploads.failure : null;
    const intent = submitter?.dataset.intent;
    if (!event.defaultPrevented && !refused && intent && alternative) {
      // The same checks, then the form goes to the other action under the button's intent.
      event.preventDefault();
      const data = new FormData(element);
      data.set("intent", intent);
      for (const [name, value] of Object.entries(alternative.fields)) data.set(name, value);
      void fetcher.submit(data, { method: "post", action: alternative.action });
      return;
    }
    if (!event.defaultPrevented && !refused) return;
    event.preventDefault();
    const message = firstError(schema, new FormData(element)) ?? refused;
    if (message)
      (options.onInvalid ?? ((text) => toast.error(text, { title: toastOptions?.errorTitle })))(message);
    requestAnimationFrame(() => element.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };
  const body = (
    <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value={options.intent} />
      {options.id !== undefined && <input type="hidden" name="id" value={options.id} />}
      {options.alert && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm"
        >
          {options.alert.title && <p className="font-semibold">{options.alert.title}</p>}
          <p className={options.alert.title ? "mt-1" : undefined}>{options.alert.message}</p>
        </div>
      )}
      <UploadsScope uploads={uploads}>{options.children(fields as EntityFields, form)}</UploadsScope>
    </fetcher.Form>
  );
  return { form, fetcher, busy, body, isDirty: unsaved.isDirty };
}

export type EntityFormDialogProps<S extends FormSchema> = EntitySubmitOptions<S> & {
  title: string;
  /** A line under the title (e.g. the record and field a translation belongs to). */
  description?: ReactNode;
  /** "Create Category" or "Update Category". */
  submitLabel: string;
  size?: DialogSize;
  onClose: () => void;
};

/**
 * The add/edit dialog of an entity screen: a Conform form over the screen's schema, Cancel and the submit
 * button with its busy text; it toasts the answer and closes once saved and the list has reloaded, so
 * the table already shows the change. Editing a record whose screen keeps a history (EntityScreen's
 * `history`), it has a History tab, and for records with drafts Save as draft, Publish, Preview and
 * Discard draft (decision 019).
 */
export function EntityFormDialog<S extends FormSchema>(props: EntityFormDialogProps<S>) {
  const { onClose } = props;
  const history = useEntityHistory();
  const tracked = history && props.id !== undefined ? { ...history, id: props.id } : null;
  const draftType = draftTypeOf(tracked);
  const [saved, setSaved] = useState(false);
  const [view, setView] = useState<"details" | "history">("details");
  const onSaved = useCallback(() => setSaved(true), []);
  const { form, fetcher, busy, body, isDirty } = useEntitySubmit(
    props,
    onSaved,
    draftType && tracked
      ? { action: "/admin/history", fields: { type: draftType, id: String(tracked.id) } }
      : undefined,
  );
  useEffect(() => {
    if (saved && fetcher.state === "idle") onClose();
  }, [saved, fetcher.state, onClose]);
  // Cancel, Close, Escape, the close button and the backdrop ask first when the form has unsaved changes
  // (the Details tab stays mounted behind History, so its changes count there too).
  const guard = useGuardedClose(isDirty, onClose);
  const drafting = draftType !== null && tracked?.draft;

  const footer =
    view === "history" ? (
      <Button onClick={guard.requestClose}>Close</Button>
    ) : (
      <>
        <Button onClick={guard.requestClose} disabled={busy !== null}>
          Cancel
        </Button>
        {draftType && (
          <Button type="submit" form={form.id} data-intent="saveDraft" disabled={busy !== null}>
            {drafting ? "Save draft" : "Save as draft"}
          </Button>
        )}
        <Button
          variant="primary"
          type="submit"
          form={form.id}
          data-intent={drafting ? "publish" : undefined}
          disabled={busy !== null}
        >
          {busy ?? (drafting ? "Publish" : props.submitLabel)}
        </Button>
      </>
    );

  return (
    <>
      <Dialog
        open
        size={props.size}
        onClose={guard.requestClose}
        title={props.title}
        description={props.description}
        footer={footer}
      >
        {tracked ? (
          <Tabs
            label={`${props.title}: sections`}
            tabs={[
              { key: "details", label: "Details" },
              { key: "history", label: "History" },
            ]}
            selected={view}
            onSelect={setView}
          >
            <div hidden={view !== "details"} className="space-y-4">
              {draftType && tracked.draft && (
                <DraftNotice
                  type={draftType}
                  id={tracked.id}
                  draft={tracked.draft}
                  previewable={tracked.previewable}
                  onDiscarded={onClose}
                />
              )}
              {body}
            </div>
            {view === "history" && <HistoryPanel type={tracked.type} id={tracked.id} onRestored={onClose} />}
          </Tabs>
        ) : (
          body
        )}
      </Dialog>
      {guard.dialog}
    </>
  );
}

export type EntityFormProps<S extends FormSchema> = EntitySubmitOptions<S> & {
  /** The submit button's text ("Save"). */
  submitLabel: string;
};

/** An entity form on the page (a settings card): the dialog's form contract with its submit button under the fields. */
export function EntityForm<S extends FormSchema>(props: EntityFormProps<S>) {
  const { form, busy, body } = useEntitySubmit(props);
  return (
    <>
      {body}
      <Button variant="primary" type="submit" form={form.id} disabled={busy !== null} className="mt-5">
        {busy ?? props.submitLabel}
      </Button>
    </>
  );
}
