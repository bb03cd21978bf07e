import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSrcSet, siteImageSrcSet, variantUrl } from "~/lib/images";

const SITE_IMAGES = path.resolve("public/images");
const originals = fs
  .readdirSync(SITE_IMAGES)
  .filter((name) => /^[a-z-]+\.webp$/.test(name) && !/-w\d+\./.test(name));

describe("site images (public/images)", () => {
  it("has a WebP variant at every width below each picture's own, at that width (scripts/generate-site-images.ts)", async () => {
    expect(originals.length).toBeGreaterThan(0);
    for (const name of originals) {
      const { width } = await sharp(path.join(SITE_IMAGES, name)).metadata();
      const srcset = siteImageSrcSet(`/images/${name}`, width) ?? "";
      for (const candidate of srcset.split(", ")) {
        const [url, descriptor] = candidate.split(" ");
        const file = path.join("public", url ?? "");
        expect(fs.existsSync(file), file).toBe(true);
        expect((await sharp(file).metadata()).width, file).toBe(Number(descriptor?.replace("w", "")));
      }
      expect(srcset.split(", ")).toHaveLength(IMAGE_WIDTHS.filter((w) => w < width).length + 1);
    }
  });
});

describe("image URLs", () => {
  it("names a stored image's variants by width, whatever its extension, and nothing for other URLs", () => {
    expect(variantUrl("/media/products/123.jpg", 480)).toBe("/media/products/123-w480.webp");
    expect(imageSrcSet("/media/news/9.PNG")).toBe(
      IMAGE_WIDTHS.map((w) => `/media/news/9-w${w}.webp ${w}w`).join(", "),
    );
    expect(imageSrcSet("https://example.com/a.jpg")).toBeUndefined();
    expect(imageSrcSet("/images/about-yarn.webp")).toBeUndefined();
  });

  it("keeps neighbouring variant widths at most 1.5 times apart", () => {
    for (let i = 1; i < IMAGE_WIDTHS.length; i++)
      expect(IMAGE_WIDTHS[i]! / IMAGE_WIDTHS[i - 1]!).toBeLessThanOrEqual(1.5);
  });
});
