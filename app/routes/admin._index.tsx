import { Link } from "react-router";
import { dashboardCards } from "#server/admin/dashboard";
import { requireStaff } from "#server/auth/session";
import { languageCompleteness } from "#server/translations/admin";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { completenessPercent } from "~/lib/i18n/completeness";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const [cards, languages] = await Promise.all([dashboardCards(staff.role), languageCompleteness()]);
  return { cards, languages };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { cards, languages } = loaderData;
  return (
    <>
      <AdminPageHeader title="Dashboard" description="An overview of the content on the website." />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              data-card={card.label}
              className="block rounded-lg border border-gray-200 bg-surface p-5 hover:border-gold hover:shadow-sm"
            >
              <span className="block text-gray-600 text-sm">{card.label}</span>
              <span className="mt-2 block font-semibold text-3xl tabular-nums" data-count>
                {card.count}
              </span>
              <span className="mt-3 block text-gold-dark text-sm">Manage {card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {languages.length > 0 && (
        <section aria-labelledby="translations-progress" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="translations-progress" className="font-sans font-semibold text-lg">
              Translations
            </h2>
            <Link to="/admin/translations/overview" className="text-gold-dark text-sm hover:underline">
              Translation overview
            </Link>
          </div>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {languages.map((language) => {
              const percent = completenessPercent(language);
              return (
                <li
                  key={language.code}
                  data-language={language.code}
                  className="rounded-lg border border-gray-200 bg-surface p-5"
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="text-gray-600 text-sm">
                      {language.name}
                      {!language.enabled && <span className="ml-1 text-xs">(disabled)</span>}
                    </span>
                    <span className="font-semibold text-2xl tabular-nums" data-percent>
                      {percent}%
                    </span>
                  </span>
                  <span
                    className="mt-3 block h-1.5 overflow-hidden rounded-full bg-gray-100"
                    aria-hidden="true"
                  >
                    <span className="block h-full bg-gold" style={{ width: `${percent}%` }} />
                  </span>
                  <span className="mt-2 block text-gray-600 text-xs">
                    {language.translated} of {language.total} texts translated and up to date
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section
        aria-labelledby="quick-guide"
        className="mt-8 rounded-lg border border-gray-200 bg-surface p-5"
      >
        <h2 id="quick-guide" className="font-sans font-semibold text-lg">
          Quick Guide
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-gray-700 text-sm">
          <li>Categories and gallery categories support drag-and-drop ordering.</li>
          <li>Products can be added, edited, deleted, sorted and filtered.</li>
          <li>Item codes hold technical specifications per product variant.</li>
          <li>News has pinned items ordered by drag-and-drop.</li>
        </ul>
      </section>
    </>
  );
}
