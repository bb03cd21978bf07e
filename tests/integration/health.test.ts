import net from "node:net";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { checkDatabase } from "#server/db/health";

// GET /healthz answers 200 when checkDatabase is true and 503 otherwise (server/app.ts).
describe("the health check behind /healthz", () => {
  it("is healthy while the embedded database answers a query, unhealthy once it is closed", async () => {
    const handle = await openDatabase({});
    expect(await checkDatabase(handle)).toBe(true);
    await handle.close();
    expect(await checkDatabase(handle)).toBe(false);
  });

  it("is unhealthy when PostgreSQL refuses the connection", async () => {
    const handle = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none" });
    try {
      expect(await checkDatabase(handle)).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it("is unhealthy within its time limit when the database accepts the connection but never answers", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const handle = await openDatabase({ url: `postgres://nobody@127.0.0.1:${port}/none` });
    try {
      const started = performance.now();
      expect(await checkDatabase(handle, 300)).toBe(false);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await handle.close();
    }
  });
});
