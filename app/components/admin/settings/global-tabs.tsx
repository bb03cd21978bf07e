import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { AdminActionResult } from "~/lib/schemas/action";

type Setting = { value: string | null; failed: boolean };
type Messages = { load: string; invalid: string };

/**
 * Toasts a settings form's answer: success message; "Failed to update …" when the input was
 * refused (the reason shows under the field); the server's message otherwise.
 */
function useSettingsToast(result: AdminActionResult | undefined, messages: Messages) {
  const seen = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (result.ok) toast.success(result.message);
    else toast.error(result.fieldErrors ? messages.invalid : result.error);
  }, [result, messages.invalid]);
}

/** Toasts "Failed to load …" once when the loader could not read the setting. */
function useLoadFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}

/** One-field settings form card. */
function SettingForm({
  heading,
  description,
  intent,
  field,
  label,
  hint,
  inputProps,
  defaultValue,
  messages,
  setting,
}: {
  heading: string;
  description: string;
  intent: string;
  field: string;
  label: string;
  hint: string;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  defaultValue: string;
  messages: Messages;
  setting: Setting;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const headingId = useId();
  useSettingsToast(fetcher.data, messages);
  useLoadFailureToast(setting.failed, messages.load);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.[field] : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-xl rounded-lg border border-gray-200 bg-surface p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        {heading}
      </h2>
      <p className="mt-1 text-gray-600 text-sm">{description}</p>
      <fetcher.Form method="post" noValidate className="mt-5 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <div>
          <label htmlFor={inputId} className="block font-medium text-sm">
            {label}
          </label>
          <input
            id={inputId}
            name={field}
            defaultValue={defaultValue}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
            {...inputProps}
          />
          <p id={hintId} className="mt-1 text-gray-600 text-xs">
            {hint}
          </p>
          {error && (
            <p id={errorId} className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

/** Global Settings tab: the "Carousel Settings" form (interval in milliseconds). */
export function GlobalSettingsTab({ setting }: { setting: Setting }) {
  return (
    <SettingForm
      heading="Carousel Settings"
      description="How long each homepage carousel slide shows before the next one."
      intent="duration"
      field="duration"
      label="Interval (milliseconds)"
      hint="At least 1000, in steps of 500. Default 5000 (5 seconds)."
      inputProps={{ type: "number", min: 1000, step: 500, inputMode: "numeric" }}
      defaultValue={setting.value ?? "5000"}
      setting={setting}
      messages={{ load: "Failed to load settings", invalid: "Failed to update settings" }}
    />
  );
}

/** Contact Us Settings tab: the "Contact Email" form (where contact messages are sent). */
export function ContactEmailTab({ setting }: { setting: Setting }) {
  return (
    <SettingForm
      heading="Contact Email"
      description="Messages sent through the website's contact form are delivered to this address."
      intent="contactEmail"
      field="contactEmail"
      label="Contact email"
      hint="For example info@example.com."
      inputProps={{ type: "email", autoComplete: "email" }}
      defaultValue={setting.value ?? ""}
      setting={setting}
      messages={{ load: "Failed to load contact email", invalid: "Failed to update contact email" }}
    />
  );
}
