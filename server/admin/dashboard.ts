import { sql } from "drizzle-orm";
import { db } from "../db/client";
import { rowsOf } from "../db/sql";

export type DashboardCounts = {
  categories: number;
  products: number;
  itemCodes: number;
  galleryCategories: number;
  galleryItems: number;
  newsItems: number;
  newSampleRequests: number;
};

/** Row counts for the dashboard cards, in one query of sub-selects. */
export async function dashboardCounts(): Promise<DashboardCounts> {
  const result = await db().execute<Record<keyof DashboardCounts, number>>(sql`
    select
      (select count(*)::int from product_categories where deleted_at is null) as "categories",
      (select count(*)::int from products where deleted_at is null) as "products",
      (select count(*)::int from item_codes c join products p on p.id = c.product_id
        where p.deleted_at is null) as "itemCodes",
      (select count(*)::int from gallery_categories where deleted_at is null) as "galleryCategories",
      (select count(*)::int from gallery_items where deleted_at is null) as "galleryItems",
      (select count(*)::int from news_items where deleted_at is null) as "newsItems",
      (select count(*)::int from sample_requests where status = 'New') as "newSampleRequests"
  `);
  const row = rowsOf<DashboardCounts>(result)[0];
  if (!row) throw new Error("Dashboard counts returned no row");
  return row;
}
