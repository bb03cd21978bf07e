import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { upsertStaffUser } from "#server/auth/staff";
import { migrateDatabase, openDatabase } from "#server/db/client";
import { rowsOf } from "#server/db/sql";
import { COLOUR_PRESETS } from "~/lib/colour-presets";
import {
  copyTemplate,
  figure,
  freePort,
  type RawResponse,
  rawRequest,
  signIn,
  startServer,
  type TestServer,
} from "./support";

/**
 * Issue 33, findings 7 and 10, against a production build: made-up filter values are answered but never
 * stored in the page cache; a record that was never public answers as an unknown one whether or not it is
 * in Trash; an Editor's dashboard data carries no Administrator-only count. One server for the file.
 */

let server: TestServer;
let dataDir: string;
let port: number;
const stamp = Date.now();
const EDITOR = { email: `leaks-editor-${stamp}@example.com`, password: `quiet-harbour-lantern-${stamp}` };

/** Values that exist in the seeded catalogue (read from the database before the server starts). */
const known = { category: "", composition: "", shade: "", galleryCategory: 0, productSlug: "", itemCode: "" };
/** Records planted in Trash: never public, and public before (ids and slugs). */
const planted = {
  neverPublicProduct: { id: 0, slug: `never-public-product-${stamp}` },
  wasPublicProduct: { id: 0, slug: `was-public-product-${stamp}` },
  neverPublicProject: `never-public-project-${stamp}`,
  neverPublicNews: `never-public-news-${stamp}`,
};

const send = (requestPath: string, headers: Record<string, string> = {}) =>
  rawRequest(port, { path: requestPath, headers });
const cacheState = (response: RawResponse) => String(response.headers["x-page-cache"] ?? "(none)");

const first = async <T>(handle: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) => {
  const row = rowsOf<T>(await handle.db.execute(query))[0];
  if (!row) throw new Error(`The seeded template has no row for ${JSON.stringify(query)}`);
  return row;
};

