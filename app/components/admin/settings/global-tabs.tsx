import { type ReactNode, useEffect, useId } from "react";
import type { z } from "zod";
import { type EntityFields, EntityForm } from "~/components/admin/entity-form";
import { SelectField, TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import {
  CAROUSEL_DURATION_STEP_MS,
  carouselDurationSchema,
  contactEmailSchema,
  DEFAULT_CAROUSEL_DURATION_MS,
  MIN_CAROUSEL_DURATION_MS,
  timeZoneSchema,
} from "~/lib/schemas/settings";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

/** A setting's value, or the loader's flag that it could not be read. */
type Setting = { value: string | null; failed: boolean };

/** Toasts "Failed to load …" once when the loader could not read the setting. */
function useLoadFailureToast(failed: boolean, message: string) {
  useEffect(() => {
    if (failed) toast.error(message);
  }, [failed, message]);
}

/**
 * One settings card: heading, description and a one-field form over the action's schema. A value the
 * schema refuses says why under its field, with the spec's "Failed to update …" toast.
 */
function SettingForm({
  heading,
  description,
  schema,
  intent,
  field,
  defaultValue,
  noun,
  setting,
  submitLabel = "Save",
  children,
}: {
  heading: string;
  description: string;
  schema: z.ZodObject;
  intent: string;
  field: string;
  defaultValue: string;
  /** What the spec's toasts name: "Failed to load {noun}", "Failed to update {noun}". */
  noun: string;
  setting: Setting;
  /** The button's text ("Save" for the spec's forms). */
  submitLabel?: string;
  children: (fields: EntityFields) => ReactNode;
}) {
  const headingId = useId();
  useLoadFailureToast(setting.failed, `Failed to load ${noun}`);
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-xl rounded-lg border border-gray-200 bg-surface p-6"
    >
      <h2 id={headingId} className="font-semibold text-lg">
        {heading}
      </h2>
      <p className="mt-1 mb-5 text-gray-600 text-sm">{description}</p>
      <EntityForm
        schema={schema}
        intent={intent}
        defaultValue={{ [field]: defaultValue }}
        submitLabel={submitLabel}
        onInvalid={() => toast.error(`Failed to update ${noun}`)}
      >
        {children}
      </EntityForm>
    </section>
  );
}

/**
 * Global Settings tab: the "Carousel Settings" form (interval in milliseconds) and the site's time zone
 * (publish times are typed and shown in it).
 */
export function GlobalSettingsTab({
  setting,
  timeZone,
  timeZones,
}: {
  setting: Setting;
  timeZone: Setting;
  timeZones: string[];
}) {
  return (
    <div className="space-y-6">
      <CarouselSettings setting={setting} />
      <SettingForm
        heading="Time Zone"
        description="Scheduled publish and unpublish times are entered and shown in this time zone."
        schema={timeZoneSchema}
        intent="timeZone"
        field="timeZone"
        defaultValue={timeZone.value ?? DEFAULT_TIME_ZONE}
        setting={timeZone}
        noun="settings"
        submitLabel="Set Time Zone"
      >
        {(fields) => (
          <SelectField
            meta={fields.timeZone}
            label="Site time zone"
            hint={`An IANA time zone name. Default ${DEFAULT_TIME_ZONE}.`}
            options={timeZones}
          />
        )}
      </SettingForm>
    </div>
  );
}

function CarouselSettings({ setting }: { setting: Setting }) {
  return (
    <SettingForm
      heading="Carousel Settings"
      description="How long each homepage carousel slide shows before the next one."
      schema={carouselDurationSchema}
      intent="duration"
      field="duration"
      defaultValue={setting.value ?? String(DEFAULT_CAROUSEL_DURATION_MS)}
      setting={setting}
      noun="settings"
    >
      {(fields) => (
        <TextField
          meta={fields.duration}
          label="Interval (milliseconds)"
          hint="At least 1000, in steps of 500. Default 5000 (5 seconds)."
          type="number"
          min={MIN_CAROUSEL_DURATION_MS}
          step={CAROUSEL_DURATION_STEP_MS}
          inputMode="numeric"
        />
      )}
    </SettingForm>
  );
}

/** Contact Us Settings tab: the "Contact Email" form (where contact messages are sent). */
export function ContactEmailTab({ setting }: { setting: Setting }) {
  return (
    <SettingForm
      heading="Contact Email"
      description="Messages sent through the website's contact form are delivered to this address."
      schema={contactEmailSchema}
      intent="contactEmail"
      field="contactEmail"
      defaultValue={setting.value ?? ""}
      setting={setting}
      noun="contact email"
    >
      {(fields) => (
        <TextField
          meta={fields.contactEmail}
          label="Contact email"
          hint="For example info@example.com."
          type="email"
          autoComplete="email"
        />
      )}
    </SettingForm>
  );
}
