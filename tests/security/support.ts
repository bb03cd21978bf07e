import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { BACKUP_TABLES, exportDatabase, importDatabase } from "#server/db/backup";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "#server/db/client";

export const ADMIN = { email: "e2e-admin@example.com", password: "e2e-password-123" };

/** A production server started as a child process on its own data directory. */
export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed (stdout and stderr), for failure messages. */
  output: () => string;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL and wait until the process is gone. */
  kill: () => Promise<void>;
};

/**
 * Starts `node --import tsx server.ts` (the production build; one process, so a signal reaches the
 * server itself) and waits until /healthz answers 200.
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Where server.ts is started (default: this checkout). */
  cwd?: string;
  /** The environment it starts from (default: this process's). */
  baseEnv?: NodeJS.ProcessEnv;
}): Promise<TestServer> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: options.cwd ?? process.cwd(),
    env: {
      ...(options.baseEnv ?? process.env),
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://localhost:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      STALE_FILE_GRACE_HOURS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port: options.port,
    dataDir: options.dataDir,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A fresh temporary directory. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A copy of the seeded template data directory (database and media), for one test. */
export function copyTemplate(template: string, prefix: string): string {
  const dir = tempDir(prefix);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** Signs the e2e admin in; returns the Cookie header value of the session. */
export async function signIn(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { Origin: `http://127.0.0.1:${server.port}` },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** A refused request may record only its own failure (a wrong password or code, at sign-in or step-up) in the audit log. */
const SNAPSHOT_SOURCES: Partial<Record<string, string>> = {
  audit_log:
    "(select xmin, id from audit_log where action not in ('sign-in.failed', 'two-factor.failed', 'step-up.failed')) audit_log",
};

/**
 * Per table of a backup (sessions, pending sign-ins and rate limits are not in one: requests touch them;
 * failures recorded in the audit log likewise left out): row count and the newest row
 * version (PostgreSQL's xmin), in one query. An insert or update raises the newest version, a delete
 * lowers the count, so any write shows.
 */
export async function snapshot(handle: DatabaseHandle): Promise<Record<string, string>> {
  const query = BACKUP_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as v from ${SNAPSHOT_SOURCES[table] ?? table}`,
  ).join(" union all ");
  const result = await handle.db.execute(sql.raw(query));
  const out: Record<string, string> = {};
  for (const row of (result as unknown as { rows: { t: string; n: number; v: string }[] }).rows) {
    out[row.t] = `${row.n}@${row.v}`;
  }
  return out;
}

/**
 * A PostgreSQL database holding the template's rows (TEST_DATABASE_URL's server), so a test can read it
 * while the server runs; undefined without TEST_DATABASE_URL.
 */
export async function postgresCopyOfTemplate(
  template: string,
): Promise<{ url: string; handle: DatabaseHandle; drop: () => Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const source = await openDatabase({ pgliteDir: path.join(template, "db") });
  const dump = await exportDatabase(source.db);
  await source.close();
  const name = `security_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  await migrateDatabase(handle);
  await importDatabase(handle.db, dump);
  return {
    url: target.toString(),
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Where the security suite writes its measured reports: untracked output, never a tracked file. */
export const REPORTS_DIR = "test-results/security";

/** Writes a measured report as formatted JSON under REPORTS_DIR; answers its path. */
export function saveReport(name: string, value: unknown): string {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const file = path.join(REPORTS_DIR, name);
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

/** Prints a figure line the CI log keeps (and the closing note quotes). */
export function figure(label: string, value: string | number): void {
  console.log(`[security] ${label}: ${value}`);
}

/** A free TCP port on loopback, so this run does not collide with another suite running on the machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One HTTP/1.1 request written by node:http, with the control fetch lacks (Host, raw bytes, chunked bodies). */
export type RawRequest = {
  method?: string;
  /**
   * The request target as sent: characters above U+00FF go out as their UTF-8 bytes, U+0080–U+00FF as
   * single (raw, possibly invalid UTF-8) bytes.
   */
  path: string;
  /** The Host header: `localhost:<port>` unless given; null sends none. */
  host?: string | null;
  headers?: Record<string, string>;
  /**
   * A body sent with Content-Length, or `{ chunked: n }`: n bytes sent chunked (no Content-Length) in
   * 64 KB pieces, paced, stopping as soon as the server answers or closes the connection.
   */
  body?: string | Buffer | { chunked: number };
  /** The client's source address (any 127.x.y.z on loopback), so the server sees another client. */
  localAddress?: string;
  timeoutMs?: number;
};

export type RawResponse = {
  /** 0 when the server closed the connection without an answer (then `error` says how). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes the client wrote before the answer's headers arrived or the connection closed. */
  sent: number;
  error?: string;
};

/** Sends one request on its own connection to the server's loopback port; never throws for a network error. */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const path = [...request.path].some((char) => char.charCodeAt(0) > 0xff)
    ? Buffer.from(request.path, "utf8").toString("latin1")
    : request.path;
  const headers: Record<string, string> = { ...request.headers };
  if (request.host !== null) headers.Host = request.host ?? `localhost:${port}`;
  const body = request.body;
  if (typeof body === "string" || Buffer.isBuffer(body))
    headers["Content-Length"] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    let answered = false;
    const chunks: Buffer[] = [];
    const finish = (response: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(response);
    };
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: request.method ?? "GET",
      path,
      headers,
      setHost: false,
      agent: false,
      localAddress: request.localAddress,
      // A redirect may echo an 8 KB path in Location: read answers a browser would read.
      maxHeaderSize: 256 * 1024,
    });
    const timer = setTimeout(() => {
      finish({ status: 0, headers: {}, body: "", sent, error: "timeout" });
      req.destroy();
    }, request.timeoutMs ?? 30_000);
    req.on("response", (res) => {
      answered = true;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () => {
        let bytes = Buffer.concat(chunks);
        if (res.headers["content-encoding"] === "gzip") {
          try {
            bytes = zlib.gunzipSync(bytes);
          } catch {
            // A cut-off body stays as it came.
          }
        }
        finish({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), sent });
      };
      res.on("end", done);
      res.on("error", done);
      res.on("close", done);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered) finish({ status: 0, headers: {}, body: "", sent, error: error.code ?? error.message });
    });
    if (body === undefined || typeof body === "string" || Buffer.isBuffer(body)) {
      if (body !== undefined) sent = Buffer.byteLength(body);
      req.end(body);
      return;
    }
    const piece = Buffer.alloc(64 * 1024, "a");
    void (async () => {
      while (sent < body.chunked && !answered && !settled && !req.destroyed) {
        const room = req.write(piece);
        sent += piece.length;
        if (!room) {
          await new Promise<void>((next) => {
            const go = () => {
              req.off("drain", go).off("close", go);
              next();
            };
            req.on("drain", go).on("close", go);
          });
        }
        // Paced, so the kernel's socket buffers hold little the server has not yet read.
        await new Promise((next) => setTimeout(next, 5));
      }
      if (!settled && !req.destroyed) {
        if (answered) req.destroy();
        else req.end();
      }
    })();
  });
}

