// npx tsx scripts/make-logo-png.ts: renders the favicon (public/favicon.svg) to public/logo-512.png, the
// raster logo of the Organization structured data (search engines want a raster image of at least 112 px;
// issue 21). Run once when the favicon changes; the PNG is committed.
import sharp from "sharp";

const SIZE = 512;
// The SVG is 32 units wide: 72 dpi × (512 / 32) renders it at 512 px without scaling a bitmap up.
await sharp("public/favicon.svg", { density: 72 * (SIZE / 32) })
  .resize(SIZE, SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile("public/logo-512.png");
console.log(`public/logo-512.png: ${SIZE}x${SIZE}`);
