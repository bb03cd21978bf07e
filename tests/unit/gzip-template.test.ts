import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compileGzipTemplate, fillGzipTemplate, fillTextTemplate } from "#server/cache/gzip-template";

const MARKER = "__NONCE__";
const page = `<!doctype html><script nonce="${MARKER}">a()</script>${"<p>thread ".repeat(2000)}<script nonce="${MARKER}">b()</script>é`;

describe("gzip template with holes for a per-request nonce", () => {
  it("decompresses to the page with the value in every hole", () => {
    const template = compileGzipTemplate(page, MARKER);
    const body = fillGzipTemplate(template, "abc123XYZ+/=");
    expect(zlib.gunzipSync(body).toString("utf8")).toBe(page.replaceAll(MARKER, "abc123XYZ+/="));
  });

  it("gives different bytes for different values and still checks out (CRC and size)", () => {
    const template = compileGzipTemplate(page, MARKER);
    const a = fillGzipTemplate(template, "first-nonce");
    const b = fillGzipTemplate(template, "other-nonce");
    expect(a.equals(b)).toBe(false);
    expect(zlib.gunzipSync(b).toString("utf8")).toContain('nonce="other-nonce"');
  });

  it("compresses well (far smaller than the page)", () => {
    const body = fillGzipTemplate(compileGzipTemplate(page, MARKER), "n");
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("works for a page without holes and fills the plain text the same way", () => {
    const template = compileGzipTemplate("<p>no scripts</p>", MARKER);
    expect(zlib.gunzipSync(fillGzipTemplate(template, "x")).toString()).toBe("<p>no scripts</p>");
    expect(fillTextTemplate(compileGzipTemplate(page, MARKER), "v").toString()).toBe(
      page.replaceAll(MARKER, "v"),
    );
  });

  it("keeps the CRC right with holes at both ends, side by side, and values of any length", () => {
    const text = `${MARKER}${MARKER}<p>é ${"金".repeat(3000)}</p>${MARKER}`;
    const template = compileGzipTemplate(text, MARKER);
    for (const value of ["", "a", "nonce+/=".repeat(3), "x".repeat(300)]) {
      const body = fillGzipTemplate(template, value);
      expect(zlib.gunzipSync(body).toString("utf8")).toBe(text.replaceAll(MARKER, value));
    }
  });
});
