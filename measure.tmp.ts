import { openDatabase, setProcessDatabase } from "./server/db/client";
import { findNearestShades } from "./server/catalog/shades";
import { listProductFacets, listPublicProducts } from "./server/catalog/products";
const handle = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: "/tmp/buyers-scale/db" });
setProcessDatabase(handle);
function stats(times: number[]) { const s=[...times].sort((a,b)=>a-b); return `p50 ${s[Math.floor(s.length*0.5)]!.toFixed(1)} p95 ${s[Math.floor(s.length*0.95)]!.toFixed(1)} max ${s[s.length-1]!.toFixed(1)}`; }
async function time(name: string, n: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run(i);
  const times: number[] = []; const cpu: number[] = [];
  for (let i = 0; i < n; i++) { const c = process.cpuUsage(); const t = performance.now(); await run(i); times.push(performance.now() - t); const d = process.cpuUsage(c); cpu.push((d.user + d.system) / 1000); }
  console.log(name.padEnd(32), "wall", stats(times), "| cpu", stats(cpu));
}
const hexes = Array.from({length: 60}, (_, i) => "#" + ((i * 2654435761) >>> 8 & 0xffffff).toString(16).padStart(6, "0"));
const r = await findNearestShades("#b8892b", { language: "en" });
console.log(r.slice(0,3));
await time("shades en", 60, (i) => findNearestShades(hexes[i % 60]!, { language: "en" }));
await time("shades zh + category", 60, (i) => findNearestShades(hexes[i % 60]!, { language: "zh", category: "Specialty Threads" }));
const f = await listProductFacets({ language: "en" });
console.log(Object.fromEntries(Object.entries(f).map(([k,v])=>[k,v.slice(0,3)])));
await time("facets en none", 40, () => listProductFacets({ language: "en" }));
await time("facets en 2 facets + category", 40, () => listProductFacets({ language: "en", category: "Metallic Embroidery Threads", facets: { denier: "150D/2", composition: "60% nylon, 40% metallised polyester film" } }));
await time("facets zh", 40, () => listProductFacets({ language: "zh" }));
await time("list en 2 facets", 40, () => listPublicProducts({ language: "en", facets: { denier: "150D/2", length: "5,000 m per cone" } }));
await handle.close();
