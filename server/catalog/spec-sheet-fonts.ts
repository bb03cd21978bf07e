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
// Scripts Noto Sans TC lacks come from the families after it (Noto Naskh Arabic, Noto Sans Hebrew), when
// their packages are installed; a character no installed file draws is printed as "?", never an error.
const require = createRequire(import.meta.url);
export type Weight = "regular" | "bold";
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

type Family = { package: string; prefix: string; slices: string[]; rtl?: boolean; numbered?: boolean };
const FAMILIES: Family[] = [
  {
    package: "@fontsource/noto-sans-tc",
    prefix: "noto-sans-tc",
    slices: ["latin", "chinese-traditional"],
    numbered: true,
  },
  { package: "@fontsource/noto-naskh-arabic", prefix: "noto-naskh-arabic", slices: ["arabic"], rtl: true },
  { package: "@fontsource/noto-sans-hebrew", prefix: "noto-sans-hebrew", slices: ["hebrew"], rtl: true },
];
const TC = FAMILIES[0]!;

const sfntCache = new Map<string, Buffer>();
const pointsCache = new Map<string, Set<number>>();
const rangeCache = new Map<number, { file: string; ranges: [number, number][] }[]>();
const pathCache = new Map<string, string | null>();

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

/** A font file of a family, or null when its package is not installed. */
function fontPath(family: Family, file: string): string | null {
  const key = `${family.package}/files/${file}`;
  let found = pathCache.get(key);
  if (found === undefined) {
    try {
      found = require.resolve(key);
    } catch {
      found = null;
    }
    pathCache.set(key, found);
  }
  return found;
}

const sliceFile = (family: Family, slice: string, weight: Weight) =>
  fontPath(family, `${family.prefix}-${slice}-${WEIGHTS[weight]}-normal.woff`);

/** A font file as OpenType, read and unpacked once per process. */
function sfnt(path: string): Buffer {
  let bytes = sfntCache.get(path);
  if (!bytes) {
    bytes = woffToSfnt(fs.readFileSync(path));
    sfntCache.set(path, bytes);
  }
  return bytes;
}

/** The code points a font file has glyphs for. */
function points(path: string): Set<number> {
  let found = pointsCache.get(path);
  if (!found) {
    found = new Set(fontkit.create(sfnt(path)).characterSet);
    pointsCache.set(path, found);
  }
  return found;
}

