// npm run db:backup [-- --out DIR]: writes the database as JSON rows plus a copy of every stored media file
// (the local folder or the S3 bucket). Restores into the embedded database or PostgreSQL, and into either
// media store (npm run db:restore). Stop the server first when it uses the embedded database.
import "../server/load-env";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "../server/config";
import { exportDatabase } from "../server/db/backup";
import { migrateDatabase } from "../server/db/client";
import { backupMedia } from "../server/media/backup";
import { mediaStorage } from "../server/media/storage";
import { openConfiguredDatabase } from "../server/services";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(values.out ?? path.join(config().dataDir, "backups", stamp));

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  const dump = await exportDatabase(handle.db);
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "database.json"), JSON.stringify(dump));
  const media = await backupMedia(mediaStorage(), path.join(out, "media"));
  const rows = Object.values(dump.tables).reduce((sum, list) => sum + list.length, 0);
  console.log(
    `Backup written to ${out} (${rows} rows, ${media.files} media files from the ${mediaStorage().kind} store).`,
  );
} finally {
  await handle.close();
}
