import { PassThrough, Readable } from "node:stream";
import headingFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import appStylesheet from "./app.css?url";
import bodyFont from "./fonts/inter-latin.woff2?url";
import { deferModuleScripts } from "./lib/defer-scripts";
import { NonceProvider } from "./lib/nonce";
import { isAdminPath } from "./lib/paths";

/**
 * What first paint needs, preloaded by a response header so the browser asks for it with the document's
 * first bytes: the stylesheet (the one render-blocking file; in the HTML it comes after React's hoisted
 * image and module preloads, and a slow phone link otherwise shares its bandwidth with them) and both
 * fonts (otherwise found only after the stylesheet is parsed and laid out: the body face then came after
 * the images and its swap moved the text). No byte of any is JavaScript.
 */
const PRELOAD_LINK = [
  `<${appStylesheet}>; rel=preload; as=style`,
  `<${headingFont}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
  `<${bodyFont}>; rel=preload; as=font; type="font/woff2"; crossorigin`,
].join(", ");

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
          // The back office is a client-rendered app: its scripts start at once. A public page is read
          // whole (it is complete already: onAllReady) and starts its scripts after the first paint.
          if (isAdminPath(new URL(request.url).pathname)) {
            respond(body);
            return;
          }
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () =>
            respond(Readable.from([deferModuleScripts(Buffer.concat(chunks).toString("utf8"))])),
          );
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
