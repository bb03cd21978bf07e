import { createHash } from "node:crypto";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { createTranslate, type Translate } from "~/lib/i18n/translate";
import { fieldLabel, TECHNICAL_FIELDS } from "~/lib/technical-fields";
import { messagesFor } from "../i18n/messages";
import { getPublicProduct, type PublicProduct } from "./products";
import { FontChain, type Weight } from "./spec-sheet-fonts";

/** Bumped when the layout changes, so cached sheets and browsers' copies are made again. */
const LAYOUT_VERSION = 1;
/** Sheets kept in memory (a sheet is 10-60 KB); the least recently used go first. */
const CACHE_ENTRIES = 64;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.06, 0.067, 0.082);
const MUTED = rgb(0.36, 0.37, 0.41);
const GOLD = rgb(0.72, 0.54, 0.17);
const LINE = rgb(0.906, 0.886, 0.847);
const FOOTER_SPACE = 40;

/** The section 9 wording printed under the codes, as on the product page. */
const NOTES: { heading: MessageKey; lines: MessageKey[] }[] = [
  {
    heading: "product.delivery.heading",
    lines: ["product.delivery.stock", "product.delivery.leadTime", "product.delivery.shipping"],
  },
  {
    heading: "product.notes.heading",
    lines: ["product.notes.grossWeight", "product.notes.meters", "product.notes.lots"],
  },
];

/** The interface texts a sheet prints besides field labels and notes. */
const SHEET_LABELS: MessageKey[] = [
  "site.name",
  "specSheet.title",
  "specSheet.itemCodes",
  "specSheet.printed",
  "specSheet.page",
  "product.na",
];

export type SpecSheet = { bytes: Uint8Array; etag: string; fileName: string };

const cache = new Map<string, SpecSheet>();

/** The text of a rich-text description without its markup. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** What a sheet shows of a product; its hash is the sheet's fingerprint. */
function sheetContent(product: PublicProduct) {
  return {
    name: product.name,
    description: product.description,
    categories: product.categories.map((category) => category.name),
    codes: product.itemCodes.map(({ imageUrl: _image, ...code }) => code),
  };
}

/**
 * The spec sheet PDF of an active product in a language: product, item codes with swatches and technical
 * data, and the section 9 notes. Cached by a fingerprint of exactly what it shows (and the language), so a
 * change to the product, its codes or their translations makes a new one, in every process, with no
 * invalidation to miss. Undefined when the product is not public.
 */
