import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";
import { formBody, postForJson } from "~/lib/post-json";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  type ContactErrors,
  type ContactField,
  type ContactInput,
  validateContact,
} from "~/lib/schemas/contact";
import { Honeypot } from "./honeypot";

/** What the contact action answers (see server/contact/submit.ts). */
export type ContactActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactInput }
  | { status: "failed"; values: ContactInput }
  | { status: "limited"; values: ContactInput };

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "" };

const FIELD_LABELS = {
  name: { label: "contact.name", placeholder: "contact.namePlaceholder", type: "text", autoComplete: "name" },
  email: {
    label: "contact.emailField",
    placeholder: "contact.emailPlaceholder",
    type: "email",
    autoComplete: "email",
  },
  subject: {
    label: "contact.subject",
    placeholder: "contact.subjectPlaceholder",
    type: "text",
    autoComplete: "off",
  },
  message: {
    label: "contact.message",
    placeholder: "contact.messagePlaceholder",
    type: "textarea",
    autoComplete: "off",
  },
} as const;

/** What the island makes of an answer: the server's result, or "failed" for the network, a 5xx or a stranger. */
function contactOutcome(
  answer: Awaited<ReturnType<typeof postForJson>>,
): "sent" | "failed" | "limited" | ContactErrors {
  const body = answer?.body as { status?: unknown; errors?: unknown } | null | undefined;
  if (!answer || answer.status >= 500) return "failed";
  if (body?.status === "sent" || body?.status === "limited") return body.status;
  if (body?.status === "invalid" && typeof body.errors === "object" && body.errors)
    return body.errors as ContactErrors;
  return "failed";
}

/**
 * Send Us a Message: validated on submit, then again on every change; the first invalid field gets focus.
 * Without JavaScript the form posts to the contact page's action, which validates again (the same schema);
 * the island sends a plain fetch to /contact/send instead, so a dropped connection or a 5xx answer shows
 * the failure toast and keeps every value rather than replacing the page.
 */
export default function ContactForm({ actionData }: { actionData?: ContactActionResult }) {
  const t = useT();
  const [values, setValues] = useState<ContactInput>(
    actionData && actionData.status !== "sent" ? actionData.values : EMPTY,
  );
  const [errors, setErrors] = useState<ContactErrors>(
    actionData?.status === "invalid" ? actionData.errors : {},
  );
  const [validateOnChange, setValidateOnChange] = useState(actionData?.status === "invalid");
  const [enhanced, setEnhanced] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setEnhanced(true), []);

  const send = async (element: HTMLFormElement) => {
    setBusy(true);
    const outcome = contactOutcome(await postForJson("/contact/send", formBody(element)));
    setBusy(false);
    if (outcome === "sent") {
      toast.success(t("contact.success"));
      setValues(EMPTY);
      setErrors({});
      setValidateOnChange(false);
    } else if (outcome === "failed") {
      toast.error(t("contact.failure"));
    } else if (outcome === "limited") {
      toast.error(t("contact.limited"));
    } else {
      setErrors(outcome);
      focusFirstInvalid(outcome);
    }
  };

  const focusFirstInvalid = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onChange = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (validateOnChange) {
      const check = validateContact(next);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  return (
    <form
      ref={form}
      method="post"
      action="/contact"
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const check = validateContact(values);
        setValidateOnChange(true);
        if (!check.ok) {
          setErrors(check.errors);
          focusFirstInvalid(check.errors);
        } else {
          setErrors({});
          void send(event.currentTarget);
        }
      }}
    >
      {CONTACT_FIELDS.map((field) => {
        const spec = FIELD_LABELS[field];
        const id = `contact-${field}`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          value: values[field],
          placeholder: t(spec.placeholder),
          autoComplete: spec.autoComplete,
          maxLength: CONTACT_MAX_LENGTHS[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: `w-full rounded-md border bg-surface px-3.5 py-2.5 text-ink placeholder:text-muted/70 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 ${error ? "border-red-700" : "border-line"}`,
        };
        return (
          <div key={field}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
              {t(spec.label)}
            </label>
            {spec.type === "textarea" ? (
              <textarea {...common} rows={5} onChange={(event) => onChange(field, event.target.value)} />
            ) : (
              <input
                {...common}
                type={spec.type}
                onChange={(event) => onChange(field, event.target.value)}
                className={`${common.className} min-h-11`}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" data-error-for={field}>
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      <Honeypot id="contact-website" />
      <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
        {busy ? t("contact.submitting") : t("contact.submit")}
      </button>
      {!enhanced && actionData && actionData.status !== "invalid" && (
        <p
          role="status"
          className={`rounded-md px-4 py-3 text-sm ${actionData.status === "sent" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
          data-contact-result={actionData.status}
        >
          {actionData.status === "sent"
            ? t("contact.success")
            : actionData.status === "limited"
              ? t("contact.limited")
              : t("contact.failure")}
        </p>
      )}
    </form>
  );
}
