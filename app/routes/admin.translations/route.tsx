import { ChartColumn } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import {
  addTranslation,
  confirmTranslation,
  deleteTranslation,
  loadTranslationsScreen,
  updateTranslation,
} from "#server/translations/admin";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { idSchema } from "~/lib/schemas/ids";
import { addTranslationSchema, updateTranslationSchema } from "~/lib/schemas/translations";
import type { Route } from "./+types/route";
import { FieldsPanel } from "./fields-panel";
import { RecordsPanel } from "./records-panel";
import { TranslationsPanel } from "./translations-panel";

export const meta: Route.MetaFunction = () => adminMeta("Translations");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return loadTranslationsScreen(new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    add: intent({
      schema: addTranslationSchema,
      failure: "Failed to add translation",
      run: async (input) => {
        await addTranslation(input);
        return "Translation added successfully";
      },
    }),
    update: intent({
      schema: updateTranslationSchema,
      failure: "Failed to update translation",
      run: async ({ id, value }) => {
        await updateTranslation(id, value);
        return "Translation updated successfully";
      },
    }),
    confirm: intent({
      schema: idSchema,
      failure: "Failed to update translation",
      run: async ({ id }) => {
        await confirmTranslation(id);
        return "Translation confirmed as up to date";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete translation",
      run: async ({ id }) => {
        await deleteTranslation(id);
        return "Translation deleted successfully";
      },
    }),
  });
}

export default function AdminTranslations({ loaderData: data }: Route.ComponentProps) {
  useEffect(() => {
    for (const error of data.errors) toast.error(error);
  }, [data]);
  return (
    <>
      <AdminPageHeader
        title="Translations"
        description="Translate names and texts shown on the website. English is the original; a missing translation falls back to it."
        actions={
          <Link to="/admin/translations/overview" className={buttonClass("secondary")}>
            <ChartColumn aria-hidden="true" className="size-4" />
            Overview
          </Link>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,300px)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <RecordsPanel data={data} />
        <FieldsPanel data={data} />
        <TranslationsPanel data={data} />
      </div>
    </>
  );
}