export async function specSheetFor(
  slugOrId: string,
  language: { code: string; locale: string },
  origin: string,
): Promise<SpecSheet | undefined> {
  const product = await getPublicProduct(slugOrId, language.code);
  if (!product) return undefined;
  const content = sheetContent(product);
  const etag = createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, language.code, origin, content]))
    .digest("base64url")
    .slice(0, 27);
  const key = `${product.id}:${etag}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const bytes = await drawSpecSheet(
    product,
    createTranslate(messagesFor(language.code)),
    language.locale,
    origin,
  );
  const sheet = { bytes, etag, fileName: `${product.slug}-spec-sheet-${language.code}.pdf` };
  cache.set(key, sheet);
  for (const oldest of cache.keys()) {
    if (cache.size <= CACHE_ENTRIES) break;
    cache.delete(oldest);
  }
  return sheet;
}

/** Lays out and writes the PDF. */
async function drawSpecSheet(product: PublicProduct, t: Translate, locale: string, origin: string) {
  const pdf = await PDFDocument.create();
  const codes = product.itemCodes.map((code) => code.itemCode);
  pdf.setTitle(`${product.name} · ${t("specSheet.title")}`, { showInWindowTitleBar: true });
  pdf.setSubject(codes.join(", "));
  pdf.setKeywords(codes);
  pdf.setAuthor(t("site.name"));
  pdf.setCreator(t("site.name"));
  pdf.setProducer(t("site.name"));
  pdf.setLanguage(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date());
  const values = product.itemCodes.flatMap((code) => TECHNICAL_FIELDS.map((field) => code[field] ?? ""));
  // Every text the sheet draws, so the fonts are cut to exactly its characters.
  const fonts = await FontChain.for(pdf, [
    t("site.name").toUpperCase(),
    product.name,
    product.description,
    plainText(product.detailedDescription),
    ...product.categories.map((c) => c.name),
    ...product.itemCodes.flatMap((c) => [c.itemCode, c.colourName ?? "", c.colourHex?.toUpperCase() ?? ""]),
    ...values,
    ...SHEET_LABELS.map((key) => t(key)),
    t("specSheet.printed", { date, origin }),
    t("specSheet.page", { page: 1234567890, pages: 1234567890 }),
    ...TECHNICAL_FIELDS.map((field) => t(fieldLabel(field))),
    ...NOTES.flatMap((note) => [note.heading, ...note.lines].map((key) => t(key))),
    " ·•…0123456789",
  ]);
  const sheet = new SheetWriter(pdf, fonts);

  sheet.text(t("site.name").toUpperCase(), { size: 9, weight: "bold", color: GOLD, spacing: 2 });
  sheet.rightText(t("specSheet.title"), { size: 9, color: MUTED });
  sheet.down(10);
  sheet.rule(GOLD, 1);
  sheet.down(26);
  sheet.paragraph(product.name, { size: 22, weight: "bold", leading: 26 });
  if (product.categories.length > 0) {
    sheet.down(4);
    sheet.paragraph(product.categories.map((c) => c.name).join(" · "), { size: 9.5, color: MUTED });
  }
  const description = product.description || plainText(product.detailedDescription);
  if (description) {
    sheet.down(8);
    sheet.paragraph(description, { size: 10, leading: 14.5, maxLines: 6 });
  }
  sheet.down(18);
  sheet.paragraph(t("specSheet.itemCodes"), { size: 13, weight: "bold" });
  sheet.down(4);
  for (const code of product.itemCodes) sheet.codeBlock(code, t);
  for (const note of NOTES) {
    sheet.ensure(30 + note.lines.length * 26);
    sheet.down(16);
    sheet.paragraph(t(note.heading), { size: 12, weight: "bold" });
    sheet.down(2);
    for (const line of note.lines) sheet.paragraph(`•  ${t(line)}`, { size: 9.5, leading: 13.5, indent: 4 });
  }

  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    const y = FOOTER_SPACE - 16;
    page.drawLine({
      start: { x: MARGIN, y: y + 14 },
      end: { x: A4.width - MARGIN, y: y + 14 },
      thickness: 0.5,
      color: LINE,
    });
    sheet.drawRuns(page, t("specSheet.printed", { date, origin }), MARGIN, y, 8, "regular", MUTED);
    const pageText = t("specSheet.page", { page: index + 1, pages: pages.length });
    sheet.drawRuns(
      page,
      pageText,
      A4.width - MARGIN - fonts.width(pageText, 8, "regular"),
      y,
      8,
      "regular",
      MUTED,
    );
  }
  return pdf.save();
}

type TextOptions = {
  size: number;
  weight?: Weight;
  color?: ReturnType<typeof rgb>;
  leading?: number;
  spacing?: number;
  maxLines?: number;
  indent?: number;
};

/** Writes down the page from the top, starting a new page when the next block does not fit. */
class SheetWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: FontChain,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  down(points: number) {
    this.y -= points;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  rule(color: ReturnType<typeof rgb>, thickness: number) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  drawRuns(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    weight: Weight,
    color = INK,
    spacing = 0,
  ) {
    let left = x;
    for (const run of this.fonts.runs(text, weight)) {
      // pdf-lib has no character spacing: a spaced line (the letterspaced brand) goes a character at a time.
      if (spacing === 0) {
        page.drawText(run.text, { x: left, y, size, font: run.font, color });
        left += run.advance * size;
        continue;
      }
      for (const char of run.text) {
        page.drawText(char, { x: left, y, size, font: run.font, color });
        left += this.fonts.width(char, size, weight) + spacing;
      }
    }
  }

  /** One line at the current height (no wrapping). */
  text(text: string, options: TextOptions) {
    this.drawRuns(
      this.page,
      text,
      MARGIN,
      this.y,
      options.size,
      options.weight ?? "regular",
      options.color,
      options.spacing,
    );
  }

  /** One line ending at the right margin, on the current line. */
  rightText(text: string, options: TextOptions) {
    const width = this.fonts.width(text, options.size, options.weight ?? "regular");
    this.drawRuns(
      this.page,
      text,
      A4.width - MARGIN - width,
      this.y,
      options.size,
      options.weight ?? "regular",
      options.color,
    );
  }

  /** Lines of at most `width` points: breaks between words, or between any two CJK characters. */
  wrap(text: string, width: number, size: number, weight: Weight): string[] {
    const tokens =
      text.match(
        /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g,
      ) ?? [];
    const lines: string[] = [];
    let line = "";
    for (const token of tokens) {
      const next = line + token;
      if (line.trim() && this.fonts.width(next.trimEnd(), size, weight) > width) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line = next;
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** Wrapped text at the margin (plus indent), moving down line by line. */
  paragraph(text: string, options: TextOptions) {
    const weight = options.weight ?? "regular";
    const indent = options.indent ?? 0;
    const leading = options.leading ?? options.size * 1.35;
    let lines = this.wrap(text, A4.width - 2 * MARGIN - indent, options.size, weight);
    if (options.maxLines && lines.length > options.maxLines) {
      lines = lines.slice(0, options.maxLines);
      lines[lines.length - 1] = `${lines.at(-1)}…`;
    }
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading - options.size;
      this.drawRuns(
        this.page,
        line,
        MARGIN + indent,
        this.y - options.size * 0.8,
        options.size,
        weight,
        options.color,
      );
      this.y -= options.size;
    }
  }

  /** An item code: its swatch, code and colour, and its technical data in two columns. */
  codeBlock(code: PublicProduct["itemCodes"][number], t: Translate) {
    const swatch = 56;
    const left = MARGIN + swatch + 16;
    const columnGap = 18;
    const columnWidth = (A4.width - MARGIN - left - columnGap) / 2;
    const cells = TECHNICAL_FIELDS.map((field) => ({
      label: t(fieldLabel(field)),
      lines: this.wrap(code[field]?.trim() || t("product.na"), columnWidth, 9, "regular"),
    }));
    const rowHeights: number[] = [];
    for (let i = 0; i < cells.length; i += 2) {
      const lines = Math.max(cells[i]!.lines.length, cells[i + 1]?.lines.length ?? 0);
      rowHeights.push(11 + lines * 11.5 + 4);
    }
    const height = 36 + rowHeights.reduce((sum, h) => sum + h, 0);
    this.ensure(height + 18);
    this.y -= 14;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: LINE,
    });
    this.y -= 12;
    const top = this.y;
    const colour = code.colourHex ? hexRgb(code.colourHex) : rgb(0.93, 0.91, 0.87);
    this.page.drawRectangle({
      x: MARGIN,
      y: top - swatch,
      width: swatch,
      height: swatch,
      color: colour,
      borderColor: LINE,
      borderWidth: 0.5,
    });
    this.page.drawRectangle({
      x: MARGIN,
      y: top - swatch * 0.45,
      width: swatch,
      height: swatch * 0.45,
      color: rgb(1, 1, 1),
      opacity: 0.14,
    });
    this.drawRuns(this.page, code.itemCode, left, top - 12, 13, "bold");
    const colourText = [code.colourName, code.colourHex?.toUpperCase()].filter(Boolean).join(" · ");
    if (colourText) this.drawRuns(this.page, colourText, left, top - 26, 9.5, "regular", MUTED);
    let y = top - 36;
    for (let i = 0; i < cells.length; i += 2) {
      for (const [column, cell] of [cells[i], cells[i + 1]].entries()) {
        if (!cell) continue;
        const x = left + column * (columnWidth + columnGap);
        this.drawRuns(this.page, cell.label, x, y - 8, 7.5, "regular", MUTED);
        for (const [n, line] of cell.lines.entries()) {
          this.drawRuns(this.page, line, x, y - 19 - n * 11.5, 9, "regular");
        }
      }
      y -= rowHeights[i / 2]!;
    }
    this.y = Math.min(y, top - swatch);
  }
}

function hexRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb((n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
