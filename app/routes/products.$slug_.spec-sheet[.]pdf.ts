import { create as contentDisposition } from "content-disposition";
import { specSheetFor } from "#server/catalog/spec-sheet";
import type { Route } from "./+types/products.$slug_.spec-sheet[.]pdf";

/**
 * GET /products/{slug}/spec-sheet.pdf: the product's spec sheet in the host's language, made once per
 * content (the ETag is its fingerprint: a browser revalidates and gets 304 until the product changes).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const sheet = await specSheetFor(params.slug, context.language, context.origin);
  if (!sheet) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const etag = `"${sheet.etag}"`;
  const headers = {
    "Content-Type": "application/pdf",
    // A translated slug is not ASCII: the name goes as filename* with an ASCII fallback.
    "Content-Disposition": contentDisposition(sheet.fileName, { type: "inline" }),
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(sheet.bytes), { headers });
}
