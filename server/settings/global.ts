import { eq, sql } from "drizzle-orm";
import { DEFAULT_CAROUSEL_DURATION_MS, MIN_CAROUSEL_DURATION_MS } from "~/lib/schemas/settings";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/lib/time-zone";
import { writeAndInvalidate } from "../cache/page-cache";
import { db } from "../db/client";
import { globalSettings } from "../db/schema";

/**
 * Setting types in global_settings: the carousel interval (ms), the contact form's destination,
 * whether every staff member must sign in with two-factor ("true"), and the site's time zone (the IANA
 * name publish times are typed and shown in).
 */
export type GlobalSettingType = "duration" | "contact_email" | "require_two_factor" | "time_zone";

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

/** The site's time zone: the saved IANA name, or Asia/Hong_Kong when unset or no longer known. */
export async function siteTimeZone(): Promise<string> {
  const value = await getGlobalSetting("time_zone");
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** Every time zone the server knows (IANA names), for the setting's choices. */
export function timeZoneChoices(): string[] {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes("UTC") ? names : ["UTC", ...names];
}

/** Inserts or updates one global setting (upsert on the unique type) in one statement. */
export async function saveGlobalSetting(type: GlobalSettingType, value: string): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    await tx
      .insert(globalSettings)
      .values({ type, value })
      .onConflictDoUpdate({ target: globalSettings.type, set: { value, updatedAt: sql`now()` } });
    invalidate(["settings"]);
  });
}
