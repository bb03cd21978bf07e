import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import clsx from "clsx";
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** A field of a Conform form; the schema's type does not matter to how it renders. */
// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata is generic over the field's schema.
export type FieldMeta = FieldMetadata<any, any, string[]>;

const CONTROL =
  "mt-1 w-full rounded-md border border-gray-300 bg-surface px-3 text-sm aria-invalid:border-red-600 focus-visible:outline-2 focus-visible:outline-gold focus-visible:outline-offset-1";

/** The ids a control is described by: its hint, then its error. */
const hintId = (meta: FieldMeta) => `${meta.id}-hint`;

type LabelledProps = {
  meta: FieldMeta;
  label: ReactNode;
  /** A line under the control ("URL-friendly version of the name"); replaced by the error when there is one. */
  hint?: ReactNode;
  className?: string;
};

/** Label, control, then the hint or the field's first error (announced, linked by aria-describedby). */
function Labelled({ meta, label, hint, className, children }: LabelledProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block font-medium text-sm">
        {label}
      </label>
      {children}
      <FieldMessage meta={meta} hint={hint} />
    </div>
  );
}

/** The hint under a control, or its first error in red when it has one. */
export function FieldMessage({ meta, hint }: { meta: FieldMeta; hint?: ReactNode }) {
  const error = meta.errors?.[0];
  return (
    <>
      {hint && !error && (
        <p id={hintId(meta)} className="mt-1 text-gray-600 text-xs">
          {hint}
        </p>
      )}
      <p id={meta.errorId} aria-live="polite" className={clsx("text-red-700 text-sm", error && "mt-1")}>
        {error}
      </p>
    </>
  );
}

/** Conform's props for a control without its `key` (React wants keys given directly, not spread). */
function withoutKey<P extends { key?: string }>({ key: _key, ...props }: P): Omit<P, "key"> {
  return props;
}

type TextFieldProps = LabelledProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
    type?: "text" | "email" | "password" | "number" | "url" | "date" | "datetime-local" | "tel";
  };

/**
 * A labelled text input; pass `value` and `onChange` to control it (e.g. a slug that follows the name),
 * and `name={undefined}` to leave it out of the post (e.g. until staff change it).
 */
export function TextField({ meta, label, hint, className, type = "text", ...input }: TextFieldProps) {
  const controlled = input.value !== undefined;
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className}>
      <input
        {...withoutKey(
          getInputProps(meta, { type, value: !controlled, ariaDescribedBy: hint ? hintId(meta) : undefined }),
        )}
        {...input}
        className={clsx(CONTROL, "h-10")}
      />
    </Labelled>
  );
}

type TextAreaFieldProps = LabelledProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

/** A labelled multi-line text input. */
export function TextAreaField({ meta, label, hint, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className}>
      <textarea
        {...withoutKey(getTextareaProps(meta, { ariaDescribedBy: hint ? hintId(meta) : undefined }))}
        rows={rows}
        {...textarea}
        className={clsx(CONTROL, "py-2")}
      />
    </Labelled>
  );
}

type SelectFieldProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & {
    options: readonly (string | { value: string; label: string })[];
  };

/** A labelled drop-down of fixed options (a status, a category). */
export function SelectField({ meta, label, hint, className, options, ...select }: SelectFieldProps) {
  return (
    <Labelled meta={meta} label={label} hint={hint} className={className}>
      <select
        {...withoutKey(getSelectProps(meta, { ariaDescribedBy: hint ? hintId(meta) : undefined }))}
        {...select}
        className={clsx(CONTROL, "h-10 px-2")}
      >
        {options.map((option) => {
          const { value, label: text } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Labelled>
  );
}

/** One checkbox with its label on the right (checked posts "on"; read with `checkbox()`). */
export function CheckboxField({ meta, label, hint, className }: LabelledProps) {
  return (
    <div className={className}>
      <label className="flex items-center gap-2 text-sm">
        <input
          {...withoutKey(
            getInputProps(meta, { type: "checkbox", ariaDescribedBy: hint ? hintId(meta) : undefined }),
          )}
          className="size-4 accent-gold-dark"
        />
        {label}
      </label>
      <FieldMessage meta={meta} hint={hint} />
    </div>
  );
}

/**
 * A set of checkboxes posting one repeated field (e.g. `categoryIds`), in a fieldset whose legend is
 * the label; `emptyText` stands in when there is nothing to choose.
 */
export function CheckboxGroupField({
  meta,
  label,
  options,
  emptyText,
  className,
}: {
  meta: FieldMeta;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  emptyText: string;
  className?: string;
}) {
  const chosen = new Set(Array.isArray(meta.initialValue) ? meta.initialValue.map(String) : []);
  return (
    <fieldset className={className} aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="font-medium text-sm">{label}</legend>
      {options.length === 0 ? (
        <p className="mt-1 text-gray-600 text-sm">{emptyText}</p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {options.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={meta.name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                className="size-4 accent-gold-dark"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <FieldMessage meta={meta} />
    </fieldset>
  );
}

/** A labelled value that cannot be changed here (e.g. the language of a translation being edited); posts nothing. */
export function ReadOnlyField({
  label,
  value,
  className,
}: {
  label: ReactNode;
  value: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className={clsx(CONTROL.replace("bg-surface", "bg-gray-100"), "h-10")}
      />
    </div>
  );
}
