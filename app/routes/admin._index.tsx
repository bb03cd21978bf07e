import { Link } from "react-router";
import { dashboardCounts } from "#server/admin/dashboard";
import { requireStaff } from "#server/auth/session";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { mayOpen } from "~/lib/staff/roles";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { counts: await dashboardCounts(), role: staff.role };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, role } = loaderData;
  const cards = [
    { label: "Categories", count: counts.categories, to: "/admin/categories" },
    { label: "Products", count: counts.products, to: "/admin/products" },
    { label: "Item Codes", count: counts.itemCodes, to: "/admin/item-codes" },
    { label: "Gallery Categories", count: counts.galleryCategories, to: "/admin/gallery-categories" },
    { label: "Gallery Items", count: counts.galleryItems, to: "/admin/gallery-items" },
    { label: "News & Events", count: counts.newsItems, to: "/admin/news-items" },
    {
      label: "New Sample Requests",
      count: counts.newSampleRequests,
      to: "/admin/sample-requests?status=New",
    },
  ].filter((card) => mayOpen(role, card.to.split("?")[0] ?? card.to));
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