/** Noto Sans TC's numbered slices of a weight and their unicode ranges, from the package's CSS. */
function slices(weight: Weight): { file: string; ranges: [number, number][] }[] {
  const number = WEIGHTS[weight];
  let found = rangeCache.get(number);
  if (!found) {
    const css = fs.readFileSync(require.resolve(`${TC.package}/${number}.css`), "utf8");
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

type Source = { path: string; rtl: boolean };

/**
 * The file that draws a character: each family's named slices in turn, then the Noto Sans TC slice whose
 * CSS range names it. A range is wider than its file (Arabic falls in one), so the file must have the
 * glyph: a cut to characters it lacks has no cmap table, which fontkit refuses.
 */
function sourceFor(code: number, weight: Weight): Source | undefined {
  for (const family of FAMILIES) {
    for (const slice of family.slices) {
      const path = sliceFile(family, slice, weight);
      if (path && points(path).has(code)) return { path, rtl: family.rtl === true };
    }
  }
  for (const { file, ranges } of slices(weight)) {
    if (!ranges.some(([from, to]) => code >= from && code <= to)) continue;
    const path = fontPath(TC, file);
    if (path && points(path).has(code)) return { path, rtl: false };
  }
  return undefined;
}

/**
 * How a character takes part in the line's direction (a reduced Unicode bidirectional algorithm): R a
 * right-to-left letter, L any other letter, D a digit (always read left to right), N the rest.
 */
type Bidi = "R" | "L" | "D" | "N";
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
function bidiClass(char: string): Bidi {
  if (/\p{Nd}/u.test(char)) return "D";
  if (/[\p{L}\p{M}]/u.test(char)) return RTL_LETTER.test(char) ? "R" : "L";
  return "N";
}

/** One run of text drawn with one font, and its width per point of size. */
export type Run = { text: string; font: PDFFont; advance: number };

/** A run while a line is laid out: its direction class, and whether fontkit shapes it right to left. */
type ClassedRun = Run & { bidi: Bidi; embedded: Embedded };

type Embedded = {
  font: PDFFont;
  /** Width of a text per point of size, as the font lays it out. */
  measure: (text: string) => number;
};

/** Normalises what a sheet draws: no line breaks or tabs. */
const clean = (text: string) => text.replace(/[\r\n\t]+/g, " ");

/**
 * The fonts of one document, made for the texts it will draw: each character is drawn with the first file
 * that has it; a character none has becomes "?".
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
      const groups = new Map<string, { source: Source; chars: string[] }>();
      for (const char of characters) {
        const source = sourceFor(char.codePointAt(0)!, weight);
        if (!source) continue;
        const group = groups.get(source.path) ?? { source, chars: [] };
        group.chars.push(char);
        groups.set(source.path, group);
      }
      for (const { source, chars } of groups.values()) {
        const embedded = await embed(pdf, source, chars);
        for (const char of chars) byCharacter.set(`${weight}:${char}`, embedded);
      }
      const question = byCharacter.get(`${weight}:?`);
      if (!question) throw new Error("The Latin font has no question mark");
      fallback[weight] = question;
    }
    return new FontChain(byCharacter, fallback);
  }

  /** The text split into runs by font and direction class, in logical (reading) order. */
  private classedRuns(text: string, weight: Weight): ClassedRun[] {
    const runs: ClassedRun[] = [];
    for (const char of clean(text)) {
      const found = this.byCharacter.get(`${weight}:${char}`);
      const shown = found ? char : "?";
      const embedded = found ?? this.fallback[weight];
      const bidi = bidiClass(shown);
      const last = runs.at(-1);
      if (last && last.embedded === embedded && last.bidi === bidi) last.text += shown;
      else runs.push({ text: shown, font: embedded.font, advance: 0, bidi, embedded });
    }
    for (const run of runs) run.advance = run.embedded.measure(run.text);
    return runs;
  }

  /**
   * The runs of one line in drawing order, left to right. A line whose first letter is right to left
   * reads right to left; digits and left-to-right words inside it keep their own order. Each run's text
   * is in the order pdf-lib should get it: fontkit itself reverses (and joins) Arabic and Hebrew.
   */
  runs(text: string, weight: Weight): Run[] {
    const runs = this.classedRuns(text, weight);
    if (!runs.some((run) => run.bidi === "R")) return runs;
    const first = runs.find((run) => run.bidi === "R" || run.bidi === "L");
    const base = first?.bidi === "R" ? 1 : 0;
    const levels = runs.map((run, i) => {
      if (run.bidi === "R") return 1;
      if (run.bidi === "L") return base === 1 ? 2 : 0;
      // A number reads left to right one level above its right-to-left surroundings.
      if (run.bidi === "D") return base === 1 || strongBefore(runs, i) === "R" ? 2 : 0;
      const before = strongBefore(runs, i) ?? (base ? "R" : "L");
      const after = strongAfter(runs, i) ?? (base ? "R" : "L");
      return before === after ? (before === "R" ? 1 : base === 1 ? 2 : 0) : base;
    });
    const order = runs.map((_, i) => i);
    for (let level = Math.max(...levels); level >= 1; level--) {
      for (let i = 0; i < order.length; i++) {
        if (levels[order[i]!]! < level) continue;
        let end = i;
        while (end + 1 < order.length && levels[order[end + 1]!]! >= level) end++;
        order.splice(i, end - i + 1, ...order.slice(i, end + 1).reverse());
        i = end;
      }
    }
    return order.map((i) => {
      const run = runs[i]!;
      // Neutrals on a right-to-left level read backwards; letters fontkit turns itself.
      if (run.bidi === "N" && levels[i]! % 2 === 1) return { ...run, text: [...run.text].reverse().join("") };
      // Arabic-Indic digits are Arabic script to fontkit, which would turn them too: given backwards, they
      // come out in reading order.
      if (run.bidi === "D" && ARABIC_DIGITS.test(run.text))
        return { ...run, text: [...run.text].reverse().join("") };
      return run;
    });
  }

  /** Width of the text at a size. */
  width(text: string, size: number, weight: Weight): number {
    return this.classedRuns(text, weight).reduce((sum, run) => sum + run.advance * size, 0);
  }
}

/** The direction of the nearest letter before run `i` (digits count as right to left, as the algorithm says). */
function strongBefore(runs: ClassedRun[], i: number): "R" | "L" | undefined {
  for (let j = i - 1; j >= 0; j--) {
    const bidi = runs[j]!.bidi;
    if (bidi === "L") return "L";
    if (bidi === "R" || bidi === "D") return "R";
  }
  return undefined;
}

function strongAfter(runs: ClassedRun[], i: number): "R" | "L" | undefined {
  for (let j = i + 1; j < runs.length; j++) {
    const bidi = runs[j]!.bidi;
    if (bidi === "L") return "L";
    if (bidi === "R" || bidi === "D") return "R";
  }
  return undefined;
}

/** Cuts a font file to `chars` and embeds it; right-to-left fonts keep their shaping (joined Arabic forms). */
async function embed(pdf: PDFDocument, source: Source, chars: string[]): Promise<Embedded> {
  // The small Latin file is cut by pdf-lib itself (HarfBuzz's cut of it lost the digits' widths).
  const latin =
    source.path.endsWith("-latin-400-normal.woff") || source.path.endsWith("-latin-700-normal.woff");
  const bytes = latin
    ? sfnt(source.path)
    : await subsetFont(sfnt(source.path), chars.join(""), { targetFormat: "sfnt" });
  const metrics = fontkit.create(bytes);
  // No OpenType features for the others: fontkit's default shaping costs 100 ms a line of Chinese, and
  // thread data needs neither ligatures nor contextual forms. Arabic does: its letters join.
  // pdf-lib's own subset (after HarfBuzz's cut) for them too: only it writes the widths and text mapping of
  // the joined forms, which the font's character map does not list.
  const font = await pdf.embedFont(bytes, source.rtl ? { subset: true } : { subset: latin, features: {} });
  const advance = (code: number) => metrics.glyphForCodePoint(code).advanceWidth / metrics.unitsPerEm;
  return {
    font,
    measure: source.rtl
      ? (text) => metrics.layout(text).advanceWidth / metrics.unitsPerEm
      : (text) => {
          let sum = 0;
          for (const char of text) sum += advance(char.codePointAt(0)!);
          return sum;
        },
  };
}
