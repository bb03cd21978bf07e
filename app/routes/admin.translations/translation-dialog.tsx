import { EntityFormDialog } from "~/components/admin/entity-form";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { type FieldMeta, ReadOnlyField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { addTranslationSchema, updateTranslationSchema } from "~/lib/schemas/translations";
import {
  type FieldTranslationRow,
  fieldLabel,
  type TranslatableFieldRow,
  type TranslationsData,
} from "./screen";

/** The Add Translation and Edit Translation dialogs (the language is read-only when editing). */
export function TranslationDialog({
  data,
  field,
  translation,
  onClose,
}: {
  data: TranslationsData;
  field: TranslatableFieldRow;
  translation?: FieldTranslationRow;
  onClose: () => void;
}) {
  const valueLabel = `Translation${field.kind === "required" ? " (required)" : ""}`;
  return (
    <EntityFormDialog
      schema={translation ? updateTranslationSchema : addTranslationSchema}
      title={translation ? "Edit Translation" : "Add Translation"}
      description={`${data.record?.label ?? ""} · ${fieldLabel(field.name)}`}
      submitLabel={translation ? "Update Translation" : "Add Translation"}
      intent={translation ? "update" : "add"}
      id={translation?.id}
      defaultValue={{ languageCode: "", value: translation?.value }}
      size={field.richText ? "lg" : "md"}
      onClose={onClose}
    >
      {(fields) => (
        <>
          {/* The field the value is checked against; a new translation's record too. */}
          <input type="hidden" name="entityType" value={data.entityType} />
          <input type="hidden" name="fieldName" value={field.name} />
          {!translation && <input type="hidden" name="entityId" value={data.entityId ?? ""} />}
          <div>
            <p className="font-medium text-sm">Original (English)</p>
            <p className="mt-1 max-h-32 overflow-y-auto whitespace-pre-line rounded-md bg-gray-50 p-2 text-gray-700 text-sm">
              {field.original || "—"}
            </p>
          </div>
          {translation ? (
            <ReadOnlyField label="Language" value={translation.languageName} />
          ) : (
            <SelectField
              meta={fields.languageCode}
              label="Language"
              options={[
                { value: "", label: "Select a language" },
                ...data.availableLanguages.map((language) => ({
                  value: language.code,
                  label: language.name,
                })),
              ]}
            />
          )}
          <ValueField
            meta={fields.value}
            field={field}
            label={valueLabel}
            defaultValue={translation?.value}
          />
        </>
      )}
    </EntityFormDialog>
  );
}

/** The translated value: rich text, a multi-line box for long fields, or one line. */
function ValueField({
  meta,
  field,
  label,
  defaultValue,
}: {
  meta: FieldMeta;
  field: TranslatableFieldRow;
  label: string;
  defaultValue?: string;
}) {
  if (field.richText) {
    return (
      <RichTextEditor name={meta.name} label={label} defaultValue={defaultValue} error={meta.errors?.[0]} />
    );
  }
  if (field.kind === "long") return <TextAreaField meta={meta} label={label} rows={6} />;
  if (field.kind === "slug") {
    return (
      <TextField
        meta={meta}
        label={label}
        hint="The address on this language's site: lower-case letters (any script) and digits joined by single hyphens, e.g. 金屬刺繡線-40"
        autoCapitalize="none"
        spellCheck={false}
      />
    );
  }
  return <TextField meta={meta} label={label} />;
}
