import { useState } from "react";
import { adminAction } from "#server/admin/action";
import { entityIntents } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import { config } from "#server/config";
import {
  createLanguage,
  deleteLanguage,
  listLanguagesForAdmin,
  reorderLanguages,
  setLanguageEnabled,
  updateLanguage,
} from "#server/i18n/admin-languages";
import type { DataTableColumn } from "~/components/admin/data-table";
import { dialogMode, EntityFormDialog } from "~/components/admin/entity-form";
import { EntityScreen } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { SwitchField } from "~/components/admin/switch-field";
import { ReadOnlyField, SelectField, TextField } from "~/components/ui/field";
import { textDirection } from "~/lib/i18n/languages";
import { languageFormSchema } from "~/lib/schemas/languages";
import type { Route } from "./+types/admin.languages";

export const meta: Route.MetaFunction = () => adminMeta("Languages");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { PUBLIC_ORIGIN, baseHost, publicPort } = config();
  return {
    ...(await listLanguagesForAdmin()),
    /** Where a language is served: `{protocol}//{code}.{site}`. */
    protocol: new URL(PUBLIC_ORIGIN).protocol,
    site: `${baseHost}${publicPort ? `:${publicPort}` : ""}`,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    ...entityIntents("Language", {
      schema: languageFormSchema,
      saveFailure: { create: "Failed to add language", update: "Failed to update language" },
      create: createLanguage,
      update: updateLanguage,
      remove: deleteLanguage,
      setStatus: (id, status) => setLanguageEnabled(id, status === "Active"),
      reorder: {
        save: reorderLanguages,
        success: "Language order updated successfully",
        failure: "Failed to update language order",
      },
    }),
  });
}

type LanguageRow = Route.ComponentProps["loaderData"]["languages"][number];

export default function AdminLanguages({ loaderData }: Route.ComponentProps) {
  const { languages, kept, protocol, site } = loaderData;
  const hostOf = (language: LanguageRow) => (language.code === "en" ? site : `${language.code}.${site}`);
  const columns: DataTableColumn<LanguageRow>[] = [
    { id: "displayOrder", header: "Order", value: (l) => l.displayOrder, kind: "number", className: "w-20" },
    { id: "name", header: "Name", value: (l) => l.name, cell: (l) => <span lang={l.locale}>{l.name}</span> },
    { id: "code", header: "Code", value: (l) => l.code, className: "w-20" },
    { id: "locale", header: "Locale", value: (l) => l.locale, className: "w-28" },
    {
      id: "direction",
      header: "Direction",
      value: (l) => (l.direction === "rtl" ? "Right to left" : "Left to right"),
      className: "w-32",
    },
    {
      id: "host",
      header: "Address",
      value: (l) => hostOf(l),
      cell: (l) =>
        l.enabled ? (
          <a
            href={`${protocol}//${hostOf(l)}/`}
            target="_blank"
            rel="noopener"
            className="text-gold-dark underline-offset-2 hover:underline"
          >
            {hostOf(l)}
          </a>
        ) : (
          <span className="text-gray-600">{hostOf(l)}</span>
        ),
    },
    {
      id: "translationCount",
      header: "Translations",
      value: (l) => l.translationCount,
      kind: "number",
      className: "w-28",
    },
    {
      id: "catalogue",
      header: "Interface",
      value: (l) => (l.code === "en" ? "Original" : l.hasCatalogue ? "Translated" : "English"),
      className: "w-28",
    },
  ];
  return (
    <EntityScreen
      title="Languages"
      description="The languages of the website, each served at its own address. The chooser, hreflang and the sitemap list the enabled ones in this order (drag to change it). Disabling or removing a language never deletes its translations."
      rows={languages}
      newLabel="New Language"
      table={{
        label: "Languages",
        columns,
        searchColumn: "name",
        searchPlaceholder: "Search languages...",
        loadingText: "Loading languages...",
      }}
      rowName={(l) => l.name}
      reorder
      previewHref={(l) => (l.enabled ? `${protocol}//${hostOf(l)}/` : null)}
      toggle={{
        active: (l) => l.enabled,
        post: (l) => ({ intent: "status", id: l.id, status: l.enabled ? "Inactive" : "Active" }),
        switch: { label: (l) => `${l.name} served at ${hostOf(l)}`, after: "host" },
      }}
      remove={{
        title: "Remove Language",
        description: (l) => (
          <>
            <p>
              Remove <strong>{l.name}</strong>? {hostOf(l)} stops answering and the chooser no longer lists
              it.
            </p>
            <p className="mt-2">
              Its {l.translationCount} translations are kept and come back if the language is added again with
              the code {l.code}.
            </p>
          </>
        ),
      }}
      dialog={(language, close) => <LanguageDialog language={language} site={site} onClose={close} />}
    >
      {kept.length > 0 && (
        <p className="mb-4 rounded-md border border-gray-200 bg-white p-3 text-gray-700 text-sm">
          Translations kept for languages not on this list:{" "}
          {kept.map((k, index) => (
            <span key={k.code}>
              {index > 0 && ", "}
              <strong>{k.code}</strong> ({k.count})
            </span>
          ))}
          . Add a language with that code to use them again.
        </p>
      )}
    </EntityScreen>
  );
}

/** Add Language / Edit Language: the code is fixed once the language exists (it is the host's name). */
function LanguageDialog({
  language,
  site,
  onClose,
}: {
  language: LanguageRow | null;
  site: string;
  onClose: () => void;
}) {
  const [enabled, setEnabled] = useState(language?.enabled ?? true);
  const [code, setCode] = useState(language?.code ?? "");
  return (
    <EntityFormDialog
      schema={languageFormSchema}
      {...dialogMode(language, "Language")}
      defaultValue={
        language
          ? {
              code: language.code,
              name: language.name,
              locale: language.locale,
              direction: language.direction,
            }
          : { direction: "ltr" }
      }
      onClose={onClose}
    >
      {(fields, form) => (
        <>
          {language ? (
            <>
              <ReadOnlyField label="Code" value={language.code} />
              <input type="hidden" name={fields.code.name} value={language.code} />
            </>
          ) : (
            <TextField
              meta={fields.code}
              label="Code"
              hint={`Lower-case, e.g. ja. The language is served at ${code.trim() || "{code}"}.${site}`}
              onInput={(event) => setCode(event.currentTarget.value)}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
          <TextField
            meta={fields.name}
            label="Name"
            hint="As the language's speakers write it, e.g. 日本語"
          />
          <TextField
            meta={fields.locale}
            label="Locale"
            hint="The language tag of hreflang and the page's lang, e.g. ja or zh-Hant"
            onBlur={(event) => {
              // A new language's direction follows its locale until staff choose one.
              if (!language)
                form.update({ name: fields.direction.name, value: textDirection(event.currentTarget.value) });
            }}
          />
          <SelectField
            meta={fields.direction}
            label="Direction"
            options={[
              { value: "ltr", label: "Left to right" },
              { value: "rtl", label: "Right to left" },
            ]}
          />
          <SwitchField
            meta={fields.enabled}
            label="Enabled"
            checked={enabled}
            onChange={setEnabled}
            states={["Not served; translations can be prepared", "Served and listed in the chooser"]}
          />
        </>
      )}
    </EntityFormDialog>
  );
}
