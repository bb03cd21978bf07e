// Re-encodes the visual check's baselines (tests/e2e/__screenshots__) as palette PNGs after
// `npm run test:visual:update` wrote them: a quarter of the bytes, and a difference from the screenshot
// of the same page far inside the check's tolerance (visual.spec.ts compares with a colour threshold).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve("tests/e2e/__screenshots__");
let before = 0;
let after = 0;
for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
  if (!file.endsWith(".png")) continue;
  const full = path.join(root, file);
  const original = fs.readFileSync(full);
  const palette = await sharp(original)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  before += original.length;
  if (palette.length < original.length) fs.writeFileSync(full, palette);
  after += Math.min(palette.length, original.length);
}
console.log(`Visual baselines: ${before.toLocaleString("en")} → ${after.toLocaleString("en")} bytes`);
