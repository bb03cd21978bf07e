import zlib from "node:zlib";

/**
 * A page compressed once with holes for a per-request value (the CSP nonce).
 * Each static part is raw deflate ending on a full flush (byte-aligned, no back-references into
 * the hole); each hole becomes a stored block; one gzip header and trailer wrap it all.
 */
export type GzipTemplate = {
  parts: Buffer[];
  deflatedParts: Buffer[];
  holeLength: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** Splits text at every occurrence of marker and deflates each part once. */
export function compileGzipTemplate(text: string, marker: string): GzipTemplate {
  const parts = text.split(marker).map((part) => Buffer.from(part, "utf8"));
  const deflatedParts = parts.map((part) =>
    zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
  );
  return { parts, deflatedParts, holeLength: Buffer.byteLength(marker) };
}

/** A non-final stored deflate block holding bytes verbatim. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip body of the template with value in every hole (value must be short ASCII). */
export function fillGzipTemplate(template: GzipTemplate, value: string): Buffer {
  const fill = Buffer.from(value, "ascii");
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(storedBlock(fill));
      crc = zlib.crc32(fill, crc);
      size += fill.length;
    }
    chunks.push(template.deflatedParts[index]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  chunks.push(FINAL_EMPTY_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The plain body of the template with value in every hole. */
export function fillTextTemplate(template: GzipTemplate, value: string): Buffer {
  const fill = Buffer.from(value, "ascii");
  const chunks: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) chunks.push(fill);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}