/** The resident memory of a process in bytes (VmRSS of /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator), so a run can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Plants back-office data through the public forms (a contact message and a newsletter subscriber, unique
 * to this run) and returns the strings no anonymous response may hold: those and the staff member's
 * e-mail and name.
 */
export async function plantPrivateData(port: number): Promise<string[]> {
  const stamp = `${Date.now()}-${process.pid}`;
  const contactEmail = `leak-contact-${stamp}@example.com`;
  const contactSubject = `Leak probe ${stamp}`;
  const subscriberEmail = `leak-subscriber-${stamp}@example.com`;
  const headers = { Origin: `http://localhost:${port}`, "Content-Type": "application/x-www-form-urlencoded" };
  const contact = await rawRequest(port, {
    method: "POST",
    path: "/contact",
    headers,
    body: new URLSearchParams({
      name: "Leak Probe",
      email: contactEmail,
      subject: contactSubject,
      message: "Please send samples of the gold thread to this address.",
    }).toString(),
  });
  if (contact.status !== 200)
    throw new Error(`Contact form refused: ${contact.status} ${contact.body.slice(0, 300)}`);
  const subscribe = await rawRequest(port, {
    method: "POST",
    path: "/newsletter?enhanced=1",
    headers,
    body: new URLSearchParams({ email: subscriberEmail, returnTo: "/" }).toString(),
  });
  if (subscribe.status !== 200)
    throw new Error(`Subscription refused: ${subscribe.status} ${subscribe.body.slice(0, 300)}`);
  return [ADMIN.email, contactEmail, contactSubject, subscriberEmail, '"Administrator"'];
}

/** The value of a React Router `.data` response (turbo-stream), as the browser's router decodes it. */
export async function decodeData(response: Response): Promise<unknown> {
  if (!response.body) return undefined;
  const decoded = await UNSAFE_decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  return decoded.value;
}
