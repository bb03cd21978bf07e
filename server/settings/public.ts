import { and, asc, eq, ne } from "drizzle-orm";
import { parseCarouselInterval } from "~/lib/carousel";
import { live } from "../content/visibility";
import { db } from "../db/client";
import { generalSettings, globalSettings } from "../db/schema";
import { logger } from "../logger";

export type CarouselImage = { id: number; imageUrl: string; altText: string; title: string };

/** Carousel images shown on the home page (is_active not false, by display order); failed is true when the read failed. */
export async function listCarouselImages(): Promise<{ images: CarouselImage[]; failed: boolean }> {
  try {
    const rows = await db()
      .select({
        id: generalSettings.id,
        imageUrl: generalSettings.imageUrl,
        altText: generalSettings.altText,
        title: generalSettings.title,
      })
      .from(generalSettings)
      .where(
        and(eq(generalSettings.type, "carousel"), ne(generalSettings.isActive, false), live(generalSettings)),
      )
      .orderBy(asc(generalSettings.displayOrder), asc(generalSettings.id));
    const images = rows.flatMap((row) => (row.imageUrl ? [{ ...row, imageUrl: row.imageUrl }] : []));
    return { images, failed: false };
  } catch (error) {
    logger.error({ err: error }, "carousel images could not be loaded");
    return { images: [], failed: true };
  }
}

/** One global setting's value, or null when it is missing or the read failed (logged). */
export async function readGlobalSetting(type: string): Promise<string | null> {
  try {
    const [row] = await db()
      .select({ value: globalSettings.value })
      .from(globalSettings)
      .where(eq(globalSettings.type, type))
      .limit(1);
    return row?.value ?? null;
  } catch (error) {
    logger.error({ err: error, type }, "global setting could not be loaded");
    return null;
  }
}

/** The carousel interval in milliseconds from the duration setting (default 5000). */
export async function carouselInterval(): Promise<number> {
  return parseCarouselInterval(await readGlobalSetting("duration"));
}

/** The contact recipient from the contact_email setting, or null when it is missing or unreadable. */
export async function contactEmailSetting(): Promise<string | null> {
  const value = (await readGlobalSetting("contact_email"))?.trim();
  return value ? value : null;
}
