import type { RequestHandler, Response } from "express";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { openPreview, PREVIEW_REFUSAL_STATUS, type PreviewRefusal } from "../history/preview";
import { messagesFor } from "../i18n/messages";
import type { RequestContext } from "../request-context";
import { preparedOf } from "./request-layer";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page of its own for a refused preview link: no React, no draft, noindex, in the host's language. */
function sendRefusal(res: Response, refusal: PreviewRefusal, context: RequestContext): void {
  const messages = messagesFor(context.language.code);
  const t = (key: MessageKey) => escapeHtml(messages[key]);
  const status = PREVIEW_REFUSAL_STATUS[refusal];
  const title = t(`preview.${refusal}.title`);
  res
    .status(status)
    .type("html")
    .send(`<!doctype html>
<html lang="${escapeHtml(context.language.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${t("site.name")}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0F1115;color:#FAF8F4;font:16px/1.6 system-ui,sans-serif;text-align:center;padding:0 24px}
main{max-width:36rem}.code{font:3.5rem Georgia,serif;color:#E3C77A;margin:0}h1{font:2rem/1.2 Georgia,serif;margin:1rem 0 .75rem}
a{display:inline-flex;min-height:44px;align-items:center;margin-top:2rem;padding:0 1.5rem;border-radius:6px;background:#B8892B;color:#0F1115;text-decoration:none;font-weight:500}
a:focus-visible{outline:2px solid #E3C77A;outline-offset:3px}
</style>
</head>
<body><main><p class="code">${status}</p><h1>${title}</h1><p>${t(`preview.${refusal}.body`)}</p><a href="/">${t("error.home")}</a></main></body>
</html>`);
}

/**
 * Checks a draft preview link (`?preview=`, decision 019) before the page renders: a valid one hands the
 * draft to the page's loader (`context.preview`); a bad, expired or revoked one, or one whose draft was
 * published or discarded, gets a clear 403 or 410 page and never the draft.
 */
export function previewGate(): RequestHandler {
  return async (req, res, next) => {
    const type = preparedOf(req).preview;
    if (!type) return next();
    try {
      const context = res.locals.requestContext as RequestContext;
      const token = new URL(req.url, "http://site").searchParams.get("preview") ?? "";
      const opened = await openPreview(token, type);
      if (!opened.ok) return sendRefusal(res, opened.refusal, context);
      context.preview = opened.draft;
      next();
    } catch (error) {
      next(error);
    }
  };
}
