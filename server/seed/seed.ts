import { sql } from "drizzle-orm";
import { generatePassword } from "../auth/password";
import { countStaffUsers, upsertStaffUser } from "../auth/staff";
import { db } from "../db/client";
import { globalSettings, languages, productCategories, products } from "../db/schema";
import { logger } from "../logger";

export const DEMO_ADMIN_EMAIL = "admin@lumina-threads.example";

/** True when the database holds no content yet (no language rows). */
async function isEmpty(): Promise<boolean> {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(languages);
  return (row?.count ?? 0) === 0;
}

/** Seeds the demo content into an empty database; does nothing when content exists. */
export async function seedIfEmpty(options: { announce: boolean }): Promise<boolean> {
  if (!(await isEmpty())) return false;
  await db().transaction(async (tx) => {
    await tx.insert(languages).values([
      { code: "en", name: "English", locale: "en", displayOrder: 1 },
      { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
    ]);
    await tx.insert(globalSettings).values([
      { type: "duration", value: "5000" },
      { type: "contact_email", value: "info@lumina-threads.example" },
    ]);
    await tx.insert(productCategories).values([{ name: "Metallic Embroidery Threads", displayOrder: 1 }]);
    await tx.insert(products).values([
      {
        name: "Aurum Classic",
        slug: "aurum-classic",
        description: "Smooth gold metallic thread.",
        displayOrder: 1,
      },
    ]);
  });
  if ((await countStaffUsers()) === 0) {
    // ADMIN_EMAIL/ADMIN_PASSWORD let a deployment (or the end-to-end tests) choose the first account.
    const email = process.env.ADMIN_EMAIL || DEMO_ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD || generatePassword();
    await upsertStaffUser(email, password);
    if (options.announce) announceCredentials(email, password);
  }
  logger.info("demo content seeded");
  return true;
}

function announceCredentials(email: string, password: string): void {
  const lines = [
    "Back-office sign-in (shown once)",
    "",
    `URL:      /admin/login`,
    `E-mail:   ${email}`,
    `Password: ${password}`,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const border = `+${"-".repeat(width)}+`;
  console.log([border, ...lines.map((line) => `| ${line.padEnd(width - 1)}|`), border].join("\n"));
}
