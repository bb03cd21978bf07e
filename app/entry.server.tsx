import { PassThrough, Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import appStylesheet from "./app.css?url";
import { deferModuleScripts } from "./lib/defer-scripts";
import { NonceProvider } from "./lib/nonce";
import { isAdminPath } from "./lib/paths";
import { withWebFonts } from "./lib/web-fonts";

/**
 * What first paint needs, preloaded by a response header so the browser asks for it with the document's
 * first bytes: the stylesheet, the one render-blocking file (in the HTML it comes after React's hoisted
 * image and module preloads, and a slow phone link otherwise shares its bandwidth with them). The fonts
 * are not preloaded: a first visit loads them after the largest paint (decision 027, withWebFonts).
 */
const PRELOAD_LINK = `<${appStylesheet}>; rel=preload; as=style`;

export const streamTimeout = 5_000;

/** Renders the whole document before sending it (complete HTML for visitors, crawlers and the page cache). */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.append("Link", PRELOAD_LINK);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce;
  return new Promise((resolve, reject) => {
    let settled = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          settled = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const respond = (readable: Readable) =>
            resolve(
              new Response(createReadableStreamFromReadable(readable), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          // The page is read whole (it is complete already: onAllReady) to add the web faces' script to
          // its head. The back office is a client-rendered app: its scripts start at once; a public page
          // starts its scripts after the first paint.
          const admin = isAdminPath(new URL(request.url).pathname);
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            const html = Buffer.concat(chunks).toString("utf8");
            respond(Readable.from([withWebFonts(admin ? html : deferModuleScripts(html), nonce)]));
          });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (settled) console.error(error);
        },
      },
    );
  });
}
