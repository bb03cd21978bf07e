import fs from "node:fs";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { actionRoutes, fieldNames } from "./routes";
import {
  ADMIN,
  copyTemplate,
  figure,
  freePort,
  postgresCopyOfTemplate,
  signIn,
  snapshot,
  startServer,
  type TestServer,
} from "./support";
import { type Form, formContext, VALID_FORMS } from "./valid-forms";

/** Variations of one field per action and intent (each action also gets two unchanged controls). */
const PER_ACTION = Number(process.env.FUZZ_PER_ACTION ?? 34);
/** Requests with random fields (no valid base), as an attacker's scanner sends them. */
const RANDOM_BODIES = Number(process.env.FUZZ_RANDOM ?? 150);

/** Written into a urlencoded body as raw bytes: a lone surrogate in CESU-8, an overlong ".". */
const RAW = { surrogate: "\u0001RAW-SURROGATE\u0001", overlong: "\u0001RAW-OVERLONG\u0001" };
const RAW_BYTES: Record<string, string> = {
  [encodeURIComponent(RAW.surrogate)]: "%ED%A0%80",
  [encodeURIComponent(RAW.overlong)]: "%C0%AE%C0%AE%2F",
};

/** Hostile values, by kind: every one is tried in place of a valid field's value. */
const HOSTILE = {
  sql: [
    "' OR '1'='1",
    "1; DROP TABLE products; --",
    '" UNION SELECT password_hash FROM staff_users --',
    "1' AND pg_sleep(5) --",
    "Gold thread' OR 1=1 --",
    "1)) OR 1=1; --",
  ],
  xss: [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "javascript:alert(1)",
    '"><iframe src=javascript:alert(1)></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "</script><script>alert(1)</script>",
    "{{constructor.constructor('alert(1)')()}}",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload on purpose
    "${alert(1)}",
  ],
  unicode: [
    "\u202Egnp.exe",
    "zero\u200Bwidth\u200C\u200D\uFEFF",
    "😀𝕬".repeat(60),
    "\uD800",
    "x\uDC00y",
    RAW.surrogate,
    RAW.overlong,
    "\u0000",
    "a\u0000b",
    "e\u0301\u0301\u0301\u0301",
    "\n".repeat(1000),
    " ",
    "",
  ],
  numbers: [
    "0",
    "-1",
    "1e308",
    "-1e308",
    "99999999999999999999999",
    "2147483648",
    "-2147483649",
    "9007199254740993",
    "1.5",
    "0x10",
    "NaN",
    "Infinity",
    "-0",
  ],
  oversize: ["x".repeat(70_000), `<p>${"y".repeat(250_000)}</p>`, "a".repeat(301), "b".repeat(10_001)],
  structured: [
    "[]",
    "{}",
    '{"__proto__":{"admin":true}}',
    "../../../../etc/passwd",
    "/media/../../package.json",
    "https://evil.example/x.jpg",
    "//evil.example",
    "%00%2e%2e%2f",
    "true",
    "null",
    "undefined",
  ],
};
const VALUES = Object.values(HOSTILE).flat();
/** Besides a hostile value: the field left out, sent twice (an array), or empty. */
const SHAPES = ["missing", "array", "array", "empty"] as const;
const EXTRA_KEYS = ["__proto__", "constructor", "constructor[prototype][x]", "isAdmin", "id", "status"];

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One request of the run. */
type Job =
  | {
      kind: "form";
      action: string;
      path: string;
      intent: string;
      admin: boolean;
      control: boolean;
      vary?: Vary;
    }
  | { kind: "random"; action: string; path: string; admin: boolean; intents: string[] }
  | {
      kind: "upload";
      action: string;
      label: string;
      query: string;
      file?: { bytes: Buffer; name: string; type: string };
    }
  | { kind: "json"; action: string; label: string; body: string };
type Vary = { field: string; value: string | (typeof SHAPES)[number] };

type Sample = { action: string; label: string; status: number; refused: boolean; control: boolean };

let server: TestServer;
let database: Awaited<ReturnType<typeof postgresCopyOfTemplate>>;
let dataDir: string;

