import { logger } from "../logger";

/** The one log line of a request: method, path (no query), status and duration. */
export function logRequest(method: string, path: string, status: number, startedAt: bigint): void {
  const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
  logger.info({ method, path, status, durationMs: Math.round(durationMs * 10) / 10 }, "request");
}
