import fs from "node:fs";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import subsetFont from "subset-font";

// Noto Sans TC from @fontsource (SIL Open Font License), TrueType in WOFF files: its Latin file, its
// Traditional Chinese file (6,666 glyphs), and for the few characters neither has (full-width
// punctuation…) the numbered file its CSS names for them. Each font is cut by HarfBuzz (subset-font) to
// the characters the sheet draws before pdf-lib embeds it whole: pdf-lib's own subsetting drops
// composite glyphs of this font, and the whole Chinese file would make every sheet 3 MB.
const require = createRequire(import.meta.url);
const PACKAGE = "@fontsource/noto-sans-tc";
export type Weight = "regular" | "bold";
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
const PREFERRED = ["latin", "chinese-traditional"];

const sfntCache = new Map<string, Buffer>();
const pointsCache = new Map<string, Set<number>>();
const rangeCache = new Map<number, { file: string; ranges: [number, number][] }[]>();

/**
 * The plain OpenType font inside a WOFF file: every table inflated once by Node's zlib (fontkit would
 * inflate in JavaScript on every table access: over a minute for one Chinese sheet).
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.readUInt32BE(0) !== 0x774f4646) throw new Error("Not a WOFF file");
  const count = input.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compressed = input.readUInt32BE(entry + 8);
    const length = input.readUInt32BE(entry + 12);
    const raw = input.subarray(offset, offset + compressed);
    return {
      tag: input.readUInt32BE(entry),
      checksum: input.readUInt32BE(entry + 16),
      data: compressed < length ? zlib.inflateSync(raw) : raw,
    };
  });
  const headerLength = 12 + 16 * count;
  const size = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const output = Buffer.alloc(size);
  const log2 = Math.floor(Math.log2(count));
  output.writeUInt32BE(input.readUInt32BE(4), 0);
  output.writeUInt16BE(count, 4);
  output.writeUInt16BE(16 * 2 ** log2, 6);
  output.writeUInt16BE(log2, 8);
  output.writeUInt16BE(16 * count - 16 * 2 ** log2, 10);
  let offset = headerLength;
  for (const [i, table] of tables.entries()) {
    output.writeUInt32BE(table.tag, 12 + i * 16);
    output.writeUInt32BE(table.checksum, 16 + i * 16);
    output.writeUInt32BE(offset, 20 + i * 16);
    output.writeUInt32BE(table.data.length, 24 + i * 16);
    table.data.copy(output, offset);
    offset += (table.data.length + 3) & ~3;
  }
  return output;
}

const fileName = (slice: string, weight: Weight) => `noto-sans-tc-${slice}-${WEIGHTS[weight]}-normal.woff`;

/** A font file as OpenType, read and unpacked once per process. */
function sfnt(file: string): Buffer {
  let bytes = sfntCache.get(file);
  if (!bytes) {
    bytes = woffToSfnt(fs.readFileSync(require.resolve(`${PACKAGE}/files/${file}`)));
    sfntCache.set(file, bytes);
  }
  return bytes;
}

/** The code points a font file has glyphs for. */
function points(file: string): Set<number> {
  let found = pointsCache.get(file);
  if (!found) {
    found = new Set(fontkit.create(sfnt(file)).characterSet);
    pointsCache.set(file, found);
  }
  return found;
}

/** The numbered slices of a weight and their unicode ranges, from the package's CSS. */
function slices(weight: Weight): { file: string; ranges: [number, number][] }[] {
  const number = WEIGHTS[weight];
  let found = rangeCache.get(number);
  if (!found) {
    const css = fs.readFileSync(require.resolve(`${PACKAGE}/${number}.css`), "utf8");
    found = [
      ...css.matchAll(/files\/(noto-sans-tc-\d+-\d+-normal)\.woff2[^;]*;\s*unicode-range:\s*([^;]+);/g),
    ].map(([, file, ranges]) => ({
      file: `${file}.woff`,
      ranges: ranges!.split(",").map((range) => {
        const [from, to = from] = range.trim().slice(2).split("-");
        return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)] as [number, number];
      }),
    }));
    rangeCache.set(number, found);
  }
  return found;
}

/** The file that draws a character: Latin, then Traditional Chinese, then the slice named for it. */
function fileFor(code: number, weight: Weight): string | undefined {
  for (const slice of PREFERRED) {
    const file = fileName(slice, weight);
    if (points(file).has(code)) return file;
  }
  return slices(weight).find(({ ranges }) => ranges.some(([from, to]) => code >= from && code <= to))?.file;
}

/** One run of text drawn with one font, and its width per point of size. */
export type Run = { text: string; font: PDFFont; advance: number };

type Embedded = { font: PDFFont; advance: (code: number) => number };

/** Normalises what a sheet draws: no line breaks or tabs. */
const clean = (text: string) => text.replace(/[\r\n\t]+/g, " ");

/**
 * The fonts of one document, made for the texts it will draw: each character is drawn with the first file
 * that has it; a character none has (or one not announced) becomes "?".
 */
export class FontChain {
  private constructor(
    private readonly byCharacter: Map<string, Embedded>,
    private readonly fallback: Record<Weight, Embedded>,
  ) {}

  /** Subsets and embeds what `texts` need, in both weights. */
  static async for(pdf: PDFDocument, texts: readonly string[]): Promise<FontChain> {
    pdf.registerFontkit(fontkit);
    const characters = new Set([..."?", ...texts.flatMap((text) => [...clean(text)])]);
    const byCharacter = new Map<string, Embedded>();
    const fallback = {} as Record<Weight, Embedded>;
    for (const weight of ["regular", "bold"] as const) {
      const groups = new Map<string, string[]>();
      for (const char of characters) {
        const file = fileFor(char.codePointAt(0)!, weight);
        if (file) groups.set(file, [...(groups.get(file) ?? []), char]);
      }
      for (const [file, chars] of groups) {
        // The small Latin file is cut by pdf-lib itself (HarfBuzz's cut of it lost the digits' widths).
        const latin = file.includes("-latin-");
        const bytes = latin
          ? sfnt(file)
          : await subsetFont(sfnt(file), chars.join(""), { targetFormat: "sfnt" });
        const metrics = fontkit.create(bytes);
        // No OpenType features: fontkit's default shaping costs 100 ms a line of Chinese, and thread data
        // needs neither ligatures nor contextual forms.
        const font = await pdf.embedFont(bytes, { subset: latin, features: {} });
        const embedded = {
          font,
          advance: (code: number) => metrics.glyphForCodePoint(code).advanceWidth / metrics.unitsPerEm,
        };
        for (const char of chars) byCharacter.set(`${weight}:${char}`, embedded);
      }
      const question = byCharacter.get(`${weight}:?`);
      if (!question) throw new Error("The Latin font has no question mark");
      fallback[weight] = question;
    }
    return new FontChain(byCharacter, fallback);
  }

  /** The text split into runs by the font that draws each character. */
  runs(text: string, weight: Weight): Run[] {
    const runs: Run[] = [];
    for (const char of clean(text)) {
      const found = this.byCharacter.get(`${weight}:${char}`);
      const shown = found ? char : "?";
      const { font, advance } = found ?? this.fallback[weight];
      const width = advance(shown.codePointAt(0)!);
      const last = runs.at(-1);
      if (last && last.font === font) {
        last.text += shown;
        last.advance += width;
      } else runs.push({ text: shown, font, advance: width });
    }
    return runs;
  }

  /** Width of the text at a size. */
  width(text: string, size: number, weight: Weight): number {
    return this.runs(text, weight).reduce((sum, run) => sum + run.advance * size, 0);
  }
}
