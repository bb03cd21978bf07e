import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Unset: http://localhost:{PORT}. Only this host, www. and its language subdomains are served. */
  PUBLIC_ORIGIN: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default("Lumina Threads Website <no-reply@localhost>"),
  /** Express's `trust proxy`: false, a hop count, or addresses/CIDRs/loopback/uniquelocal (see parseTrustProxy). */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.string().default("false").refine(isTrustProxy, {
      message:
        "must be false, true, a hop count, or a comma-separated list of addresses, CIDRs, loopback, linklocal, uniquelocal",
    }),
  ),
  /** A stored file no row references is stale only once it is older than this (hours; 0 in e2e). */
  STALE_FILE_GRACE_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(8760).default(24)),
  /** How often the scheduler applies due publish and unpublish times (seconds; at most 60, tests use 2). */
  SCHEDULER_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.5).max(60).default(30)),
  /** Multiplies the contact and newsletter per-client limits (server/security/limits.ts); 50 in e2e. */
  FORM_RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().min(0.01).max(10000).default(1)),
  /** Bounds of the rendered-page cache: its size, and the longest a page is kept without invalidation. */
  PAGE_CACHE_MAX_MB: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(4096).default(64)),
  PAGE_CACHE_MAX_AGE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(86400).default(300),
  ),
  /** How long revisions are kept before housekeeping purges them (days; one year by default). */
  REVISION_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(36500).default(365),
  ),
  /** How long a draft's preview link works (seconds; one hour by default, a few seconds in the expiry e2e test). */
  PREVIEW_LINK_TTL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(86400).default(3600),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long one process may hold a claimed outbox message before another may take it over (renewed while sending). */
  MAIL_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(300)),
  /** Where uploaded files live: the local folder DATA_DIR/media, or an S3-compatible bucket (decision 016). */
  MEDIA_STORAGE: z.preprocess(emptyToUndefined, z.enum(["local", "s3"]).default("local")),
  /** Base URL public pages link stored files to (a CDN or the bucket's public address); unset: /media/ on this site. */
  MEDIA_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as us-east-1")
      .default("us-east-1"),
  ),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)",
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
});

/** The S3 settings once MEDIA_STORAGE=s3 passed its checks. */
export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

export type Config = Omit<z.infer<typeof configSchema>, "PUBLIC_ORIGIN"> & {
  PUBLIC_ORIGIN: string;
  dataDir: string;
  /** Host name of the English site without port, e.g. localhost or example.com. */
  baseHost: string;
  /** Port of PUBLIC_ORIGIN, "" for the scheme's default: the port every accepted Host must carry. */
  publicPort: string;
  /** Express's `trust proxy` value: req.ip is the address the site's own proxy saw. */
  trustProxy: TrustProxy;
  /** Set when MEDIA_STORAGE=s3. */
  s3?: S3Settings;
};

export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, an address/prefix, or one of Express's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d+)$/.test(value)) return true;
  return value.split(",").every((entry) => isProxyAddress(entry.trim()));
}

/**
 * TRUST_PROXY as Express's `trust proxy`: "false"; a hop count ("1": the address the nearest proxy
 * saw); a list of the proxies' addresses. "true" trusts every X-Forwarded-For entry, which the client
 * writes: safe only behind a proxy that overwrites the header.
 */
export function parseTrustProxy(value: string): TrustProxy {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

/** Parses the environment; throws an Error with one line per bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join("; ")}`);
  }
  const value = result.data;
  const s3 = value.MEDIA_STORAGE === "s3" ? s3Settings(value) : undefined;
  const origin = new URL(value.PUBLIC_ORIGIN ?? `http://localhost:${value.PORT}`);
  return {
    ...value,
    PUBLIC_ORIGIN: origin.origin,
    dataDir: path.resolve(value.DATA_DIR),
    baseHost: origin.hostname.replace(/^www\./, ""),
    publicPort: origin.port,
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    s3,
    MEDIA_PUBLIC_URL: value.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

/** The bucket settings of MEDIA_STORAGE=s3; throws the start-up message for what is missing. */
function s3Settings(value: z.infer<typeof configSchema>): S3Settings {
  const problems: string[] = [];
  if (!value.S3_BUCKET) problems.push("S3_BUCKET: required when MEDIA_STORAGE=s3");
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY))
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials",
    );
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  return {
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION,
    bucket: value.S3_BUCKET as string,
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: value.S3_FORCE_PATH_STYLE === "true",
  };
}

let cached: Config | undefined;

/** The process configuration, parsed once. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
