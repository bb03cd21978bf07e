import { data } from "react-router";
import { requireStaff } from "#server/auth/session";
import { listAllLanguages } from "#server/i18n/languages";
import { exportFileName, exportRows, renderCsv, renderXliff } from "#server/translations/transfer";
import { translationExportSchema } from "~/lib/schemas/translations";
import type { Route } from "./+types/admin.translations_.export";

/**
 * GET /admin/translations/export?language=&scope=all|missing|outdated&format=xliff|csv: a language's texts
 * for a translator, as a download (never cached).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const search = new URL(request.url).searchParams;
  const parsed = translationExportSchema.safeParse(Object.fromEntries(search));
  const languages = await listAllLanguages();
  if (!parsed.success || !languages.some((l) => l.code === parsed.data.language && l.code !== "en")) {
    throw data("Choose a language and what to export", { status: 400 });
  }
  const { language, scope, format } = parsed.data;
  const rows = await exportRows(language, scope);
  const body = format === "xliff" ? renderXliff(language, rows) : `\uFEFF${renderCsv(language, rows)}`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "xliff" ? "application/xliff+xml; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(language, scope, format)}"`,
      "Cache-Control": "no-store",
    },
  });
}
