import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NEWS_ITEMS, PRODUCT_CATEGORIES, PRODUCTS } from "#server/seed/content";

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(url);

/** Runs `npm run db:seed` (migrate, then seed when empty) as its own process; resolves with its output. */
function runSeedProcess(
  databaseUrl: string,
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: "a-long-test-password-1234",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

// PostgreSQL only: the embedded database belongs to one process.
describe.skipIf(!onPostgres)("seeding from several processes on one PostgreSQL", () => {
  it("seeds an empty database exactly once when three processes start together; the others skip without error", async () => {
    const name = `test_seedprocs_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url as string);
    target.pathname = `/${name}`;
    const dataDirs = [1, 2, 3].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "seed-proc-")));
    try {
      const runs = await Promise.all(dataDirs.map((dir) => runSeedProcess(target.toString(), dir)));
      for (const run of runs) expect(run.code, run.output).toBe(0);
      const seeded = runs.filter((run) => run.output.includes("Demo content seeded."));
      const skipped = runs.filter((run) => run.output.includes("The database already has content"));
      expect(seeded).toHaveLength(1);
      expect(skipped).toHaveLength(2);

      const seededDb = new pg.Client({ connectionString: target.toString() });
      await seededDb.connect();
      try {
        const rows = async (table: string) =>
          (await seededDb.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
        expect(await rows("languages")).toBe(LANGUAGES.length);
        expect(await rows("product_categories")).toBe(PRODUCT_CATEGORIES.length);
        expect(await rows("products")).toBe(PRODUCTS.length);
        expect(await rows("news_items")).toBe(NEWS_ITEMS.length);
        expect(await rows("staff_users")).toBe(1);
      } finally {
        await seededDb.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
