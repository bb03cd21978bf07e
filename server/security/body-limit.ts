import type { RequestHandler } from "express";

/** Largest form post a public or admin page sends (rich text included). */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** Largest upload: videos (100 MB) plus multipart overhead. */
export const UPLOAD_BODY_LIMIT = 105 * 1024 * 1024;

/**
 * Refuses an oversized body with 413 before reading it, from Content-Length; bodies sent without one
 * are cut off by the route that reads them.
 */
export function bodyLimit(limitFor: (path: string) => number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (Number.isFinite(declared) && declared > limitFor(req.path)) {
      res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send("Payload Too Large");
      req.resume();
      return;
    }
    next();
  };
}

/** The limit for a path: uploads get the upload limit, everything else the form limit. */
export function defaultBodyLimit(path: string): number {
  return path === "/admin/upload" ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}
