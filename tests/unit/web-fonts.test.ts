import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { webFontsScript, withWebFonts } from "~/lib/web-fonts";

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css"/></head><body><p>&lt;/head&gt;</p><script>"</head>"</script></body></html>`;

describe("withWebFonts", () => {
  it("adds the faces' script and, for a browser without JavaScript, their stylesheet at the end of the head", () => {
    const html = withWebFonts(PAGE, "N0==");
    const [head, body] = html.split("</head>") as [string, string];
    const script =
      /<script nonce="N0==">([^<]*)<\/script><noscript><link rel="stylesheet" href="([^"]*)"\/><\/noscript>$/.exec(
        head,
      );
    expect(script, "script then noscript, last in the head").not.toBeNull();
    expect(script![1]).toBe(webFontsScript(script![2]!));
    // Only the head's end: the same text later in the page is left alone.
    expect(html.split("</head>")).toHaveLength(3);
    expect(body).toBe(PAGE.split("</head>")[1]);
    expect(() => new vm.Script(script![1]!)).not.toThrow();
  });

  it("writes the nonce only as an attribute value, and no attribute without one", () => {
    expect(withWebFonts(PAGE, `x" onload="alert(1)`)).toContain('<script nonce="xonload=alert1">');
    expect(withWebFonts(PAGE, undefined)).toContain("<script>{const href=");
    expect(withWebFonts(PAGE, "")).toContain("<script>{const href=");
  });

  it("names the stylesheet as a JSON string in its script", () => {
    expect(webFontsScript('/a"b.css')).toContain('const href="/a\\"b.css"');
  });
});
