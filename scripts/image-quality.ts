// npx tsx scripts/image-quality.ts [--avif] FILE...
// Chooses the WebP quality of the image variants (decision 004): for each image and width, the size and
// SSIM (luma, 8x8 windows; 1 = identical) of WebP at several qualities against the same resize kept
// lossless, and the encode time of a full variant set. --avif adds AVIF at a few qualities and efforts.
import { parseArgs } from "node:util";
import sharp, { type Sharp } from "sharp";
import { IMAGE_WIDTHS } from "~/lib/images";

const { values: args, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { avif: { type: "boolean" }, widths: { type: "string" } },
});
const WIDTHS = (args.widths ?? "480,960").split(",").map(Number);
const QUALITIES = [60, 65, 70, 72, 75, 78, 82];

type Luma = { data: Uint8Array; width: number; height: number };

async function luma(input: Buffer | Sharp): Promise<Luma> {
  const image = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean SSIM over 8x8 windows (stride 2), from integral images of x, y, x², y² and xy. */
export function ssim(a: Luma, b: Luma): number {
  const { width, height } = a;
  const w1 = width + 1;
  const sums = [0, 1, 2, 3, 4].map(() => new Float64Array(w1 * (height + 1)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = a.data[y * width + x]!;
      const q = b.data[y * width + x]!;
      const values = [p, q, p * p, q * q, p * q];
      const at = (y + 1) * w1 + x + 1;
      for (let k = 0; k < 5; k++) {
        const s = sums[k]!;
        s[at] = values[k]! + s[at - 1]! + s[at - w1]! - s[at - w1 - 1]!;
      }
    }
  }
  const box = (s: Float64Array, x: number, y: number, n: number) =>
    s[(y + n) * w1 + x + n]! - s[y * w1 + x + n]! - s[(y + n) * w1 + x]! + s[y * w1 + x]!;
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  const N = 8;
  let total = 0;
  let count = 0;
  for (let y = 0; y + N <= height; y += 2) {
    for (let x = 0; x + N <= width; x += 2) {
      const [sx, sy, sxx, syy, sxy] = sums.map((s) => box(s, x, y, N) / (N * N)) as number[];
      const vx = sxx! - sx! * sx!;
      const vy = syy! - sy! * sy!;
      const cov = sxy! - sx! * sy!;
      total += ((2 * sx! * sy! + C1) * (2 * cov + C2)) / ((sx! ** 2 + sy! ** 2 + C1) * (vx + vy + C2));
      count++;
    }
  }
  return total / count;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

for (const file of files) {
  const source = sharp(file, { animated: false }).rotate();
  const { width: originalWidth } = await source.metadata();
  console.log(`\n# ${file} (${originalWidth} px wide)`);
  for (const width of WIDTHS.filter((w) => w <= originalWidth)) {
    const resized = source.clone().resize({ width });
    const reference = await luma(resized.clone());
    const row: string[] = [];
    for (const quality of QUALITIES) {
      const webp = await resized.clone().webp({ quality, effort: 4 }).toBuffer();
      row.push(
        `q${quality} ${(webp.length / 1024).toFixed(1)} KB ssim ${ssim(reference, await luma(webp)).toFixed(4)}`,
      );
    }
    console.log(`  webp w${width}: ${row.join(" | ")}`);
    if (args.avif) {
      const avifRow: string[] = [];
      for (const [quality, effort] of [
        [50, 2],
        [55, 4],
        [60, 4],
      ] as const) {
        const [avif, ms] = await timed(() => resized.clone().avif({ quality, effort }).toBuffer());
        avifRow.push(
          `q${quality}e${effort} ${(avif.length / 1024).toFixed(1)} KB ssim ${ssim(reference, await luma(avif)).toFixed(4)} ${Math.round(ms)} ms`,
        );
      }
      console.log(`  avif w${width}: ${avifRow.join(" | ")}`);
    }
  }
  // A whole variant set, as an upload makes it.
  for (const effort of [2, 4]) {
    const [, ms] = await timed(async () => {
      for (const width of IMAGE_WIDTHS.filter((w) => w <= originalWidth))
        await source.clone().resize({ width }).webp({ quality: 75, effort }).toBuffer();
    });
    console.log(`  webp set (${IMAGE_WIDTHS.join(", ")}) effort ${effort}: ${Math.round(ms)} ms`);
  }
  if (args.avif) {
    const [, ms] = await timed(async () => {
      for (const width of IMAGE_WIDTHS.filter((w) => w <= originalWidth))
        await source.clone().resize({ width }).avif({ quality: 55, effort: 4 }).toBuffer();
    });
    console.log(`  avif set effort 4: ${Math.round(ms)} ms`);
  }
}
