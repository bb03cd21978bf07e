import sharp from "sharp";

/** Deterministic noise (xorshift32), the stand-in for a photo's incompressible detail. */
export function noise(seed: number, length: number): Buffer {
  let state = seed >>> 0 || 1;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[i] = state & 255;
  }
  return out;
}

/** Width and height of pngWithTexts images. */
export const PNG_SIDE = 96;
const ROW = PNG_SIDE * 3;

/**
 * A PNG of noise whose pixel rows hold these texts at seeded places (within one row each), encoded by
 * sharp without filtering: zlib stores noise as it is, so the texts sit in the compressed IDAT data.
 */
export function pngWithTexts(seed: number, texts: string[]): Promise<Buffer> {
  const pixels = noise(seed, PNG_SIDE * ROW);
  const place = noise(seed + 1_000_000, texts.length * 2);
  texts.forEach((text, index) => {
    const row = place[index * 2]! % PNG_SIDE;
    const column = place[index * 2 + 1]! % (ROW - text.length);
    pixels.write(text, row * ROW + column, "latin1");
  });
  return sharp(pixels, { raw: { width: PNG_SIDE, height: PNG_SIDE, channels: 3 } })
    .png({ adaptiveFiltering: false })
    .toBuffer();
}
