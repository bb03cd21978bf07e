// The committed demo files (server/seed/assets/) against what the seed stores and what `npm run demo:render`
// renders: every picture content names is committed, nothing committed is unused, and the seed renders nothing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ASSETS_DIR, DEMO_VIDEOS, demoFilesInUse, itemCodePicture } from "#server/seed/assets";
import { CAROUSEL, GALLERY_ITEMS, NEWS_ITEMS, PRODUCTS } from "#server/seed/content";
import { SHOTS } from "../../scripts/demo-render/shots";

const inUse = demoFilesInUse({
  products: PRODUCTS,
  items: [...GALLERY_ITEMS, ...NEWS_ITEMS],
  carousel: CAROUSEL,
});

function committedFiles(dir = DEMO_ASSETS_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? committedFiles(full)
      : [path.relative(DEMO_ASSETS_DIR, full).split(path.sep).join("/")];
  });
}

describe("the committed demo files", () => {
  const committed = committedFiles();

  it("include every picture, swatch, video and poster the seed stores, and nothing else", () => {
    expect([...inUse].filter((file) => !committed.includes(file))).toEqual([]);
    expect(committed.filter((file) => !inUse.has(file))).toEqual([]);
  });

  it("are each a distinct picture: no two products, projects or news items share one", () => {
    const pictures = committed.filter((file) => file.endsWith(".jpg"));
    const contents = new Set(
      pictures.map((file) => fs.readFileSync(path.join(DEMO_ASSETS_DIR, file)).toString("base64")),
    );
    expect(contents.size).toBe(pictures.length);
    const primaries = [...GALLERY_ITEMS, ...NEWS_ITEMS].map((item) => item.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it("give every item code a swatch of its own", () => {
    for (const product of PRODUCTS) {
      for (const code of product.itemCodes) expect(committed).toContain(itemCodePicture(code.itemCode));
    }
  });

  it("are what the render script makes: one scene for every committed picture", () => {
    const rendered = new Set([
      ...Object.keys(SHOTS),
      ...PRODUCTS.flatMap((p) => p.itemCodes.map((c) => itemCodePicture(c.itemCode))),
      ...Object.values(DEMO_VIDEOS).flatMap((v) => [v.file, v.poster]),
    ]);
    expect(committed.filter((file) => !rendered.has(file))).toEqual([]);
    expect([...rendered].filter((file) => !committed.includes(file))).toEqual([]);
  });

  it("are optimised JPEGs no wider than the site shows (1920 px for slides, 1280 px otherwise), 15 MB at most in all", () => {
    let total = 0;
    for (const file of committed) {
      const bytes = fs.readFileSync(path.join(DEMO_ASSETS_DIR, file));
      total += bytes.length;
      if (!file.endsWith(".jpg")) continue;
      expect(bytes.subarray(0, 3).toString("hex"), file).toBe("ffd8ff");
      // The frame header (SOF0/SOF2) holds height and width.
      const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
      const width = bytes.readUInt16BE(sof + 7);
      expect(width, file).toBeLessThanOrEqual(file.startsWith("carousel/") ? 1920 : 1280);
      expect(bytes.length, file).toBeLessThan(600_000);
    }
    expect(total).toBeLessThan(15 * 1024 * 1024);
  });
});

describe("the seed's code", () => {
  it("renders no artwork: no seed module imports a renderer, a browser or the render script", () => {
    const folder = path.resolve("server/seed");
    const sources = fs.readdirSync(folder).filter((file) => file.endsWith(".ts"));
    expect(sources).toContain("seed.ts");
    for (const file of sources) {
      const source = fs.readFileSync(path.join(folder, file), "utf8");
      const imports = [...source.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
      for (const specifier of imports) {
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(
          /^(three|@playwright|playwright|canvas)|scripts\//,
        );
      }
      expect(source, file).not.toMatch(/<svg|createCanvas|renderShot/);
    }
  });
});
