/**
 * Markup hidden in an uploaded image (an image/HTML or image/SVG polyglot a browser could run as a page).
 *
 * Markup can live where an image keeps text: its metadata (JPEG APPn and comments, PNG text chunks, GIF
 * extensions, WebP EXIF/XMP, AVIF boxes other than the media data) and anything after the image's end.
 * There any mention of a tag counts. The compressed pixel data is noise that contains `<svg` or `<html`
 * by chance (about one 5 MB photo in 200), so there only markup a browser would act on counts: a tag
 * with attributes, a script element with its end tag, an HTML doctype or a `javascript:` URL. An image
 * whose structure cannot be followed is scanned whole, as text.
 */

/** Any mention of a tag that makes a page or runs script. */
const MENTION = /<(?:script|html|body|svg|iframe|object|embed)\b|<!doctype|javascript:/i;
/** HTML's separators inside a tag (whitespace and the slash browsers accept between attributes). */
const SEPARATOR = "[\\t\\n\\f\\r /]";
/** An attribute name in printable ASCII (no quote, slash, <, = or >). */
const ATTRIBUTE = "[!#-&(-.0-;?-~]+";
/** Markup a browser would act on: a tag with attributes (`<svg onload=…>`, `<svg/x y>`), an HTML doctype, a `javascript:` URL. */
const WELL_FORMED = new RegExp(
  [
    `<(?:script|html|body|svg|iframe|object|embed)(?:${SEPARATOR}+${ATTRIBUTE})+(?:[\\t\\n\\f\\r ]*=|${SEPARATOR}*>)`,
    "<!doctype[\\t\\n\\f\\r ]+html",
    "javascript:",
  ].join("|"),
  "i",
);
const SCRIPT_START = new RegExp(`<script${SEPARATOR}*>`, "i");
const SCRIPT_END = /<\/script/i;

/** A `<script>` with an end tag after it (a script element without one never runs). */
function holdsScript(text: string): boolean {
  const start = text.search(SCRIPT_START);
  return start >= 0 && SCRIPT_END.test(text.slice(start));
}

/** Byte ranges [start, end) of an image's compressed pixel data. */
type Ranges = [number, number][];

const ascii = (bytes: Uint8Array, start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) | (b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!) >>> 0;

/** JPEG: the entropy-coded data after each start of scan, up to the next marker. */
function jpegData(b: Uint8Array): Ranges | null {
  const data: Ranges = [];
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i + 1] === 0xff && i + 2 < b.length) i += 1;
    const marker = b[i + 1]!;
    i += 2;
    if (marker === 0xd9) return data;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    i += length;
    if (marker !== 0xda) continue;
    const start = i;
    // Inside, 0xFF is followed by 0x00 (a stuffed byte) or a restart marker; anything else ends it.
    for (;;) {
      i = b.indexOf(0xff, i);
      if (i < 0 || i + 1 >= b.length) return [...data, [start, b.length]];
      const next = b[i + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) i += 2;
      else break;
    }
    data.push([start, i]);
  }
  return data;
}

/** PNG: the IDAT (and APNG fdAT) chunks, up to IEND. */
function pngData(b: Uint8Array): Ranges | null {
  const data: Ranges = [];
  for (let i = 8; i + 12 <= b.length; ) {
    const start = i + 8;
    const end = start + u32be(b, i);
    const type = ascii(b, i + 4);
    if (end + 4 > b.length) return null;
    if (type === "IDAT" || type === "fdAT") data.push([start, end]);
    if (type === "IEND") return data;
    i = end + 4;
  }
  return null;
}

/** The end of a GIF run of sub-blocks starting at i, or -1 when it runs off the file. */
function afterSubBlocks(b: Uint8Array, i: number): number {
  while (i < b.length) {
    const size = b[i]!;
    i += 1 + size;
    if (size === 0) return i;
  }
  return -1;
}

/** The size in bytes of a GIF colour table announced by a flags byte. */
const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);

/** GIF: the LZW data of each image, up to the trailer. */
function gifData(b: Uint8Array): Ranges | null {
  const data: Ranges = [];
  let i = 13 + colourTable(b[10]!);
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) return data;
    if (block === 0x21) {
      i = afterSubBlocks(b, i + 2);
    } else if (block === 0x2c && i + 10 < b.length) {
      const start = i + 10 + colourTable(b[i + 9]!) + 1;
      i = afterSubBlocks(b, start);
      if (i > 0) data.push([start, i]);
    } else {
      return null;
    }
    if (i < 0) return null;
  }
  return null;
}

/** WebP: the VP8, VP8L, alpha and animation-frame chunks of the RIFF container. */
function webpData(b: Uint8Array): Ranges | null {
  const data: Ranges = [];
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) return null;
  for (let i = 12; i + 8 <= riffEnd; ) {
    const size = u32le(b, i + 4);
    const start = i + 8;
    const end = start + size;
    if (end > riffEnd) return null;
    if (["VP8 ", "VP8L", "ALPH", "ANMF"].includes(ascii(b, i))) data.push([start, end]);
    i = end + (size & 1);
  }
  return data;
}

/** AVIF (ISO base media file): the mdat boxes. */
function avifData(b: Uint8Array): Ranges | null {
  const data: Ranges = [];
  for (let i = 0; i + 8 <= b.length; ) {
    let size = u32be(b, i);
    let header = 8;
    if (size === 1) {
      if (i + 16 > b.length) return null;
      size = u32be(b, i + 8) * 2 ** 32 + u32be(b, i + 12);
      header = 16;
    } else if (size === 0) {
      size = b.length - i;
    }
    if (size < header || i + size > b.length) return null;
    if (ascii(b, i + 4) === "mdat") data.push([i + header, i + size]);
    i += size;
  }
  return data;
}

const PARSERS: Record<string, (bytes: Uint8Array) => Ranges | null> = {
  "image/jpeg": jpegData,
  "image/png": pngData,
  "image/gif": gifData,
  "image/webp": webpData,
  "image/avif": avifData,
};

/**
 * True when an image's bytes also hold HTML or SVG markup: markup a browser would parse anywhere, or any
 * mention of a tag outside the compressed pixel data (metadata, text chunks, after the image's end).
 */
export function carriesMarkup(bytes: Uint8Array, mime: string): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  if (WELL_FORMED.test(text) || holdsScript(text)) return true;
  const data = PARSERS[mime]?.(bytes) ?? null;
  if (data === null) return MENTION.test(text);
  let from = 0;
  for (const [start, end] of data) {
    if (MENTION.test(text.slice(from, start))) return true;
    from = end;
  }
  return MENTION.test(text.slice(from));
}