beforeAll(async () => {
  const template = inject("templateDir");
  database = await postgresCopyOfTemplate(template);
  if (!database) return;
  dataDir = copyTemplate(template, "security-fuzz-");
  server = await startServer({
    dataDir,
    port: await freePort(),
    env: {
      DATABASE_URL: database.url,
      // The fuzzer plays the reverse proxy on loopback: every request comes from a different address in
      // X-Forwarded-For, so the per-client limits do not hide the parsers.
      TRUST_PROXY: "loopback",
    },
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The form with one field changed as the variation says. */
function varied(base: Form, vary: Vary | undefined): Form {
  if (!vary) return base;
  const form = { ...base };
  if (vary.value === "missing") delete form[vary.field];
  else if (vary.value === "empty") form[vary.field] = "";
  else if (vary.value === "array") form[vary.field] = ["<script>alert(1)</script>", "2147483648"];
  else form[vary.field] = vary.value;
  return form;
}

/** A urlencoded body (with the raw-byte values written as bytes) or a multipart one. */
function encode(form: Form, multipart: boolean): { body: BodyInit; type?: string } {
  if (multipart) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form))
      for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
    return { body: data };
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  let text = params.toString();
  for (const [marker, bytes] of Object.entries(RAW_BYTES)) text = text.replaceAll(marker, bytes);
  return { body: text, type: "application/x-www-form-urlencoded" };
}

/** Uploads with valid folder and accept fields and hostile files, plus hostile folder/accept values. */
async function uploadJobs(): Promise<Job[]> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c9a227" } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from(
    "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
  );
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
  const files: { label: string; bytes: Buffer; name: string; type: string }[] = [
    { label: "HTML named .jpg", bytes: html, name: "photo.jpg", type: "image/jpeg" },
    {
      label: "JPEG magic + HTML",
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
      name: "p.jpg",
      type: "image/jpeg",
    },
    { label: "valid JPEG + script", bytes: Buffer.concat([jpeg, html]), name: "p2.jpg", type: "image/jpeg" },
    { label: "SVG with script", bytes: svg, name: "logo.svg", type: "image/svg+xml" },
    { label: "SVG named .png", bytes: svg, name: "logo.png", type: "image/png" },
    {
      label: "PE executable named .pdf",
      bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]),
      name: "a.pdf",
      type: "application/pdf",
    },
    {
      label: "PDF header + HTML",
      bytes: Buffer.concat([Buffer.from("%PDF-1.4\n"), html]),
      name: "b.pdf",
      type: "application/pdf",
    },
    { label: "empty file", bytes: Buffer.alloc(0), name: "empty.jpg", type: "image/jpeg" },
    { label: "truncated JPEG", bytes: jpeg.subarray(0, 20), name: "cut.jpg", type: "image/jpeg" },
    {
      label: "PNG magic only",
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      name: "x.png",
      type: "image/png",
    },
    { label: "name with traversal", bytes: jpeg, name: "../../../server.ts", type: "image/jpeg" },
    { label: "name with NUL and RTL", bytes: jpeg, name: "a\u0000\u202Egpj.exe", type: "image/jpeg" },
    {
      label: "image over 5 MB",
      bytes: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1)]),
      name: "huge.jpg",
      type: "image/jpeg",
    },
  ];
  const queries = ["folder=products&accept=image", "folder=news&accept=media", "folder=gallery&accept=image"];
  const jobs: Job[] = [];
  for (const query of queries)
    for (const file of files)
      jobs.push({ kind: "upload", action: "/admin/upload", label: `${file.label} ${query}`, query, file });
  const clean = { bytes: jpeg, name: "fine.jpg", type: "image/jpeg" };
  jobs.push({
    kind: "upload",
    action: "/admin/upload",
    label: "control: clean JPEG",
    query: queries[0]!,
    file: clean,
  });
  for (const value of [
    ...HOSTILE.sql,
    ...HOSTILE.structured,
    "products/../../..",
    "",
    "image,video,pdf,html",
  ]) {
    jobs.push({
      kind: "upload",
      action: "/admin/upload",
      label: `folder=${value.slice(0, 30)}`,
      query: `folder=${encodeURIComponent(value)}&accept=image`,
      file: clean,
    });
    jobs.push({
      kind: "upload",
      action: "/admin/upload",
      label: `accept=${value.slice(0, 30)}`,
      query: `folder=products&accept=${encodeURIComponent(value)}`,
      file: clean,
    });
  }
  jobs.push({ kind: "upload", action: "/admin/upload", label: "no file", query: queries[0]! });
  return jobs;
}

