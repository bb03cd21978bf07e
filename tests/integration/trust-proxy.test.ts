import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig, parseTrustProxy } from "#server/config";

// Loopback is 127.0.0.0/8 on Linux: the client, the proxies and the app each get their own address.
const CLIENT = "127.0.0.3";
const PROXY_1 = "127.0.0.2";
const PROXY_2 = "127.0.0.4";

type Server = { port: number; close: () => Promise<void> };

async function listen(server: http.Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The site answering with req.ip under a TRUST_PROXY value. */
function siteWith(trustProxy: string): Promise<Server> {
  const app = express();
  app.set("trust proxy", parseConfig({ TRUST_PROXY: trustProxy }).trustProxy);
  app.get("/ip", (req, res) => {
    res.send(req.ip);
  });
  return listen(http.createServer(app));
}

/** A reverse proxy like nginx's `$proxy_add_x_forwarded_for`: appends the address it saw, connects from `from`. */
function proxyTo(port: number, from: string): Promise<Server> {
  return listen(
    http.createServer((req, res) => {
      const seen = req.socket.remoteAddress ?? "";
      const forwarded = req.headers["x-forwarded-for"];
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port,
          path: req.url,
          localAddress: from,
          headers: { ...req.headers, "x-forwarded-for": forwarded ? `${forwarded}, ${seen}` : seen },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    }),
  );
}

function askIp(port: number, forwardedFor?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/ip",
        localAddress: CLIENT,
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(body));
      },
    );
    request.on("error", reject);
  });
}

/** The address the site records for a client behind `hops` proxies (1 or 2) under TRUST_PROXY. */
async function clientAddress(trustProxy: string, forwardedFor?: string, hops = 1): Promise<string> {
  const site = await siteWith(trustProxy);
  const inner = await proxyTo(site.port, PROXY_1);
  const outer = hops === 2 ? await proxyTo(inner.port, PROXY_2) : undefined;
  try {
    return await askIp((outer ?? inner).port, forwardedFor);
  } finally {
    await outer?.close();
    await inner.close();
    await site.close();
  }
}

describe("TRUST_PROXY as Express's trust proxy", () => {
  const forged = "1.2.3.4";

  it("parses false, true, a hop count and an address list; refuses anything else", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.0/8, loopback,uniquelocal, ::1")).toEqual([
      "10.0.0.0/8",
      "loopback",
      "uniquelocal",
      "::1",
    ]);
    expect(parseConfig({}).trustProxy).toBe(false);
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.300", "proxy.example", "1, 2"]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("with TRUST_PROXY=1 the client address is the one the proxy saw, not a forged X-Forwarded-For", async () => {
    expect(await clientAddress("1", forged)).toBe(CLIENT);
    expect(await clientAddress("1")).toBe(CLIENT);
  });

  it("with the proxy's address listed, a forged chain cannot extend the trust", async () => {
    expect(await clientAddress(PROXY_1, `${forged}, ${PROXY_1}`)).toBe(CLIENT);
    expect(await clientAddress(`10.0.0.0/8, ${PROXY_1}/32`, forged)).toBe(CLIENT);
  });

  it("with TRUST_PROXY=2 behind two proxies, the address the outer proxy saw", async () => {
    expect(await clientAddress("2", forged, 2)).toBe(CLIENT);
  });

  it("with TRUST_PROXY=false the address is the proxy's; with true, whatever the client wrote (unsafe)", async () => {
    expect(await clientAddress("false", forged)).toBe(PROXY_1);
    expect(await clientAddress("true", forged)).toBe(forged);
  });
});
