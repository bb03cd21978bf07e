// npm run demo:render [-- --only <text>] [--force]: renders the demo pictures and videos with three.js in
// Debian's Chromium (software WebGL) and writes them as optimised files: server/seed/assets/ (what the seed
// stores on first start), public/images/ and public/og-default.jpg (static pictures of the site).
// Not part of start or of the tests: the results are committed. An existing file is kept unless --force.
// See docs/decisions/007-generated-demo-media.md.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { IMAGE_WIDTHS, WEBP_QUALITY } from "../app/lib/images";
import { muxVp8Webm, vp8FrameFromWebp } from "../server/media/webm";
import { DEMO_ASSETS_DIR, DEMO_VIDEOS } from "../server/seed/assets";
import { PRODUCTS } from "../server/seed/content";
import { openSceneRenderer, type SceneRenderer } from "./demo-render/browser";
import type { Package, StillLife } from "./demo-render/scene/types";
import { itemCodeShot, SHOTS, type ShotEntry, SITE_SHOTS, TONES } from "./demo-render/shots";

const { values } = parseArgs({
  options: { only: { type: "string" }, force: { type: "boolean", default: false } },
});
const wanted = (name: string) => !values.only || name.includes(values.only);
const pending = (file: string, name: string) => wanted(name) && (values.force || !fs.existsSync(file));

const JPEG = { quality: 82, mozjpeg: true, progressive: true } as const;

async function renderJpeg(renderer: SceneRenderer, entry: ShotEntry, file: string): Promise<void> {
  const png = await renderer.render(entry.shot, entry.width, entry.height, 1);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).jpeg(JPEG).toFile(file);
}