/** JSON posts to the stale-file deletion: a valid list, then hostile lists and values. */
function staleFileJobs(): Job[] {
  const job = (label: string, body: string): Job => ({
    kind: "json",
    action: "/admin/stale-files",
    label,
    body,
  });
  const jobs = [job("control", JSON.stringify({ filePaths: ["products/fuzz-missing.jpg"] }))];
  for (const value of [
    ...HOSTILE.sql,
    ...HOSTILE.xss,
    ...HOSTILE.structured,
    ...HOSTILE.unicode.slice(0, 6),
  ]) {
    jobs.push(job(`path ${value.slice(0, 20)}`, JSON.stringify({ filePaths: [value] })));
  }
  jobs.push(
    job("a string, not a list", JSON.stringify({ filePaths: "products/a.jpg" })),
    job("numbers", JSON.stringify({ filePaths: [1, 2, 3] })),
    job("1,001 paths", JSON.stringify({ filePaths: Array.from({ length: 1001 }, (_, i) => `p/${i}.jpg`) })),
    job("missing", "{}"),
    job("not JSON", "filePaths=products/a.jpg"),
    job("__proto__", '{"__proto__":{"filePaths":["../../package.json"]}}'),
  );
  return jobs;
}

it(`fuzzes every public and admin action from a valid form, one field at a time, with hostile values: no 5xx, clear errors, nothing changed by a refusal, no stored script`, async (context) => {
  if (!database) {
    console.warn("[security] fuzz test SKIPPED: TEST_DATABASE_URL is not set (it reads the database live)");
    context.skip();
    return;
  }
  const handle = database.handle;
  const routes = actionRoutes().filter((route) => route.path !== "/admin/logout");
  // Every action and intent the route manifest declares has a valid form (or a dedicated job list).
  const special = new Set(["/admin/upload", "/admin/stale-files"]);
  const missing: string[] = [];
  for (const route of routes) {
    if (special.has(route.path)) continue;
    const forms = VALID_FORMS[route.path];
    const intents = route.intents.length > 0 ? route.intents : Object.keys(forms ?? { "": 0 });
    for (const name of intents) if (!forms?.[name]) missing.push(`${route.path} ${name}`);
  }
  expect(missing, "actions without a valid base form in tests/security/valid-forms.ts").toEqual([]);
  const fields = fieldNames();
  const cookie = await signIn(server);
  const next = random(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;

  // The unchanged valid forms first (public ones before admin ones: a contact message is what the
  // Messages screen acts on), then every variation, the upload and JSON lists and random bodies, shuffled.
  const controls: Job[] = [];
  const jobs: Job[] = [];
  for (const route of [...routes].sort((a, b) => Number(a.admin) - Number(b.admin))) {
    if (special.has(route.path)) continue;
    for (const intent of Object.keys(VALID_FORMS[route.path]!)) {
      const action = `${route.path}${intent ? ` ${intent}` : ""}`;
      const base = await VALID_FORMS[route.path]![intent]!(formContext(handle, 0));
      const keys = Object.keys(base);
      const job = { kind: "form" as const, action, path: route.path, intent, admin: route.admin };
      controls.push({ ...job, control: true });
      jobs.push({ ...job, control: true });
      for (let k = 0; k < PER_ACTION; k++) {
        const field = k % 11 === 10 ? pick(EXTRA_KEYS) : keys[k % keys.length]!;
        const value = next() < 0.15 ? pick(SHAPES) : pick(VALUES);
        jobs.push({ ...job, control: false, vary: { field, value } });
      }
    }
  }
  jobs.push(...(await uploadJobs()), ...staleFileJobs());
  for (let k = 0; k < RANDOM_BODIES; k++) {
    const route = routes[k % routes.length]!;
    jobs.push({
      kind: "random",
      action: "random bodies",
      path: route.path,
      admin: route.admin,
      intents: route.intents,
    });
  }
  // Shuffled (deterministically), so each action meets the rows the others left behind.
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  jobs.unshift(...controls);

  const origin = `http://127.0.0.1:${server.port}`;
  /** Sends one job; returns its sample. */
  const send = async (job: Job, i: number): Promise<Sample> => {
    const headers: Record<string, string> = {
      Origin: origin,
      "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    };
    let url: string;
    let body: BodyInit | undefined;
    let label: string;
    let control = false;
    if (job.kind === "form") {
      const base = await VALID_FORMS[job.path]![job.intent]!(formContext(handle, i + 1));
      if (job.path === "/admin/login" && job.control) Object.assign(base, { email: ADMIN.email });
      const encoded = encode(varied(base, job.vary), i % 3 === 0);
      body = encoded.body;
      if (encoded.type) headers["Content-Type"] = encoded.type;
      // Never the admin cookie to the sign-in: a sign-in replaces the request's session.
      if (job.admin && job.path !== "/admin/login") headers.Cookie = cookie;
      url = `${server.url}${job.path}${i % 2 ? ".data" : ""}`;
      label = job.vary ? `${job.vary.field}=${JSON.stringify(job.vary.value).slice(0, 40)}` : "control";
      control = job.control;
    } else if (job.kind === "upload") {
      const form = new FormData();
      if (job.file)
        form.append(
          "file",
          new Blob([new Uint8Array(job.file.bytes)], { type: job.file.type }),
          job.file.name,
        );
      body = form;
      headers.Cookie = cookie;
      url = `${server.url}/admin/upload?${job.query}`;
      label = job.label;
      control = job.label.startsWith("control");
    } else if (job.kind === "json") {
      body = job.body;
      headers["Content-Type"] = "application/json";
      headers.Cookie = cookie;
      url = `${server.url}/admin/stale-files`;
      label = job.label;
      control = job.label === "control";
    } else {
      const params = new URLSearchParams();
      params.append("intent", next() < 0.85 && job.intents.length > 0 ? pick(job.intents) : pick(VALUES));
      for (let f = Math.floor(next() * 6); f > 0; f--) params.append(pick(fields), pick(VALUES));
      body = params;
      if (job.admin) headers.Cookie = cookie;
      if (next() < 0.1) {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = "intent=%E0%A4%A&name=%&&=&id[]=1&%ZZ=1";
      }
      url = `${server.url}${job.path}${i % 2 ? ".data" : ""}`;
      label = `random ${job.path}`;
    }
    const oversize = job.kind === "upload" && (job.file?.bytes.length ?? 0) > 5 * 1024 * 1024;
    const response = await fetch(url, { method: "POST", headers, body, redirect: "manual" }).catch(
      (error: Error) => {
        // A body over the limit is refused before it is read: the server may answer 413 and close the
        // connection while the client is still sending, which the client sees as EPIPE or a reset.
        if (oversize && /EPIPE|ECONNRESET/.test(String(error.cause))) {
          return new Response("Refused before the body was read (connection closed)", { status: 413 });
        }
        throw new Error(
          `${job.action} [${label}] after ${samples.at(-1)?.action} [${samples.at(-1)?.label}]: ${error.message} (${String(error.cause)})\n${server.output().slice(-2000)}`,
        );
      },
    );
    const text = await response.text();
    const where = `${job.action} [${label}] → ${response.status}: ${text.slice(0, 300)}`;
    expect.soft(response.status, where).toBeLessThan(500);
    // A newsletter signup refused as "invalid" answers its outcome (200 or a 303 back), not an error status.
    const invalidSignup =
      job.action === "/newsletter" && /invalid/.test(`${text} ${response.headers.get("location") ?? ""}`);
    const refused = response.status >= 400 || invalidSignup;
    if (response.status >= 400) {
      expect.soft(text.trim().length, `empty error: ${where}`).toBeGreaterThan(0);
      expect
        .soft(text, `not a clear error: ${where}`)
        .not.toMatch(/\n\s+at |Unexpected Server Error|\[object Object\]/);
    }
    return { action: job.action, label, status: response.status, refused, control };
  };

  const samples: Sample[] = [];
  let baseline = await snapshot(handle);
  const started = Date.now();
  for (const [i, job] of jobs.entries()) {
    const sample = await send(job, i);
    samples.push(sample);
    const after = await snapshot(handle);
    // One request at a time, so a refusal is compared with the database exactly as before it.
    if (sample.refused) {
      expect(
        after,
        `refused but changed the database: ${sample.action} [${sample.label}] ${sample.status}`,
      ).toEqual(baseline);
    }
    baseline = after;
  }
  const seconds = (Date.now() - started) / 1000;
  // The session lived through the run: the admin actions were answered signed in to the end.
  const dashboard = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(dashboard.status, `the dashboard sent the fuzz to ${dashboard.headers.get("location")}`).toBe(200);

  // No stored script. HTML columns (rendered as HTML) must hold no executable tag, handler or
  // javascript: link; plain-text columns may hold hostile text only as text (React escapes it; the XSS
  // browser test proves it inert), and their count is reported.
  const htmlColumns = new Map([
    ["products", ["detailed_description"]],
    ["gallery_items", ["detailed_description", "project_details"]],
    ["news_items", ["article_body"]],
    ["mail_outbox", ["html_body"]],
  ]);
  const richTranslation = "field_name in ('detailed_description', 'project_details', 'article_body')";
  const columns = (
    (await handle.db.execute(
      sql.raw(`select table_name, column_name from information_schema.columns
               where table_schema = 'public' and data_type in ('text', 'character varying')`),
    )) as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows.filter(({ table_name }) => table_name !== "sessions" && table_name !== "rate_limits");
  // A javascript: link only inside a tag: escaped text (a contact mail quoting `"><iframe src=javascript:`
  // as &quot;&gt;&lt;iframe src=javascript:) is inert and must not count.
  const executable = `<script|<[a-z][^>]*[[:space:]/"']on[a-z]+[[:space:]]*=|<[a-z][^>]*[[:space:]/"'](href|src|action|formaction)[[:space:]]*=[[:space:]]*["']?[[:space:]]*javascript:`;
  const hostileText = `<script|on[a-z]+[[:space:]]*=|javascript:`;
  const quoted = (pattern: string) => `'${pattern.replaceAll("'", "''")}'`;
  const count = async (table: string, condition: string) =>
    (
      (await handle.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where ${condition}`),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  const storedScript: string[] = [];
  const textHolding: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const html =
      htmlColumns.get(table)?.includes(column) || (table === "translations" && column === "translated_value");
    const scope = table === "translations" && column === "translated_value" ? ` and ${richTranslation}` : "";
    if (html) {
      const n = await count(table, `"${column}" ~* ${quoted(executable)}${scope}`);
      if (n > 0) storedScript.push(`${table}.${column}: ${n}`);
    }
    const plainScope =
      table === "translations" && column === "translated_value" ? ` and not (${richTranslation})` : "";
    if (!html || plainScope) {
      const n = await count(table, `"${column}" ~* ${quoted(hostileText)}${plainScope}`);
      if (n > 0) textHolding.push(`${table}.${column}: ${n}`);
    }
  }

  const perAction = new Map<string, { sent: number; accepted: number; statuses: Map<number, number> }>();
  for (const sample of samples) {
    const entry = perAction.get(sample.action) ?? { sent: 0, accepted: 0, statuses: new Map() };
    entry.sent += 1;
    if (!sample.refused) entry.accepted += 1;
    entry.statuses.set(sample.status, (entry.statuses.get(sample.status) ?? 0) + 1);
    perAction.set(sample.action, entry);
  }
  const statusText = (statuses: Map<number, number>) =>
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
  const byStatus = new Map<number, number>();
  for (const sample of samples) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const refusedTotal = samples.filter((sample) => sample.refused).length;
  figure("fuzz requests", samples.length);
  figure("fuzz actions", `${perAction.size - 1} actions and intents (+ random bodies)`);
  for (const [action, entry] of [...perAction].sort(([a], [b]) => a.localeCompare(b))) {
    figure(`fuzz ${action}`, `${entry.sent} sent, ${entry.accepted} accepted; ${statusText(entry.statuses)}`);
  }
  figure("fuzz statuses", statusText(byStatus));
  figure("fuzz refused (each checked: database unchanged)", refusedTotal);
  figure("fuzz accepted (valid despite hostile text)", samples.length - refusedTotal);
  figure("fuzz plain-text cells holding hostile text as text", textHolding.join(", ") || "none");
  figure("fuzz duration", `${seconds.toFixed(1)} s`);

  expect(storedScript, "stored script in an HTML column").toEqual([]);
  expect(samples.length).toBeGreaterThanOrEqual(2000);
  expect(seconds, "the run stays short enough for CI").toBeLessThan(270);
  // Each action's unchanged valid form was accepted, so its variations reached the code behind the schema.
  // A sign-in step's valid form needs a pending sign-in the fuzz does not hold: it is refused with
  // "sign in again" (its acceptance is tested in tests/integration/staff-two-factor.test.ts and e2e).
  const pendingSteps = /^\/admin\/login\/(two-factor|two-factor-setup|password|link\/sample)$/;
  const controlsRefused = [...perAction.keys()].filter(
    (action) =>
      action !== "random bodies" &&
      !pendingSteps.test(action) &&
      !samples.some((sample) => sample.action === action && sample.control && !sample.refused),
  );
  expect(controlsRefused, "actions whose valid form was refused").toEqual([]);
  for (const [action, entry] of perAction) expect(entry.sent, action).toBeGreaterThanOrEqual(30);
}, 330_000);
