// Demo PDFs drawn at seed time with pdf-lib: colour books (labelled swatches) and product catalogues.
// The swatches are the committed item-code pictures (server/seed/assets/item-codes/), embedded as JPEG.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.06, 0.067, 0.082);
const PAPER = rgb(0.98, 0.973, 0.957);
const GOLD = rgb(0.72, 0.54, 0.17);
const MUTED = rgb(0.42, 0.39, 0.35);

/** An item code and colour name, as a colour book lists them. */
export type SwatchLabel = { code: string; name: string };

/** A labelled swatch with its picture: JPEG bytes already cropped to SWATCH_ASPECT. */
export type Swatch = SwatchLabel & { picture: Uint8Array };

/** Width over height of a swatch's picture window on the page. */
export const SWATCH_ASPECT = (A4[0] - 96 - 2 * 20) / 3 / (140 - 36);

type Fonts = { serif: PDFFont; sans: PDFFont; bold: PDFFont };

async function newDocument(title: string): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor("Lumina Threads");
  pdf.setProducer("Lumina Threads");
  pdf.setCreationDate(new Date("2026-01-05T00:00:00Z"));
  const fonts = {
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

/** A dark cover with the wordmark, a title, a subtitle and optionally a picture. */
async function drawCover(
  pdf: PDFDocument,
  fonts: Fonts,
  title: string,
  subtitle: string,
  picture?: Uint8Array,
): Promise<void> {
  const page = pdf.addPage(A4);
  const [w, h] = A4;
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: INK });
  if (picture) {
    const image = await pdf.embedJpg(picture);
    const width = w - 96;
    const height = (width * image.height) / image.width;
    page.drawImage(image, { x: 48, y: h - 150 - height, width, height });
  }
  page.drawText("LUMINA THREADS", { x: 48, y: h - 84, size: 13, font: fonts.bold, color: GOLD });
  page.drawLine({ start: { x: 48, y: h - 96 }, end: { x: 188, y: h - 96 }, thickness: 0.8, color: GOLD });
  page.drawText(title, { x: 48, y: 170, size: 34, font: fonts.serif, color: PAPER, maxWidth: w - 96 });
  page.drawText(subtitle, { x: 48, y: 140, size: 11, font: fonts.sans, color: rgb(0.75, 0.72, 0.66) });
  page.drawText("Hong Kong  |  Kyoto  |  Since 1985", {
    x: 48,
    y: 60,
    size: 9,
    font: fonts.sans,
    color: GOLD,
  });
}

function drawFooter(page: PDFPage, fonts: Fonts, label: string, number: number): void {
  const [w] = A4;
  page.drawLine({ start: { x: 48, y: 44 }, end: { x: w - 48, y: 44 }, thickness: 0.5, color: GOLD });
  page.drawText(label, { x: 48, y: 30, size: 8, font: fonts.sans, color: MUTED });
  page.drawText(String(number), { x: w - 60, y: 30, size: 8, font: fonts.sans, color: MUTED });
}

/** Pages of labelled swatches, 3 across and 4 down, each a photograph of the wound thread. */
async function drawSwatchPages(
  pdf: PDFDocument,
  fonts: Fonts,
  heading: string,
  swatches: Swatch[],
  first: number,
) {
  const [w, h] = A4;
  const perPage = 12;
  const cellW = (w - 96 - 2 * 20) / 3;
  const cellH = 140;
  const pictureH = cellH - 36;
  for (let start = 0; start < swatches.length; start += perPage) {
    const page = pdf.addPage(A4);
    page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: PAPER });
    page.drawText(heading, { x: 48, y: h - 70, size: 20, font: fonts.serif, color: INK });
    for (const [index, swatch] of swatches.slice(start, start + perPage).entries()) {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const x = 48 + col * (cellW + 20);
      const y = h - 110 - (row + 1) * (cellH + 22);
      page.drawRectangle({
        x: x - 1,
        y: y - 1,
        width: cellW + 2,
        height: cellH + 2,
        color: rgb(0.9, 0.886, 0.847),
      });
      const image = await pdf.embedJpg(swatch.picture);
      page.drawImage(image, { x, y: y + 36, width: cellW, height: pictureH });
      page.drawRectangle({ x, y, width: cellW, height: 36, color: rgb(1, 1, 1) });
      page.drawText(swatch.code, { x: x + 8, y: y + 20, size: 10, font: fonts.bold, color: INK });
      page.drawText(swatch.name, { x: x + 8, y: y + 8, size: 8, font: fonts.sans, color: MUTED });
    }
    drawFooter(page, fonts, heading, first + start / perPage);
  }
}

/** A colour book: a cover and pages of labelled colour swatches with their item codes. */
export async function colourBookPdf(input: { title: string; subtitle: string; swatches: Swatch[] }) {
  const { pdf, fonts } = await newDocument(input.title);
  await drawCover(pdf, fonts, input.title, input.subtitle);
  await drawSwatchPages(pdf, fonts, input.title, input.swatches, 2);
  return pdf.save();
}

export type CatalogueRow = {
  code: string;
  composition: string | null;
  denier: string | null;
  length: string | null;
};

/** Wraps text into lines no wider than width. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A product catalogue: cover with the product picture, overview, item-code table and colour swatches. */
export async function productCataloguePdf(input: {
  name: string;
  description: string;
  picture: Uint8Array;
  rows: CatalogueRow[];
  swatches: Swatch[];
}) {
  const { pdf, fonts } = await newDocument(`${input.name} catalogue`);
  await drawCover(pdf, fonts, input.name, "Product catalogue and shade card", input.picture);
  const [w, h] = A4;
  const page = pdf.addPage(A4);
  page.drawRectangle({ x: 0, y: 0, width: w, height: h, color: PAPER });
  page.drawText("Overview", { x: 48, y: h - 80, size: 22, font: fonts.serif, color: INK });
  let y = h - 110;
  for (const line of wrap(input.description, fonts.sans, 11, w - 96)) {
    page.drawText(line, { x: 48, y, size: 11, font: fonts.sans, color: INK });
    y -= 16;
  }
  y -= 24;
  page.drawText("Item codes", { x: 48, y, size: 16, font: fonts.serif, color: INK });
  y -= 24;
  const columns: [string, number][] = [
    ["Item code", 48],
    ["Composition", 150],
    ["Denier", 385],
    ["Length", 465],
  ];
  for (const [label, x] of columns) page.drawText(label, { x, y, size: 9, font: fonts.bold, color: GOLD });
  y -= 8;
  page.drawLine({ start: { x: 48, y }, end: { x: w - 48, y }, thickness: 0.5, color: GOLD });
  for (const row of input.rows) {
    y -= 18;
    const cells = [row.code, row.composition ?? "N/A", row.denier ?? "N/A", row.length ?? "N/A"];
    cells.forEach((cell, i) => {
      page.drawText(cell.slice(0, 48), { x: columns[i]![1], y, size: 9, font: fonts.sans, color: INK });
    });
  }
  y -= 40;
  const notes = [
    "All catalogued items are kept in stock; if sold out, the lead time is 3-4 weeks.",
    "Lot colours are consistent within a lot. For repeat orders, please state the lot number.",
  ];
  for (const note of notes) {
    page.drawText(note, { x: 48, y, size: 9, font: fonts.sans, color: MUTED });
    y -= 14;
  }
  drawFooter(page, fonts, `${input.name} catalogue`, 2);
  await drawSwatchPages(pdf, fonts, `${input.name} shade card`, input.swatches, 3);
  return pdf.save();
}
