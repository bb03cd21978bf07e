import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

// This file starts the services as the server does, on its own embedded database in a fresh DATA_DIR;
// the PostgreSQL project skips it (the embedded database is what it is about).
const embeddedOnly = process.env.TEST_DB_KIND === "postgres";
const root = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
const dataDir = path.join(root, "data");

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file and folder under a directory (itself included) whose mode lets group or others in. */
function openToOthers(dir: string): { entries: number; open: string[] } {
  const open: string[] = [];
  let entries = 0;
  const visit = (target: string) => {
    const stat = fs.lstatSync(target);
    entries += 1;
    if (stat.mode & 0o077)
      open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, target) || "."}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(dir);
  return { entries, open };
}

describe.skipIf(embeddedOnly)("the data directory is the server user's only", () => {
  it("after start-up, writes, uploads and shutdown no file under DATA_DIR is readable or writable by group or others", async () => {
    // A data directory left by an older version: open folders and files.
    process.umask(0o022);
    fs.mkdirSync(path.join(dataDir, "media", "products"), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, "media", "products", "old.jpg"), "old", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "media", "products", "old.jpg"), 0o666);
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    const { startServices, stopServices } = await import("#server/services");
    const { db } = await import("#server/db/client");
    const { mediaStorage } = await import("#server/media/storage");
    await startServices({ seed: false });
    try {
      await mediaStorage().put("products/new.jpg", Buffer.from("new"));
      expect(await mediaStorage().reserve("news/reserved.jpg")).toBe(true);
      await db().execute(sql`create table private_probe (id int primary key, body text)`);
      await db().execute(
        sql`insert into private_probe select g, repeat('x', 400) from generate_series(1, 20000) g`,
      );
      await db().execute(sql`checkpoint`);
    } finally {
      await stopServices();
    }
    const { entries, open } = openToOthers(dataDir);
    expect(entries).toBeGreaterThan(1000);
    expect(open).toEqual([]);
    expect(fs.statSync(path.join(dataDir, "media", "products", "old.jpg")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, "db")).mode & 0o777).toBe(0o700);
  }, 300_000);
});
