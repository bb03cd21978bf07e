import { createServer, type Server } from "node:http";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createRouteMatcher,
  isEarlyAnswer,
  prepareRequest,
  rememberPrepared,
} from "#server/http/request-layer";
import { bodyLimit, FORM_BODY_LIMIT, routeBodyLimit, UPLOAD_BODY_LIMIT } from "#server/security/body-limit";

/** The manifest's shape for the routes these tests post to (ids as flatRoutes names them). */
const matchRoute = createRouteMatcher({
  root: { id: "root", path: "" },
  "routes/contact": { id: "routes/contact", parentId: "root", path: "contact" },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin" },
  "routes/admin.upload": { id: "routes/admin.upload", parentId: "routes/admin", path: "upload" },
});

let server: Server;
let port = 0;

/** The request layer, then the body limit, then a handler that answers 204 without reading the body. */
beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(routeBodyLimit));
  app.use((_req, res) => res.status(204).end());
  server = createServer((req, res) => {
    const prepared = prepareRequest(req, {
      trust: () => false,
      site: { baseHost: "localhost", port: "" },
      matchRoute,
    });
    if (isEarlyAnswer(prepared)) {
      res.writeHead(prepared.status).end();
      return;
    }
    rememberPrepared(req, prepared);
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts only the head of a request declaring `length` bytes; the status of the answer. */
function declare(path: string, length: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`,
      );
    });
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on("error", reject);
  });
}

describe("the declared body length is checked against the matched route's limit", () => {
  it("gives the upload route its limit however its path is spelled (trailing slash, .data)", async () => {
    const uploadSized = 2 * FORM_BODY_LIMIT;
    for (const path of ["/admin/upload", "/admin/upload/", "/admin/upload.data", "/admin/upload?folder=x"]) {
      expect(await declare(path, uploadSized), path).toBe(204);
    }
    expect(await declare("/admin/upload/", UPLOAD_BODY_LIMIT + 1)).toBe(413);
  });

  it("gives every other route the form limit, whatever its path looks like", async () => {
    for (const path of ["/contact", "/contact/", "/admin", "/admin/uploads", "/admin/upload/x"]) {
      expect(await declare(path, FORM_BODY_LIMIT), path).toBe(204);
      expect(await declare(path, FORM_BODY_LIMIT + 1), path).toBe(413);
    }
  });
});

/** Opens a connection; `answers()` counts the status lines received, `closed` settles when the server hangs up. */
function connection() {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let failure: Error | null = null;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", (error) => {
    failure = error;
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const answers = () => (received.match(/^HTTP\/1\.1 \d{3}/gm) ?? []).length;
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(check()).toBe(true);
  };
  return { socket, answers, closed, until, failure: () => failure };
}

describe("a body left unread by an early answer", () => {
  it("is read to its end when it is of a form's size, so the client still sending gets its answer and can go on", async () => {
    const client = connection();
    const length = 200_000;
    client.socket.write(
      `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`,
    );
    await client.until(() => client.answers() === 1);
    // The rest of the body arrives after the answer, in pieces.
    for (let sent = 0; sent < length; sent += 50_000) {
      client.socket.write("a".repeat(50_000));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    client.socket.write("GET /contact HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await client.until(() => client.answers() === 2);
    expect(client.failure()).toBeNull();
    client.socket.destroy();
  });

  it("is not read when it is larger than a form: the connection is closed after the answer", async () => {
    const client = connection();
    client.socket.write(
      `POST /admin/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${2 * FORM_BODY_LIMIT}\r\n\r\n`,
    );
    await client.until(() => client.answers() === 1);
    await client.closed;
    expect(client.answers()).toBe(1);
  });
});
