// npm run db:seed: seeds the demo content into an empty database (does nothing when content exists).
import { migrateDatabase, setProcessDatabase } from "../server/db/client";
import { seedIfEmpty } from "../server/seed/seed";
import { openConfiguredDatabase } from "../server/services";

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  setProcessDatabase(handle);
  const seeded = await seedIfEmpty({ announce: true });
  console.log(seeded ? "Demo content seeded." : "The database already has content: nothing seeded.");
} finally {
  await handle.close();
}
