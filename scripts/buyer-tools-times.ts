// Server time of the shade finder and the technical filters' counts on the configured database (DATA_DIR or
// DATABASE_URL), meant for the scale seed: `npm run db:seed -- --scale`, then
// `npx tsx scripts/buyer-tools-times.ts`. Prints p50/p95 of wall time and of CPU time: the process's own for the
// embedded database (PGlite runs in it), the PostgreSQL backends' (from /proc) for a local server. CPU time
// holds up on a shared, loaded machine far better than wall time.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { listProductFacets, listPublicProducts } from "../server/catalog/products";
import { findNearestShades } from "../server/catalog/shades";
import { db, setProcessDatabase } from "../server/db/client";
import { rowsOf } from "../server/db/sql";
import { openConfiguredDatabase } from "../server/services";

const RUNS = 60;
const handle = await openConfiguredDatabase();
setProcessDatabase(handle);

/** CPU milliseconds used so far by the database: this process (PGlite) or every backend of this database. */
async function databaseCpuMs(): Promise<number> {
  if (handle.kind === "pglite") {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
  const rows = rowsOf<{ pid: number }>(
    await db().execute(sql`select pid from pg_stat_activity where datname = current_database()`),
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A backend that ended, or a server on another machine: its CPU is not counted.
    }
  }
  return ticks * 10;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;

async function measure(
  name: string,
  run: (i: number) => Promise<unknown>,
  before: () => Promise<unknown> = async () => undefined,
) {
  for (let i = 0; i < 5; i++) await run(i);
  const wall: number[] = [];
  const cpuBefore = await databaseCpuMs();
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before();
    const cpuAtStart = handle.kind === "pglite" ? await databaseCpuMs() : 0;
    const started = performance.now();
    await run(i);
    wall.push(performance.now() - started);
    if (handle.kind === "pglite") cpu.push((await databaseCpuMs()) - cpuAtStart);
  }
  const cpuText =
    handle.kind === "pglite"
      ? `CPU p50 ${percentile(cpu, 0.5).toFixed(1)} ms, p95 ${percentile(cpu, 0.95).toFixed(1)} ms`
      : `backend CPU mean ${(((await databaseCpuMs()) - cpuBefore) / RUNS).toFixed(1)} ms (10 ms ticks)`;
  console.log(
    `${name.padEnd(44)} wall p50 ${percentile(wall, 0.5).toFixed(1)} ms, p95 ${percentile(wall, 0.95).toFixed(1)} ms; ${cpuText}`,
  );
}

const [counted] = rowsOf<{ codes: number }>(
  await db().execute(sql`select count(*)::int as codes from item_codes where colour_l is not null`),
);
console.log(`${handle.kind}: ${counted?.codes} item codes with a colour, ${RUNS} runs each`);
// Colours spread over the whole space, so the Lab box meets dense and sparse regions alike.
const colour = (i: number) => `#${((i * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(-6)}`;
await measure("shade finder (en)", (i) => findNearestShades(colour(i), { language: "en" }));
await measure("shade finder (zh, one category)", (i) =>
  findNearestShades(colour(i), { language: "zh", category: "Specialty Threads" }),
);
await measure("facet counts (en, nothing chosen)", () => listProductFacets({ language: "en" }));
// The same right after each change of the catalogue (the change counter bumped, as every write does):
// what the first visitor after a write waits for.
await measure(
  "facet counts (en, nothing chosen, after a write)",
  () => listProductFacets({ language: "en" }),
  () => db().execute(sql`update catalogue_version set version = version + 1 where id = 1`),
);
await measure("facet counts (zh, nothing chosen)", () => listProductFacets({ language: "zh" }));
await measure("facet counts (en, category + 2 facets)", () =>
  listProductFacets({
    language: "en",
    category: "Metallic Embroidery Threads",
    facets: { denier: "150D/2", length: "5,000 m per cone" },
  }),
);
await measure("product list page (en, category + 2 facets)", () =>
  listPublicProducts({
    language: "en",
    category: "Metallic Embroidery Threads",
    facets: { denier: "150D/2", length: "5,000 m per cone" },
  }),
);
await handle.close();