async function timed(name: string, job: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await job();
  console.log(`${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** A few seconds of a still life turning (or a camera moving past it), as WebM and a poster JPEG. */
async function renderVideo(renderer: SceneRenderer, name: keyof typeof DEMO_VIDEOS): Promise<void> {
  const video = DEMO_VIDEOS[name];
  const frames: Uint8Array[] = [];
  let poster: Buffer | null = null;
  for (let i = 0; i < video.frames; i++) {
    const shot = videoFrame(name, i / video.frames);
    const png = await renderer.render(shot, video.width, video.height, 1);
    const webp = await sharp(png).removeAlpha().webp({ quality: 72 }).toBuffer();
    frames.push(vp8FrameFromWebp(webp));
    if (i === Math.floor(video.frames / 3)) poster = await sharp(png).jpeg(JPEG).toBuffer();
  }
  const webm = muxVp8Webm({ frames, width: video.width, height: video.height, fps: video.fps });
  fs.mkdirSync(path.join(DEMO_ASSETS_DIR, "video"), { recursive: true });
  fs.writeFileSync(path.join(DEMO_ASSETS_DIR, video.file), webm);
  fs.writeFileSync(path.join(DEMO_ASSETS_DIR, video.poster), poster!);
}

/** One frame of a demo video at time t (0..1). */
function videoFrame(name: keyof typeof DEMO_VIDEOS, t: number): StillLife {
  const turn = t * Math.PI * 2;
  if (name === "turntable") {
    const packages: Package[] = [
      { kind: "cone", tone: TONES.gold, x: 0, z: 0, turn },
      { kind: "spool", tone: TONES.antiqueGold, x: -11, z: 6, turn: turn * 1.5 },
      { kind: "spool", tone: TONES.champagne, x: 11, z: 5, turn: -turn * 1.5 },
    ];
    return {
      kind: "still",
      seed: "turntable",
      packages,
      backdrop: { hex: "#231e1a", glossy: true },
      light: "warm",
      camera: { from: [0, 20, 62], to: [0, 7, 0], fov: 30 },
    };
  }
  // The winding line: cones of silver and gold turning on their spindles as the camera slides past.
  const tones = [TONES.silver, TONES.gold, TONES.silver, TONES.antiqueGold, TONES.silver];
  return {
    kind: "still",
    seed: "line",
    packages: tones.map((tone, i) => ({ kind: "cone", tone, x: (i - 2) * 13, z: 0, turn: turn * 2 + i })),
    backdrop: { hex: "#2c2e31", glossy: true },
    light: "cool",
    camera: { from: [-14 + t * 28, 22, 58], to: [-6 + t * 12, 8, 0], fov: 30 },
  };
}

const OG_OVERLAY = (
  w: number,
  h: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0F1115" stop-opacity="0.94"/>
      <stop offset="0.55" stop-color="#0F1115" stop-opacity="0.72"/>
      <stop offset="1" stop-color="#0F1115" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#B8892B"/><stop offset="0.5" stop-color="#F3E2B5"/><stop offset="1" stop-color="#B8892B"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#shade)"/>
  <text x="88" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="84" letter-spacing="12" fill="url(#gold)">LUMINA THREADS</text>
  <rect x="92" y="338" width="220" height="2" fill="#B8892B"/>
  <text x="92" y="392" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" fill="#FAF8F4">Premium metallic embroidery thread</text>
  <text x="92" y="436" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="22" letter-spacing="3" fill="#E3C77A">HONG KONG  ·  KYOTO  ·  SINCE 1985</text>
</svg>`;

async function renderSite(renderer: SceneRenderer): Promise<void> {
  const out = path.resolve("public/images");
  for (const [name, entry] of Object.entries(SITE_SHOTS)) {
    if (!pending(path.join(out, `${name}.webp`), name)) continue;
    await timed(name, async () => {
      const png = await renderer.render(entry.shot, entry.width, entry.height, 1);
      // {name}.webp at its own width, and WebP variants at the variant widths below it, as stored images
      // get them (decision 004): pages list them with siteImageSrcSet(url, width).
      const widths = [entry.size, ...IMAGE_WIDTHS.filter((width) => width < entry.size)];
      for (const width of widths) {
        const file = width === entry.size ? `${name}.webp` : `${name}-w${width}.webp`;
        await sharp(png).resize({ width }).webp({ quality: WEBP_QUALITY }).toFile(path.join(out, file));
      }
      // JPEG is only the plain src of the hero; browsers that take the srcset get WebP.
      if (name === "hero-default") {
        await sharp(png)
          .resize({ width: 1200 })
          .jpeg({ ...JPEG, quality: 74 })
          .toFile(path.join(out, `${name}-1200.jpg`));
      }
    });
  }
  const og = path.resolve("public/og-default.jpg");
  if (pending(og, "og-default")) {
    await timed("og-default", async () => {
      const shot = SHOTS["carousel/made-in-kyoto.jpg"]!.shot;
      const png = await renderer.render(shot, 1200, 630, 1);
      await sharp(png)
        .composite([{ input: Buffer.from(OG_OVERLAY(1200, 630)) }])
        .jpeg({ ...JPEG, quality: 80 })
        .toFile(og);
    });
  }
}

const renderer = await openSceneRenderer();
try {
  for (const [name, entry] of Object.entries(SHOTS)) {
    const file = path.join(DEMO_ASSETS_DIR, name);
    if (pending(file, name)) await timed(name, () => renderJpeg(renderer, entry, file));
  }
  for (const code of PRODUCTS.flatMap((p) => p.itemCodes.map((c) => c.itemCode))) {
    const name = `item-codes/${code}.jpg`;
    const file = path.join(DEMO_ASSETS_DIR, name);
    if (pending(file, name)) await timed(name, () => renderJpeg(renderer, itemCodeShot(code), file));
  }
  await renderSite(renderer);
  for (const name of Object.keys(DEMO_VIDEOS) as (keyof typeof DEMO_VIDEOS)[]) {
    const file = path.join(DEMO_ASSETS_DIR, DEMO_VIDEOS[name].file);
    if (pending(file, `video/${name}`)) await timed(`video/${name}`, () => renderVideo(renderer, name));
  }
} finally {
  await renderer.close();
}
