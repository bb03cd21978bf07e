import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { IMPORT_MAX_BYTES } from "~/lib/schemas/translations";
import { preparedOf } from "../http/request-layer";

/** Largest form post a public or admin page sends (rich text included). */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** Largest upload: videos (100 MB) plus multipart overhead. */
export const UPLOAD_BODY_LIMIT = 105 * 1024 * 1024;
/** How long a client that is still sending a refused body gets to read the answer before we hang up. */
const LINGER_MS = 2000;

/**
 * Stops reading a request whose body nobody will read (refused, or over its limit): the answer goes out
 * with `Connection: close`, the socket is half-closed once it has, and dropped shortly after. Node would
 * otherwise read and discard the rest of the body, however large, to keep the connection alive.
 */
export function stopReading(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  req.pause();
  const hangUp = () => {
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  };
  if (res.writableFinished) hangUp();
  else res.once("finish", hangUp);
}

/**
 * Whether a body its handler left unread is read to its end after the answer (a declared length of a
 * form's size) rather than the connection closed: the client, maybe still sending, then gets the answer
 * instead of a broken pipe, and the connection stays usable.
 */
export function drainsUnreadBody(req: IncomingMessage): boolean {
  const declared = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(declared) && declared > 0 && declared <= FORM_BODY_LIMIT;
}

/** The spec's upload error for a file over the limit (back office, upload errors): what a file post gets. */
const FILE_TOO_LARGE = "File too large: The file you are trying to upload exceeds the maximum allowed size.";

/**
 * Answers 413 (unless an answer has begun) and stops reading the body: the spec's words for a route that
 * takes a file (an upload, an import), plain words for a form.
 */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) {
    res.writeHead(413, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "close",
    });
    res.end(takesFile(preparedOf(req).routeId) ? FILE_TOO_LARGE : "Payload Too Large");
  }
  stopReading(req, res);
}

/**
 * Refuses a body whose declared Content-Length is over its route's limit before reading any of it;
 * bodies without one are counted as they stream (react-router-handler.ts), against the same limit. Any
 * answer that leaves a body unread closes the connection instead of draining it.
 */
export function bodyLimit(limitFor: (routeId: string | undefined) => number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    // An answer given before the body was read (a refused link, a failed origin check).
    res.once("finish", () => {
      if (req.complete) return;
      if (drainsUnreadBody(req)) req.resume();
      else stopReading(req, res);
    });
    if (Number.isFinite(declared) && declared > limitFor(preparedOf(req).routeId)) {
      refuseOversizedBody(req, res);
      return;
    }
    next();
  };
}

/** Largest translation file an import posts (IMPORT_MAX_BYTES) plus the multipart parts around it. */
export const TRANSLATION_IMPORT_BODY_LIMIT = IMPORT_MAX_BYTES + 64 * 1024;

/** Routes that take more than a form: uploads, and the translation import. */
const ROUTE_BODY_LIMITS: Record<string, number> = {
  "routes/admin.upload": UPLOAD_BODY_LIMIT,
  "routes/admin.translations_.overview": TRANSLATION_IMPORT_BODY_LIMIT,
};

/** Whether a route's posts carry a file (its own limit above). */
const takesFile = (routeId: string | undefined) =>
  routeId !== undefined && Object.hasOwn(ROUTE_BODY_LIMITS, routeId);

/**
 * The limit for the route the request layer matched (decided once, never from the path's spelling):
 * the route's own limit (uploads, the translation import), else the form limit.
 */
export function routeBodyLimit(routeId: string | undefined): number {
  return (
    (routeId !== undefined && Object.hasOwn(ROUTE_BODY_LIMITS, routeId) && ROUTE_BODY_LIMITS[routeId]) ||
    FORM_BODY_LIMIT
  );
}
