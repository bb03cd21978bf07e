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
      (select count(*)::int from product_categories) as "categories",
      (select count(*)::int from products) as "products",
      (select count(*)::int from item_codes) as "itemCodes",
      (select count(*)::int from gallery_categories) as "galleryCategories",
      (select count(*)::int from gallery_items) as "galleryItems",
      (select count(*)::int from news_items) as "newsItems",
      (select count(*)::int from sample_requests where status = 'New') as "newSampleRequests"
  `);
  const row = rowsOf<DashboardCounts>(result)[0];
  if (!row) throw new Error("Dashboard counts returned no row");
  return row;
}
