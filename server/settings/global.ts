import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { invalidatePages } from "../cache/page-cache";
import { db } from "../db/client";
import { globalSettings } from "../db/schema";

/** Setting types in global_settings: the carousel interval (ms) and the contact form's destination. */
export type GlobalSettingType = "duration" | "contact_email";

export const DEFAULT_CAROUSEL_DURATION_MS = 5000;
export const MIN_CAROUSEL_DURATION_MS = 1000;
export const CAROUSEL_DURATION_STEP_MS = 500;

/** The Carousel Settings form: interval in milliseconds, at least 1000, in steps of 500. */
export const carouselDurationSchema = z.object({
  duration: z.coerce
    .number({ error: "Interval must be a number of milliseconds" })
    .int("Interval must be a whole number of milliseconds")
    .min(MIN_CAROUSEL_DURATION_MS, "Interval must be at least 1000 milliseconds")
    .max(600_000, "Interval must be at most 600000 milliseconds")
    .refine(
      (value) => value % CAROUSEL_DURATION_STEP_MS === 0,
      "Interval must be a multiple of 500 milliseconds",
    ),
});

/** The Contact Email form. */
export const contactEmailSchema = z.object({
  contactEmail: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});

/** The value of one global setting, or null when it was never saved. */
export async function getGlobalSetting(type: GlobalSettingType): Promise<string | null> {
  const [row] = await db()
    .select({ value: globalSettings.value })
    .from(globalSettings)
    .where(eq(globalSettings.type, type));
  return row?.value ?? null;
}

/** The carousel interval in ms (default 5000 when unset or unreadable). */
export async function getCarouselDuration(): Promise<number> {
  const value = Number(await getGlobalSetting("duration"));
  return Number.isInteger(value) && value >= MIN_CAROUSEL_DURATION_MS ? value : DEFAULT_CAROUSEL_DURATION_MS;
}

/** Inserts or updates one global setting (upsert on the unique type) in one statement. */
export async function saveGlobalSetting(type: GlobalSettingType, value: string): Promise<void> {
  await db()
    .insert(globalSettings)
    .values({ type, value })
    .onConflictDoUpdate({ target: globalSettings.type, set: { value, updatedAt: sql`now()` } });
  await invalidatePages(["settings"]);
}
