// npm run db:seed: seeds the demo content into an empty database (does nothing when content exists).
// With --scale, then bulk-inserts 10,000 products, 2,000 gallery items and 50,000 news items for benchmarks.
import "../server/load-env";
import { migrateDatabase, setProcessDatabase } from "../server/db/client";
import { vacuumAnalyze } from "../server/db/maintenance";
import { seedIfEmpty, seedScale } from "../server/seed/seed";
import { openConfiguredDatabase } from "../server/services";

const handle = await openConfiguredDatabase();
try {
  await migrateDatabase(handle);
  setProcessDatabase(handle);
  const seeded = await seedIfEmpty({ announce: true });
  console.log(seeded ? "Demo content seeded." : "The database already has content: nothing seeded.");
  if (process.argv.includes("--scale")) {
    const started = performance.now();
    const counts = await seedScale({ products: 10_000, galleryItems: 2_000, newsItems: 50_000 });
    // After a bulk load, as PostgreSQL's documentation advises (the embedded database has no autovacuum).
    await vacuumAnalyze(handle);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Scale rows added in ${seconds} s: ${counts.products} products, ${counts.galleryItems} gallery items, ${counts.newsItems} news items.`,
    );
  }
} finally {
  await handle.close();
}
