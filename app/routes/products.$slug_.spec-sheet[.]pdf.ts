import { create as contentDisposition } from "content-disposition";
import { specSheetFor } from "#server/catalog/spec-sheet";
import type { Route } from "./+types/products.$slug_.spec-sheet[.]pdf";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * GET /products/{slug}/spec-sheet.pdf: the product's spec sheet in the host's language, made once per
 * content (the ETag is its fingerprint: a browser revalidates and gets 304 until the product changes).
 * A client that asks for too many new sheets gets 429, and 503 when the sheet worker is full or a sheet
 * ran past its time; both say when to try again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const answer = await specSheetFor(params.slug, context.language, {
    clientIp: context.clientIp,
    ifNoneMatch: request.headers.get("if-none-match"),
  });
  if (answer.status === "missing") throw new Response("Not Found", { status: 404, headers: TEXT });
  if (answer.status !== "ready" && answer.status !== "notModified") {
    const limited = answer.status === "limited";
    throw new Response(limited ? "Too Many Requests" : "Service Unavailable", {
      status: limited ? 429 : 503,
      headers: { ...TEXT, "Retry-After": String(answer.retryAfterSeconds) },
    });
  }
  const { etag, fileName } = answer.status === "ready" ? answer.sheet : answer;
  const headers = {
    "Content-Type": "application/pdf",
    // A translated slug is not ASCII: the name goes as filename* with an ASCII fallback.
    "Content-Disposition": contentDisposition(fileName, { type: "inline" }),
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: `"${etag}"`,
  };
  if (answer.status === "notModified") return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(answer.sheet.bytes), { headers });
}
