// npm run db:migrate: applies the committed migrations to the configured database.
import "../server/load-env";
import { migrateDatabase } from "../server/db/client";
import { openConfiguredDatabase } from "../server/services";

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
