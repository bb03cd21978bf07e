import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";
import {
  CONTACT_FIELDS,
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

/**
 * Send Us a Message: validated on submit, then again on every change; the first invalid field gets focus.
 * Posts to the contact route's action, which validates again (the same schema) and works without JavaScript.
 */
export default function ContactForm({ actionData }: { actionData?: ContactActionResult }) {
  const t = useT();
  const fetcher = useFetcher<ContactActionResult>();
  const result = fetcher.data ?? actionData;
  const [values, setValues] = useState<ContactInput>(
    actionData && actionData.status !== "sent" ? actionData.values : EMPTY,
  );
  const [errors, setErrors] = useState<ContactErrors>(
    actionData?.status === "invalid" ? actionData.errors : {},
  );
  const [validateOnChange, setValidateOnChange] = useState(actionData?.status === "invalid");
  const [enhanced, setEnhanced] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => setEnhanced(true), []);

  // Each answer is handled once, whatever re-renders follow.
  const handled = useRef<ContactActionResult>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.status === "sent") {
      toast.success(t("contact.success"));
      setValues(EMPTY);
      setErrors({});
      setValidateOnChange(false);
    } else if (data.status === "failed") {
      toast.error(t("contact.failure"));
    } else if (data.status === "limited") {
      toast.error(t("contact.limited"));
    } else {
      setErrors(data.errors);
      setValidateOnChange(true);
    }
  }, [fetcher.data, t]);

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
    <fetcher.Form
      ref={form}
      method="post"
      action="/contact"
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        const check = validateContact(values);
        setValidateOnChange(true);
        if (!check.ok) {
          event.preventDefault();
          setErrors(check.errors);
          focusFirstInvalid(check.errors);
        } else setErrors({});
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
      {!enhanced && result && result.status !== "invalid" && (
        <p
          role="status"
          className={`rounded-md px-4 py-3 text-sm ${result.status === "sent" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
          data-contact-result={result.status}
        >
          {result.status === "sent"
            ? t("contact.success")
            : result.status === "limited"
              ? t("contact.limited")
              : t("contact.failure")}
        </p>
      )}
    </fetcher.Form>
  );
}
