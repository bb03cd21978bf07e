import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const PG_BIN = "/usr/lib/postgresql/15/bin";

/** A throwaway PostgreSQL 15 cluster of this test run, which it may restart and stops at the end. */
export type TestPostgres = {
  url: string;
  /** `pg_ctl restart -m fast`, waiting until the server accepts connections again. */
  restart: () => void;
  stop: () => void;
};

/**
 * Runs a PostgreSQL program as the postgres user (PostgreSQL refuses to run as root). Its output goes
 * nowhere: a server that pg_ctl starts would inherit a pipe and hold it open for ever.
 */
function asPostgres(program: string, args: string[]): void {
  const command = path.join(PG_BIN, program);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
    stdio: "ignore",
  });
}

/** initdb in a temporary folder and start on `port`, listening on loopback only. */
export function startPostgres(port: number): TestPostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const log = path.join(dir, "log");
  asPostgres("pg_ctl", ["-D", data, "-o", options, "-w", "-l", log, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "-l", log, "restart"]),
    stop: () => {
      try {
        asPostgres("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
