import net from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { listenForInvalidations, pageCache } from "#server/cache/page-cache";
import { openDatabase } from "#server/db/client";
import { checkDatabase } from "#server/db/health";
import { setupTestDatabase } from "../support/database";
import { cachePage } from "../support/page-cache";

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === "postgres" && Boolean(url);

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const make = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("error", () => undefined);
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// PostgreSQL only: the embedded database has no connection to lose.
describe.skipIf(!onPostgres)("surviving the database going away", () => {
  const database = setupTestDatabase({ reset: false });
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    pageCache()?.invalidate(["*"]);
  });

  it("keeps running when the listener's backend is terminated, listens again, clears the page cache and receives later notices", async () => {
    const stop = await listenForInvalidations(database.handle);
    stops.push(stop);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    stops.push(() => admin.end());
    const listenerPid = async () => {
      const result = await database.handle.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %' and state = 'idle'`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const [before] = await listenerPid();
    expect(before).toBeTypeOf("number");
    cachePage("/products", ["products"]);
    expect(pageCache()!.size).toBe(1);

    await admin.query("select pg_terminate_backend($1)", [before]);
    const reconnectMs = await waitFor(() => pageCache()!.size === 0);
    const after = await listenerPid();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    console.log(
      `listener reconnected and cleared the page cache ${Math.round(reconnectMs)} ms after termination`,
    );

    cachePage("/products/a", ["product:1"]);
    cachePage("/news", ["news"]);
    const notice = JSON.stringify({ from: "another-process", tags: ["product:1"] });
    await database.handle.db.execute(sql`select pg_notify('page_cache', ${notice})`);
    await waitFor(() => pageCache()!.get("/products/a") === undefined);
  });

  it("answers unhealthy while the database is unreachable and healthy once it is back; the listener returns", async () => {
    const relay = await relayTo(new URL(url as string));
    const through = new URL(url as string);
    through.host = `127.0.0.1:${relay.port}`;
    const handle = await openDatabase({ url: through.toString(), poolSize: 2 });
    stops.push(async () => {
      await handle.close();
      await relay.close();
    });
    const received: string[] = [];
    stops.push(await handle.listen("reconnect_test", (payload) => received.push(payload)));
    expect(await checkDatabase(handle)).toBe(true);

    await relay.cut();
    expect(await checkDatabase(handle, 1000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await checkDatabase(handle, 1000)).toBe(false);

    const restored = performance.now();
    await relay.restore();
    await waitFor(() => checkDatabase(handle, 1000));
    const direct = new pg.Client({ connectionString: url });
    await direct.connect();
    try {
      const receivedAfterMs = await waitFor(async () => {
        await direct.query("select pg_notify('reconnect_test', 'after the outage')");
        return received.includes("after the outage");
      });
      console.log(
        `healthy again and listening ${Math.round(performance.now() - restored)} ms after the database came back (notice ${Math.round(receivedAfterMs)} ms)`,
      );
    } finally {
      await direct.end();
    }
  }, 60_000);
});
