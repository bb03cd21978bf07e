// Draws public/og-default.jpg (1200x630), the default Open Graph image: thread artwork and the wordmark.
// Run once with `npx tsx scripts/generate-og-image.ts`; the result is committed.
import sharp from "sharp";
import { artworkSvg } from "../server/seed/artwork";

const WIDTH = 1200;
const HEIGHT = 630;

const artwork = await sharp(
  Buffer.from(
    artworkSvg({
      kind: "strands",
      palette: "gold",
      accent: "antiqueGold",
      width: WIDTH,
      height: HEIGHT,
      seed: "og",
    }),
  ),
).toBuffer();

const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#0F1115" stop-opacity="0.96"/>
      <stop offset="0.55" stop-color="#0F1115" stop-opacity="0.82"/>
      <stop offset="1" stop-color="#0F1115" stop-opacity="0.15"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#B8892B"/><stop offset="0.5" stop-color="#F3E2B5"/><stop offset="1" stop-color="#B8892B"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
  <text x="88" y="300" font-family="Liberation Serif, DejaVu Serif, serif" font-size="84" letter-spacing="12" fill="url(#gold)">LUMINA THREADS</text>
  <rect x="92" y="338" width="220" height="2" fill="#B8892B"/>
  <text x="92" y="392" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="28" fill="#FAF8F4">Premium metallic embroidery thread</text>
  <text x="92" y="436" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="22" letter-spacing="3" fill="#E3C77A">HONG KONG  ·  KYOTO  ·  SINCE 1985</text>
</svg>`;

const jpeg = await sharp(artwork)
  .composite([{ input: Buffer.from(overlay) }])
  .jpeg({ quality: 80, progressive: true, mozjpeg: true })
  .toBuffer();
await sharp(jpeg).toFile("public/og-default.jpg");
console.log(`public/og-default.jpg: ${Math.round(jpeg.length / 1024)} KB`);
