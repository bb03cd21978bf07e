// npm run db:restore -- --from DIR: replaces every row with the backup's and writes its media files into the
// configured store (the local folder or the S3 bucket; files already there are kept).
import "../server/load-env";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type DatabaseDump, importDatabase } from "../server/db/backup";
import { migrateDatabase, setProcessDatabase } from "../server/db/client";
import { restoreMedia } from "../server/media/backup";
import { mediaStorage } from "../server/media/storage";
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
  setProcessDatabase(handle); // A bucket claims each restored key in the database.
  const counts = await importDatabase(handle.db, dump);
  const media = fs.existsSync(path.join(from, "media"))
    ? await restoreMedia(mediaStorage(), path.join(from, "media"))
    : { restored: 0, kept: 0 };
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${rows} rows and ${media.restored} media files (${media.kept} already there) from ${from}.`,
  );
} finally {
  setProcessDatabase(undefined);
  await handle.close();
}
