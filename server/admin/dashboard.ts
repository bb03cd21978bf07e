import { type SQL, sql } from "drizzle-orm";
import { mayOpen, type StaffRole } from "~/lib/staff/roles";
import { db } from "../db/client";
import { rowsOf } from "../db/sql";

/** One dashboard card: what it counts, and the screen it opens. */
const CARDS = [
  {
    label: "Categories",
    to: "/admin/categories",
    count: sql`select count(*)::int from product_categories where deleted_at is null`,
  },
  {
    label: "Products",
    to: "/admin/products",
    count: sql`select count(*)::int from products where deleted_at is null`,
  },
  {
    label: "Item Codes",
    to: "/admin/item-codes",
    count: sql`select count(*)::int from item_codes c join products p on p.id = c.product_id
      where p.deleted_at is null`,
  },
  {
    label: "Gallery Categories",
    to: "/admin/gallery-categories",
    count: sql`select count(*)::int from gallery_categories where deleted_at is null`,
  },
  {
    label: "Gallery Items",
    to: "/admin/gallery-items",
    count: sql`select count(*)::int from gallery_items where deleted_at is null`,
  },
  {
    label: "News & Events",
    to: "/admin/news-items",
    count: sql`select count(*)::int from news_items where deleted_at is null`,
  },
  {
    label: "New Sample Requests",
    to: "/admin/sample-requests?status=New",
    count: sql`select count(*)::int from sample_requests where status = 'New'`,
  },
] as const satisfies readonly { label: string; to: string; count: SQL }[];

export type DashboardCard = { label: string; to: string; count: number };

/**
 * The dashboard's cards a member of `role` may open, with their row counts, in one query of sub-selects.
 * A screen the role cannot open is neither counted nor sent: an Editor's data holds no figure of an
 * Administrator's screen (issue 33).
 */
export async function dashboardCards(role: StaffRole): Promise<DashboardCard[]> {
  const cards = CARDS.filter((card) => mayOpen(role, new URL(card.to, "http://site").pathname));
  if (cards.length === 0) return [];
  const columns = cards.map((card, index) => sql`(${card.count}) as ${sql.identifier(`c${index}`)}`);
  const row = rowsOf<Record<string, number>>(
    await db().execute(sql`select ${sql.join(columns, sql`, `)}`),
  )[0];
  if (!row) throw new Error("Dashboard counts returned no row");
  return cards.map((card, index) => ({ label: card.label, to: card.to, count: Number(row[`c${index}`]) }));
}
