// Process entry: serves the built app (production) or the Vite dev server (development).
import "./server/load-env";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import compression from "compression";
import express, { type Express } from "express";
import { type Config, parseConfig } from "./server/config";

type ServerBuild = {
  app: Express;
  handleRequest: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  setStaticFileHeaders: (res: ServerResponse) => void;
  startServices: () => Promise<void>;
  stopServices: () => Promise<void>;
};

// A bad value stops the start with one clear line, before the build (whose modules read the configuration) loads.
let settings: Config;
try {
  settings = parseConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const DEVELOPMENT = settings.NODE_ENV === "development";
const { PORT, HOST } = settings;

const server = express();
server.disable("x-powered-by");
server.use(compression());

let build: ServerBuild;
if (DEVELOPMENT) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  server.use(vite.middlewares);
  build = (await vite.ssrLoadModule("./server/app.ts")) as unknown as ServerBuild;
  server.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule("./server/app.ts")) as unknown as ServerBuild;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
  // Built files get the same security headers as pages (the app's middleware never sees them).
  const setHeaders = build.setStaticFileHeaders;
  server.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false, setHeaders }),
  );
  server.use(express.static("build/client", { maxAge: "1h", index: false, setHeaders }));
  server.use(build.app);
}

try {
  await build.startServices();
} catch (error) {
  console.error(`Start-up failed: ${(error as Error).message}`);
  process.exit(1);
}

// The request layer (server/http/request-layer.ts) sees every request first and answers cache hits.
const listener = createServer((req, res) => {
  build.handleRequest(req, res, () => server(req, res));
});
// Node's parser refuses methods it does not know (TRACK, FOO…) before any handler: say 405, as the
// request layer does for the ones it knows, and a plain 400 for anything else malformed.
listener.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return;
  const status =
    error.code === "HPE_INVALID_METHOD"
      ? "405 Method Not Allowed\r\nAllow: GET, HEAD, POST"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
listener.listen(PORT, HOST, () => {
  console.log(`Site ready on http://localhost:${PORT} (and http://zh.localhost:${PORT})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await build.stopServices();
    process.exit(0);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
