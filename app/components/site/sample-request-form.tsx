import { useEffect, useRef, useState } from "react";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { useT } from "~/lib/i18n/use-t";
import {
  SAMPLE_REQUEST_FIELDS,
  SAMPLE_REQUEST_MAX_LENGTHS,
  type SampleRequestErrors,
  type SampleRequestField,
  type SampleRequestInput,
  validateSampleRequest,
} from "~/lib/schemas/samples";
import { Honeypot } from "./honeypot";

/** What the /samples action answers a sent form (see server/samples/requests.ts). */
export type SampleFormSubmission =
  | { status: "sent"; reference: string | null }
  | {
      status: "invalid";
      errors: SampleRequestErrors & { codes?: "samples.error.noCodes" };
      values: SampleRequestInput;
    }
  | { status: "failed" | "limited"; values: SampleRequestInput };

const FIELDS: Record<
  SampleRequestField,
  { label: MessageKey; type: "text" | "email" | "tel" | "textarea"; autoComplete: string; wide?: boolean }
> = {
  name: { label: "samples.name", type: "text", autoComplete: "name" },
  company: { label: "samples.company", type: "text", autoComplete: "organization" },
  email: { label: "samples.email", type: "email", autoComplete: "email" },
  phone: { label: "samples.phone", type: "tel", autoComplete: "tel" },
  country: { label: "samples.country", type: "text", autoComplete: "country-name", wide: true },
  address: { label: "samples.address", type: "textarea", autoComplete: "street-address", wide: true },
  message: { label: "samples.message", type: "textarea", autoComplete: "off", wide: true },
};
const ORDER: SampleRequestField[] = ["name", "company", "email", "phone", "country", "address", "message"];

/**
 * The sample request form (an island on /samples, decision 022): the contact form's rules, checked in the
 * browser on submit and again as the visitor corrects them (first wrong field focused), then posted as a
 * plain form; the action checks them again, and the page it answers shows the outcome (also without
 * JavaScript).
 */
export default function SampleRequestForm({
  submission,
  itemCodeIds,
}: {
  submission: SampleFormSubmission | undefined;
  /** The codes of the list shown, sent with the form. */
  itemCodeIds: number[];
}) {
  const t = useT();
  // Set once the checked form goes: the page then makes way for the action's answer.
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<SampleRequestErrors>(
    submission?.status === "invalid" ? submission.errors : {},
  );
  const [checking, setChecking] = useState(submission?.status === "invalid");
  const form = useRef<HTMLFormElement>(null);
  const values = submission && "values" in submission ? submission.values : undefined;
  const codesMissing =
    itemCodeIds.length === 0 || (submission?.status === "invalid" && submission.errors.codes);

  useEffect(() => {
    if (submission?.status === "invalid") setErrors(submission.errors);
  }, [submission]);

  const check = () => {
    const result = validateSampleRequest(Object.fromEntries(new FormData(form.current ?? undefined)));
    const found = result.ok ? {} : result.errors;
    setErrors(found);
    return found;
  };

  return (
    <form
      ref={form}
      method="post"
      action="/samples"
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      onChange={() => checking && check()}
      onSubmit={(event) => {
        setChecking(true);
        const found = check();
        const first = SAMPLE_REQUEST_FIELDS.find((field) => found[field]);
        if (first) {
          event.preventDefault();
          form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        } else if (busy) event.preventDefault();
        else setBusy(true);
      }}
    >
      <input type="hidden" name="intent" value="send" />
      {itemCodeIds.map((id) => (
        <input key={id} type="hidden" name="itemCodeIds" value={id} />
      ))}
      {ORDER.map((field) => {
        const spec = FIELDS[field];
        const id = `sample-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          defaultValue: values?.[field] ?? "",
          autoComplete: spec.autoComplete,
          maxLength: SAMPLE_REQUEST_MAX_LENGTHS[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: `w-full rounded-md border bg-surface px-3.5 py-2.5 text-ink focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 ${error ? "border-red-700" : "border-line"}`,
        };
        return (
          <div key={field} className={spec.wide ? "sm:col-span-2" : undefined}>
            <label htmlFor={id} className="mb-1.5 block font-semibold text-sm">
              {t(spec.label)}
            </label>
            {spec.type === "textarea" ? (
              <textarea
                {...common}
                rows={field === "message" ? 5 : 3}
                placeholder={field === "message" ? t("samples.messagePlaceholder") : undefined}
              />
            ) : (
              <input {...common} type={spec.type} className={`${common.className} min-h-11`} />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-red-700 text-sm" data-error-for={field}>
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      <Honeypot id="sample-website" />
      <div className="sm:col-span-2">
        {codesMissing && (
          <p className="mb-4 rounded-md bg-paper px-4 py-3 text-sm" data-error-for="codes">
            {t("samples.error.noCodes")}
          </p>
        )}
        <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
          {busy ? t("samples.submitting") : t("samples.submit")}
        </button>
        {(submission?.status === "failed" || submission?.status === "limited") && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-red-900 text-sm">
            {t(submission.status === "failed" ? "samples.failure" : "samples.limited")}
          </p>
        )}
      </div>
    </form>
  );
}
