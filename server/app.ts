import type { IncomingMessage, ServerResponse } from "node:http";
import "react-router";
import express from "express";
import { pageCache } from "./cache/page-cache";
import { config } from "./config";
import { databaseHandle } from "./db/client";
import { checkDatabase } from "./db/health";
import { dropEntryFromRouteImports } from "./html/entry-preload";
import { serveCachedPage } from "./http/page-cache-hit";
import { previewGate } from "./http/preview-gate";
import { PRIVATE_CACHE_CONTROL, reactRouterHandler } from "./http/react-router-handler";
import {
  createRouteMatcher,
  type EarlyAnswer,
  isEarlyAnswer,
  preparedOf,
  prepareRequest,
  rememberPrepared,
  requestHost,
} from "./http/request-layer";
import { logRequest } from "./http/request-log";
import { resolveRequestLanguage } from "./i18n/host";
import { isServedLanguage } from "./i18n/languages";
import { messagesFor } from "./i18n/messages";
import { logger } from "./logger";
import { mediaPublicRedirect, mediaStorage } from "./media/storage";
import { type CacheTag, type RequestContext, UNCACHEABLE } from "./request-context";
import { runInRequestScope } from "./request-scope";
import { bodyLimit, routeBodyLimit } from "./security/body-limit";
import { securityHeaders, setStaticFileSecurityHeaders } from "./security/headers";

export { startServices, stopServices } from "./services";

const serverBuild = await import("virtual:react-router/server-build");
dropEntryFromRouteImports(serverBuild.assets);
const matchRoute = createRouteMatcher(serverBuild.routes);

/**
 * Every request enters here, before Express: the request layer refuses what is not the site's
 * (method, host, path), decides once whether the page cache may answer, and serves cache hits; the
 * rest goes on to Express (`next`).
 */
export function handleRequest(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const prepared = prepareRequest(req, {
    trust: app.get("trust proxy fn"),
    site: { baseHost: config().baseHost, port: config().publicPort, language: isServedLanguage },
    matchRoute,
  });
  if (isEarlyAnswer(prepared)) {
    answerEarly(req, res, prepared);
    return;
  }
  rememberPrepared(req, prepared);
  if (!serveCachedPage(req, res, prepared)) next();
}

function answerEarly(req: IncomingMessage, res: ServerResponse, answer: EarlyAnswer): void {
  const messages = messagesFor("en");
  const text = {
    308: "",
    400: messages["http.badRequest"],
    404: messages["http.notFound"],
    405: "Method Not Allowed",
  }[answer.status];
  res.writeHead(answer.status, {
    ...answer.headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": PRIVATE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : text);
  logRequest(req.method ?? "-", "(refused)", answer.status, process.hrtime.bigint());
}

/** Security headers for a built file served before this app (server.ts's express.static). */
export const setStaticFileHeaders = (res: ServerResponse): void =>
  setStaticFileSecurityHeaders(res, requestHost(res.req, app.get("trust proxy fn")).https);

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

/** The Express application: health check, media and the React Router request handler. */
export const app = express();

app.disable("x-powered-by");
app.set("trust proxy", config().trustProxy);

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => logRequest(req.method, req.path, res.statusCode, started));
  next();
});

app.use(securityHeaders({ development: config().NODE_ENV === "development" }));

// Back-office answers and answers to signed-in requests and draft previews are kept by no cache (routes
// may not relax it); a preview is also kept out of search engines.
app.use((req, res, next) => {
  const prepared = preparedOf(req);
  if (prepared.private) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  if (prepared.preview) res.setHeader("X-Robots-Tag", "noindex");
  next();
});

app.use(bodyLimit(routeBodyLimit));

app.get("/healthz", async (_req, res) => {
  const ok = await checkDatabase(databaseHandle());
  res
    .status(ok ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: ok ? "ok" : "unavailable" });
});

app.use("/media", mediaPublicRedirect() ?? mediaStorage().staticHandler());

app.use(async (req, res, next) => {
  try {
    const resolution = await resolveRequestLanguage(req);
    if (resolution.redirectTo !== undefined) {
      res.redirect(302, resolution.redirectTo);
      return;
    }
    res.locals.requestContext = {
      ...resolution.context,
      nonce: res.locals.nonce as string,
      cacheTags: new Set<CacheTag>(resolution.languagesFailed ? [UNCACHEABLE] : []),
    } satisfies RequestContext;
    runInRequestScope({ clientIp: resolution.context.clientIp }, next);
  } catch (error) {
    next(error);
  }
});

app.use(previewGate());

app.use(
  reactRouterHandler({
    build: async () => serverBuild,
    getLoadContext: (_req, res) => res.locals.requestContext as RequestContext,
    cache: pageCache,
  }),
);

/** Last resort: a plain message in the visitor's language, never a stack trace; 4xx errors keep their status. */
app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
  // The visitor went away before the answer was written (a closed tab, a dropped link): not a fault of
  // the server, and no one is left to answer.
  if (req.socket.destroyed && !res.writableFinished) {
    logger.debug({ path: req.path }, "connection closed before the answer was sent");
    return;
  }
  const status = Number((error as { status?: number; statusCode?: number }).status ?? 500);
  const code = status >= 400 && status < 600 ? status : 500;
  if (code >= 500) logger.error({ err: error, path: req.path }, "request failed");
  if (res.headersSent) {
    res.end();
    return;
  }
  const context = res.locals.requestContext as RequestContext | undefined;
  const messages = messagesFor(context?.language.code ?? "en");
  res
    .status(code)
    .type("text/plain")
    .send(
      code === 404
        ? messages["http.notFound"]
        : code < 500
          ? messages["http.badRequest"]
          : messages["http.serverError"],
    );
});