beforeAll(async () => {
  dataDir = copyTemplate(inject("templateDir"), "security-cache-leaks-");
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    await upsertStaffUser(EDITOR.email, EDITOR.password, handle.db, { role: "editor", name: "Leaks Editor" });
    known.category = (
      await first<{ name: string }>(
        handle,
        sql`select c.name from product_categories c
          join product_category_mappings m on m.category_id = c.id
          join products p on p.id = m.product_id
          where c.deleted_at is null and p.deleted_at is null and p.status = 'Active' limit 1`,
      )
    ).name;
    const code = await first<{ slug: string; item_code: string; composition: string; hex: string }>(
      handle,
      sql`select p.slug, ic.item_code, ic.composition, substr(ic.colour_hex, 2) as hex
        from item_codes ic join products p on p.id = ic.product_id
        where p.deleted_at is null and p.status = 'Active' and p.publish_at is null
          and ic.composition <> '' and ic.colour_hex is not null
        order by p.display_order, p.id, ic.id limit 1`,
    );
    Object.assign(known, {
      productSlug: code.slug,
      itemCode: code.item_code,
      composition: code.composition,
      shade: code.hex,
    });
    known.galleryCategory = (
      await first<{ id: number }>(
        handle,
        sql`select id from gallery_categories where deleted_at is null limit 1`,
      )
    ).id;
    // Never public: created Inactive and moved to Trash. Public before: created Active, then trashed.
    const trashed = sql`now()`;
    planted.neverPublicProduct.id = (
      await first<{ id: number }>(
        handle,
        sql`insert into products (name, slug, status, deleted_at)
          values (${`Unreleased Thread ${stamp}`}, ${planted.neverPublicProduct.slug}, 'Inactive', ${trashed})
          returning id`,
      )
    ).id;
    planted.wasPublicProduct.id = (
      await first<{ id: number }>(
        handle,
        sql`insert into products (name, slug, status) values (${`Retired Thread ${stamp}`}, ${planted.wasPublicProduct.slug}, 'Active')
          returning id`,
      )
    ).id;
    await handle.db.execute(
      sql`update products set deleted_at = now() where id = ${planted.wasPublicProduct.id}`,
    );
    await handle.db.execute(sql`insert into gallery_items (name, slug, status, deleted_at)
      values (${`Unreleased Project ${stamp}`}, ${planted.neverPublicProject}, 'Inactive', now())`);
    await handle.db.execute(sql`insert into news_items (title, slug, status, deleted_at)
      values (${`Unannounced News ${stamp}`}, ${planted.neverPublicNews}, 'Inactive', now())`);
  } finally {
    await handle.close();
  }
  port = await freePort();
  server = await startServer({ dataDir, port });
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const encoded = (value: string | number) => encodeURIComponent(String(value));

it("never stores a page whose category, facet, colour, item code, page or _routes value names nothing that exists (finding 7), and still stores the known ones", async () => {
  const junk = `zz-${stamp}`;
  // Every parameter the page cache keys on, with a value that names nothing (and a spelling that is not the
  // one the site links to).
  const madeUp = [
    `/products?category=${junk}`,
    `/products?category=${encoded(known.category.toUpperCase())}`,
    `/products?composition=${junk}`,
    `/products?type=${junk}`,
    `/products?denier=${junk}`,
    `/products?length=${junk}`,
    `/products?page=9999`,
    `/products.data?category=${junk}&_routes=routes%2Fproducts._index`,
    `/products.data?_routes=${junk}`,
    `/colours?hex=123456&category=${junk}`,
    `/colours?hex=${known.shade}&category=${junk}`,
    `/colours?hex=010203`,
    `/resources?category=999999999`,
    `/resources?category=0${known.galleryCategory}`,
    `/products/${encoded(known.productSlug)}?code=${junk}`,
  ];
  const problems: string[] = [];
  const stored = new Set<string>();
  // Twice each: had the first answer been stored, the second would be a hit.
  for (const round of [1, 2]) {
    const answers = await Promise.all(madeUp.map((requestPath) => send(requestPath)));
    answers.forEach((response, index) => {
      const label = `${madeUp[index]} (${round})`;
      if (response.status >= 500) problems.push(`${label}: ${response.status}`);
      if (cacheState(response) === "bypass") return;
      stored.add(madeUp[index]!);
      problems.push(`${label}: X-Page-Cache ${cacheState(response)} (want bypass)`);
    });
  }
  figure("made-up filter values stored in the page cache", `${stored.size} of ${madeUp.length}`);
  // The unknown category is answered as the spec's empty state, not an error.
  expect((await send(`/products?category=${junk}`)).body).toContain("No products found");
  // The same parameters naming what exists are stored: the second request is a hit.
  const real = [
    `/products?category=${encoded(known.category)}`,
    `/products?composition=${encoded(known.composition)}`,
    `/colours?hex=${known.shade}`,
    `/colours?hex=${known.shade}&category=${encoded(known.category)}`,
    `/colours?hex=${COLOUR_PRESETS.find((preset) => preset.hex !== known.shade)!.hex}`,
    `/resources?category=${known.galleryCategory}`,
    `/products.data?_routes=root%2Croutes%2Fproducts._index`,
    `/products/${encoded(known.productSlug)}?code=${encoded(known.itemCode)}`,
  ];
  await Promise.all(real.map((requestPath) => send(requestPath)));
  const again = await Promise.all(real.map((requestPath) => send(requestPath)));
  again.forEach((response, index) => {
    if (cacheState(response) !== "hit")
      problems.push(`${real[index]}: X-Page-Cache ${cacheState(response)} on the second request (want hit)`);
  });
  expect(problems).toEqual([]);
});

/** A body with what differs between two requests of the same page taken out: nonces and the requested path. */
const comparable = (body: string, requested: string) =>
  body.replaceAll(/nonce="[^"]*"/g, 'nonce=""').replaceAll(`/products/${requested}`, "/products/{requested}");

it("answers a trashed product that was never public 404, by slug and by id, exactly like an unknown one (finding 10)", async () => {
  const unknownSlug = `no-such-product-${stamp}`;
  const unknownId = String(900_000_000 + (stamp % 1000));
  const pairs = [
    [planted.neverPublicProduct.slug, unknownSlug],
    [String(planted.neverPublicProduct.id), unknownId],
  ] as const;
  for (const [trashed, unknown] of pairs) {
    const [a, b] = await Promise.all([send(`/products/${trashed}`), send(`/products/${unknown}`)]);
    expect(a.status, `/products/${trashed}`).toBe(404);
    expect(b.status, `/products/${unknown}`).toBe(404);
    expect(comparable(a.body, trashed)).toBe(comparable(b.body, unknown));
    expect(a.body).not.toContain(`Unreleased Thread ${stamp}`);
  }
  // A product that was public and is now in Trash keeps its 410 Gone, by slug and by id.
  expect((await send(`/products/${planted.wasPublicProduct.slug}`)).status).toBe(410);
  expect((await send(`/products/${planted.wasPublicProduct.id}`)).status).toBe(410);
});

it("answers a trashed gallery project or news item that was never public as an unknown one (finding 10)", async () => {
  const cases = [
    ["/resources", planted.neverPublicProject],
    ["/news", planted.neverPublicNews],
  ] as const;
  for (const [list, slug] of cases) {
    const [trashed, unknown] = await Promise.all([
      send(`${list}/${slug}`),
      send(`${list}/no-such-record-${stamp}`),
    ]);
    expect(trashed.status, `${list}/${slug}`).toBe(unknown.status);
    expect(trashed.headers.location, `${list}/${slug}`).toBe(unknown.headers.location);
  }
});

async function signInEditor(): Promise<string> {
  const response = await rawRequest(port, {
    method: "POST",
    path: "/admin/login",
    headers: { Origin: `http://localhost:${port}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(EDITOR).toString(),
  });
  const cookie = String(response.headers["set-cookie"] ?? "").split(";")[0];
  if (!cookie) throw new Error(`Editor sign-in failed: ${response.status} ${response.body.slice(0, 300)}`);
  return cookie;
}

it("gives an Editor's dashboard data no count of new sample requests or of any other Administrator-only screen (finding 10)", async () => {
  const dashboard = "/admin.data?_routes=routes%2Fadmin%2Croutes%2Fadmin._index";
  const administrator = await send(dashboard, { Cookie: await signIn(server) });
  // The Administrator's data has the count (else the Editor's check proves nothing).
  expect(administrator.status).toBe(200);
  expect(administrator.body).toContain("New Sample Requests");
  const editor = await send(dashboard, { Cookie: await signInEditor() });
  expect(editor.status).toBe(200);
  expect(editor.body).toContain("Gallery Items");
  expect(editor.body).not.toMatch(/sample|message|subscriber|stale/i);
});
