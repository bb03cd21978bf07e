import type { IncomingHttpHeaders } from "node:http";
import fresh from "fresh";
import parseRange from "range-parser";

/** What the validators of a stored file are. */
export type Validators = { size: number; etag?: string; lastModified?: string };

/** How to answer a GET or HEAD of a stored file, given the request's conditional and Range headers. */
export type ConditionalAnswer =
  | { status: 200; start: 0; end: number }
  | { status: 206; start: number; end: number; contentRange: string }
  | { status: 304 }
  | { status: 412 }
  | { status: 416; contentRange: string };

const BYTES_RANGE = /^ *bytes=/;

function parseHttpDate(value: string | undefined): number {
  const time = value ? Date.parse(value) : Number.NaN;
  return typeof time === "number" ? time : Number.NaN;
}

function tokens(list: string): string[] {
  return list
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
}

/** If-Match / If-Unmodified-Since fail (412), as `send` (express.static) decides. */
function preconditionFails(headers: IncomingHttpHeaders, file: Validators): boolean {
  const match = headers["if-match"];
  if (match) {
    const etag = file.etag;
    return (
      !etag ||
      (match !== "*" &&
        tokens(match).every((token) => token !== etag && token !== `W/${etag}` && `W/${token}` !== etag))
    );
  }
  const unmodifiedSince = parseHttpDate(headers["if-unmodified-since"]);
  if (!Number.isNaN(unmodifiedSince)) {
    const lastModified = parseHttpDate(file.lastModified);
    return Number.isNaN(lastModified) || lastModified > unmodifiedSince;
  }
  return false;
}

/** If-Range holds: the range applies to the file as it is. */
function rangeFresh(headers: IncomingHttpHeaders, file: Validators): boolean {
  const ifRange = headers["if-range"];
  if (!ifRange || Array.isArray(ifRange)) return true;
  if (ifRange.includes('"')) return Boolean(file.etag && ifRange.includes(file.etag));
  return parseHttpDate(file.lastModified) <= parseHttpDate(ifRange);
}

/**
 * The answer `send` (behind express.static, which serves the local folder) gives, so a bucket's files
 * are served exactly as local ones: 412 on a failed precondition, 304 when the client's copy is fresh,
 * 416 for an unsatisfiable range, 206 for one satisfiable range, else the whole file (several or
 * malformed ranges included).
 */
export function conditionalAnswer(headers: IncomingHttpHeaders, file: Validators): ConditionalAnswer {
  const conditional =
    headers["if-match"] ||
    headers["if-unmodified-since"] ||
    headers["if-none-match"] ||
    headers["if-modified-since"];
  if (conditional) {
    if (preconditionFails(headers, file)) return { status: 412 };
    if (fresh(headers, { etag: file.etag, "last-modified": file.lastModified })) return { status: 304 };
  }
  const whole = { status: 200 as const, start: 0 as const, end: Math.max(file.size - 1, 0) };
  const range = headers.range;
  if (!range || !BYTES_RANGE.test(range)) return whole;
  const ranges = rangeFresh(headers, file) ? parseRange(file.size, range, { combine: true }) : -2;
  if (ranges === -1) return { status: 416, contentRange: `bytes */${file.size}` };
  if (ranges === -2 || ranges.length !== 1) return whole;
  const { start, end } = ranges[0] as { start: number; end: number };
  return { status: 206, start, end, contentRange: `bytes ${start}-${end}/${file.size}` };
}
