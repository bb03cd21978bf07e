import { createHash } from "node:crypto";
import { deferredModuleCode } from "~/lib/defer-scripts";

/**
 * A cacheable page is rendered with a placeholder where the CSP nonce goes (NONCE_PLACEHOLDER). For the
 * cache it becomes a page without nonces whose policy allows its own inline scripts by their SHA-256
 * hashes (decision 024): the stored bytes are then served as they are, compressed once, with no work per
 * request. Only scripts that carried the placeholder are hashed: the placeholder is random per process,
 * so markup that reached the page any other way (an injection React failed to escape) is not allowed.
 */
export type HashedPage = { html: string; scriptHashes: string[] };

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The page without its nonces and the hashes of its scripts; undefined if a placeholder is left elsewhere. */
export function hashInlineScripts(body: string, placeholder: string): HashedPage | undefined {
  const attribute = ` nonce="${placeholder}"`;
  const hashes = new Set<string>();
  for (const [, attributes, content] of body.matchAll(SCRIPT)) {
    if (attributes!.includes(attribute) && !/\bsrc=/.test(attributes!)) hashes.add(sha256(content!));
  }
  const html = body.replaceAll(attribute, "");
  // Anywhere else (an attribute of another shape, a script's text) it cannot be matched to a script.
  if (html.includes(placeholder)) return undefined;
  const deferred = deferredModuleCode(html);
  if (deferred !== undefined) hashes.add(sha256(deferred));
  return { html, scriptHashes: [...hashes] };
}
