// Renders the static artwork of the public site (default hero, social card, About illustrations) once with sharp.
// Run: npx tsx scripts/generate-site-images.ts (writes into public/images and public/og-default.jpg).
// Each picture is {name}.webp at its own width with WebP variants {name}-w{width}.webp at the variant
// widths below it, as stored images get them (decision 004); pages list them with siteImageSrcSet(url, width).
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { IMAGE_WIDTHS, WEBP_QUALITY } from "~/lib/images";

const OUT = path.resolve("public/images");

/** Deterministic pseudo-random numbers, so the artwork is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

type Palette = { background: [string, string]; strands: string[] };

const GOLD: Palette = {
  background: ["#0f1115", "#1f1a12"],
  strands: ["#e3c77a", "#b8892b", "#f4e3b0", "#8a6520"],
};
const SILVER: Palette = {
  background: ["#101318", "#1e232b"],
  strands: ["#d9dee5", "#9ba3ae", "#f5f7fa", "#6b7480"],
};
const COPPER: Palette = {
  background: ["#120e0c", "#2a1a12"],
  strands: ["#e0a07a", "#b46a3c", "#f3c9a8", "#7a4322"],
};
const JEWEL: Palette = {
  background: ["#0c1014", "#10221f"],
  strands: ["#6fc3a8", "#e3c77a", "#3f7f8f", "#b8892b"],
};

/** Flowing bundles of fine strands, like thread spread across a dark table. */
function strandsSvg(width: number, height: number, palette: Palette, seed: number, count: number): string {
  const rand = random(seed);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const offset = (i / count) * height * 1.6 - height * 0.3 + rand() * 20;
    const y0 = offset;
    const y1 = offset - height * (0.25 + rand() * 0.2);
    const y2 = offset + height * (0.15 + rand() * 0.25);
    const y3 = offset - height * 0.1 + rand() * 30;
    const colour = palette.strands[Math.floor(rand() * palette.strands.length)];
    const opacity = (0.25 + rand() * 0.6).toFixed(2);
    const stroke = (0.6 + rand() * 1.8).toFixed(2);
    paths.push(
      `<path d="M-50 ${y0.toFixed(1)} C ${width * 0.3} ${y1.toFixed(1)}, ${width * 0.6} ${y2.toFixed(1)}, ${width + 50} ${y3.toFixed(1)}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${stroke}" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/>
    </linearGradient>
    <radialGradient id="shine" cx="0.62" cy="0.42" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g>${paths.join("")}</g>
  <rect width="100%" height="100%" fill="url(#shine)"/>
  <rect width="100%" height="100%" fill="url(#vignette)"/>
</svg>`;
}

/** Concentric windings seen from above: a spool of thread. */
function spoolSvg(width: number, height: number, palette: Palette, seed: number): string {
  const rand = random(seed);
  const cx = width * 0.5;
  const cy = height * 0.5;
  const rings: string[] = [];
  for (let r = 40; r < Math.min(width, height) * 0.46; r += 1.6) {
    const colour = palette.strands[Math.floor(rand() * palette.strands.length)];
    rings.push(
      `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" stroke="${colour}" stroke-opacity="${(0.3 + rand() * 0.6).toFixed(2)}" stroke-width="1" fill="none"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <g>${rings.join("")}</g>
  <circle cx="${cx}" cy="${cy}" r="38" fill="${palette.background[0]}" stroke="${palette.strands[1]}" stroke-width="2"/>
  <rect width="100%" height="100%" fill="url(#sheen)"/>
</svg>`;
}

async function writeWebp(image: Sharp, file: string) {
  await image.webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(path.join(OUT, file));
  console.log(file, fs.statSync(path.join(OUT, file)).size);
}

/** {name}.webp at the picture's width, and its variants at every variant width below it. */
async function write(svg: string, name: string) {
  const base = sharp(Buffer.from(svg)).blur(0.5);
  const { width } = await sharp(Buffer.from(svg)).metadata();
  await writeWebp(base.clone(), `${name}.webp`);
  for (const variant of IMAGE_WIDTHS.filter((w) => w < width))
    await writeWebp(base.clone().resize({ width: variant }), `${name}-w${variant}.webp`);
}

fs.mkdirSync(OUT, { recursive: true });
await write(strandsSvg(1920, 1080, GOLD, 7, 180), "hero-default");
// The default hero's plain src (and social card) for browsers that take no srcset.
await sharp(Buffer.from(strandsSvg(1920, 1080, GOLD, 7, 180)))
  .resize({ width: 1200 })
  .blur(0.5)
  .jpeg({ quality: 70, mozjpeg: true })
  .toFile(path.join(OUT, "hero-default-1200.jpg"));
await write(strandsSvg(1200, 900, GOLD, 11, 140), "about-history");
await write(spoolSvg(1200, 900, SILVER, 5), "about-yarn");
await write(strandsSvg(1200, 900, JEWEL, 23, 140), "about-sustainability");
await write(strandsSvg(1200, 900, COPPER, 31, 140), "about-community");
const og = await sharp(Buffer.from(strandsSvg(1200, 630, GOLD, 3, 140)))
  .blur(0.5)
  .jpeg({ quality: 80, mozjpeg: true })
  .toBuffer();
fs.writeFileSync(path.resolve("public/og-default.jpg"), og);
console.log("public/og-default.jpg", og.length);
