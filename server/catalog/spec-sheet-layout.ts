import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { createTranslate, type Translate } from "~/lib/i18n/translate";
import { fieldLabel, TECHNICAL_FIELDS } from "~/lib/technical-fields";
import { messagesFor } from "../i18n/messages";
import type { PublicProduct } from "./products";
import { FontChain, type Weight } from "./spec-sheet-fonts";

// The layout of a spec sheet, without the database: it runs in the sheet worker (spec-sheet-worker.ts).

/** The most lines a field takes on the sheet; past them it ends with an ellipsis. */
const LINES = { name: 3, categories: 2, description: 6, cell: 6 };
/** More characters than any line of the sheet holds (its narrowest glyphs at its smallest size). */
const CHARS_PER_LINE = 300;

/** The start of a text, enough for `lines` lines (the layout adds the ellipsis where it cuts). */
function clip(text: string, lines: number): string {
  return text.length > lines * CHARS_PER_LINE ? text.slice(0, lines * CHARS_PER_LINE) : text;
}

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

/** What the worker is given to draw one sheet: plain data, copied between threads. */
export type SheetRequest = {
  product: PublicProduct;
  language: { code: string; locale: string };
  /** The canonical origin of the sheet's language, printed in the footer. */
  origin: string;
};

/** Lays out and writes the PDF. */
export async function drawSpecSheet({ product, language, origin }: SheetRequest): Promise<Uint8Array> {
  const t = createTranslate(messagesFor(language.code));
  const locale = language.locale;
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
  // Long fields are cut before any work: a sheet prints a few lines of each (LINES), and a line holds far
  // fewer characters than CHARS_PER_LINE.
  const name = clip(product.name, LINES.name);
  const categories = clip(product.categories.map((c) => c.name).join(" · "), LINES.categories);
  const description = clip(
    product.description || plainText(clip(product.detailedDescription, LINES.description * 4)),
    LINES.description,
  );
  const sheetCodes = product.itemCodes.map((code) => ({
    ...code,
    itemCode: clip(code.itemCode, 1),
    colourName: code.colourName && clip(code.colourName, 1),
    values: TECHNICAL_FIELDS.map((field) => clip(code[field]?.trim() || t("product.na"), LINES.cell)),
  }));
  // Every text the sheet draws, so the fonts are cut to exactly its characters.
  const fonts = await FontChain.for(pdf, [
    t("site.name").toUpperCase(),
    name,
    description,
    categories,
    ...sheetCodes.flatMap((c) => [
      c.itemCode,
      c.colourName ?? "",
      c.colourHex?.toUpperCase() ?? "",
      ...c.values,
    ]),
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
  sheet.paragraph(name, { size: 22, weight: "bold", leading: 26, maxLines: LINES.name });
  if (categories) {
    sheet.down(4);
    sheet.paragraph(categories, { size: 9.5, color: MUTED, maxLines: LINES.categories });
  }
  if (description) {
    sheet.down(8);
    sheet.paragraph(description, { size: 10, leading: 14.5, maxLines: LINES.description });
  }
  sheet.down(18);
  sheet.paragraph(t("specSheet.itemCodes"), { size: 13, weight: "bold" });
  sheet.down(4);
  for (const code of sheetCodes) sheet.codeBlock(code, t);
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

/** An item code as the sheet prints it: its technical values already cut, in TECHNICAL_FIELDS order. */
type SheetCode = PublicProduct["itemCodes"][number] & { values: string[] };

/** Words, single CJK characters, and runs of white space. */
const TOKENS = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g;

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

  /**
   * Lines of at most `width` points: breaks between words, between any two CJK characters, or inside a
   * word wider than the line. Each piece is measured once, so the work is linear in the text; at most
   * `maxLines` lines, the last ending with an ellipsis when the text goes on.
   */
  wrap(
    text: string,
    width: number,
    size: number,
    weight: Weight,
    maxLines = Number.POSITIVE_INFINITY,
  ): string[] {
    const lines: string[] = [];
    let line = "";
    let lineWidth = 0;
    for (const [token] of text.matchAll(TOKENS)) {
      const tokenWidth = this.fonts.width(token, size, weight);
      if (/^\s/.test(token)) {
        if (line) {
          line += token;
          lineWidth += tokenWidth;
        }
        continue;
      }
      if (line.trim() && lineWidth + tokenWidth > width) {
        lines.push(line.trimEnd());
        if (lines.length === maxLines) return this.ellipsis(lines, width, size, weight);
        line = "";
        lineWidth = 0;
      }
      if (tokenWidth <= width) {
        line += token;
        lineWidth += tokenWidth;
        continue;
      }
      for (const char of token) {
        const charWidth = this.fonts.width(char, size, weight);
        if (line && lineWidth + charWidth > width) {
          lines.push(line);
          if (lines.length === maxLines) return this.ellipsis(lines, width, size, weight);
          line = "";
          lineWidth = 0;
        }
        line += char;
        lineWidth += charWidth;
      }
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** Ends the last line with an ellipsis, dropping its last characters until it fits. */
  private ellipsis(lines: string[], width: number, size: number, weight: Weight): string[] {
    let last = [...lines.at(-1)!];
    const room = width - this.fonts.width("…", size, weight);
    while (last.length > 0 && this.fonts.width(last.join(""), size, weight) > room) last = last.slice(0, -1);
    lines[lines.length - 1] = `${last.join("").trimEnd()}…`;
    return lines;
  }

  /** Wrapped text at the margin (plus indent), moving down line by line. */
  paragraph(text: string, options: TextOptions) {
    const weight = options.weight ?? "regular";
    const indent = options.indent ?? 0;
    const leading = options.leading ?? options.size * 1.35;
    const lines = this.wrap(text, A4.width - 2 * MARGIN - indent, options.size, weight, options.maxLines);
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
  codeBlock(code: SheetCode, t: Translate) {
    const swatch = 56;
    const left = MARGIN + swatch + 16;
    const columnGap = 18;
    const columnWidth = (A4.width - MARGIN - left - columnGap) / 2;
    const cells = TECHNICAL_FIELDS.map((field, i) => ({
      label: t(fieldLabel(field)),
      lines: this.wrap(code.values[i]!, columnWidth, 9, "regular", LINES.cell),
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
