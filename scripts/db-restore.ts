// npm run db:restore -- --from DIR: replaces every row with the backup's and restores its media files.
import "../server/load-env";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "../server/config";
import { type DatabaseDump, importDatabase } from "../server/db/backup";
import { migrateDatabase } from "../server/db/client";
import { makePrivate } from "../server/security/private-files";
import { openConfiguredDatabase } from "../server/services";

const { values } = parseArgs({ options: { from: { type: "string" } } });
if (!values.from) {
  console.error("Usage: npm run db:restore -- --from data/backups/<backup folder>");
  process.exit(2);
}
const from = path.resolve(values.from);
const dump = JSON.parse(fs.readFileSync(path.join(from, "database.json"), "utf8")) as DatabaseDump;

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  const counts = await importDatabase(handle.db, dump);
  const media = path.join(from, "media");
  if (fs.existsSync(media)) {
    const target = path.join(config().dataDir, "media");
    fs.cpSync(media, target, { recursive: true });
    makePrivate(target); // A copy keeps the backup's modes, whatever the umask.
  }
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(`Restored ${rows} rows from ${from}.`);
} finally {
  await handle.close();
}
