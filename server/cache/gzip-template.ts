import zlib from "node:zlib";

/**
 * A page compressed once with holes for a per-request value (the CSP nonce).
 * Each static part is raw deflate ending on a full flush (byte-aligned, no back-references into
 * the hole); each hole becomes a stored block; one gzip header and trailer wrap it all. The CRC-32 of
 * each part and the operator that shifts a CRC past it are computed once too, so filling a template
 * reads only the value, never the page again.
 */
export type GzipTemplate = {
  parts: Buffer[];
  deflatedParts: Buffer[];
  holeLength: number;
  partCrcs: number[];
  partShifts: Uint32Array<ArrayBuffer>[];
  totalPartBytes: number;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

// CRC-32 of a concatenation from the CRCs of its pieces (zlib's crc32_combine): appending n bytes
// multiplies the CRC register by x^(8n) modulo the polynomial, a linear map over GF(2) held as a 32×32
// bit matrix (one column per input bit).
type Gf2Matrix = Uint32Array<ArrayBuffer>;

function times(matrix: Gf2Matrix, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function multiply(a: Gf2Matrix, b: Gf2Matrix): Gf2Matrix {
  const out = new Uint32Array(32);
  for (let i = 0; i < 32; i++) out[i] = times(a, b[i]!);
  return out;
}

const IDENTITY = Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
/** The operator for one zero byte: eight one-bit shifts of the reflected CRC-32 register. */
const ONE_BYTE = (() => {
  const oneBit = new Uint32Array(32);
  oneBit[0] = 0xedb88320;
  for (let i = 1; i < 32; i++) oneBit[i] = (1 << (i - 1)) >>> 0;
  let byte = IDENTITY;
  for (let i = 0; i < 8; i++) byte = multiply(oneBit, byte);
  return byte;
})();

/** The operator that moves a CRC past `length` more bytes (square and multiply). */
function shiftOperator(length: number): Gf2Matrix {
  let result = IDENTITY;
  let power = ONE_BYTE;
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = multiply(power, result);
    if (n > 1) power = multiply(power, power);
  }
  return result;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift operator for B's length. */
const combine = (crcA: number, crcB: number, shiftB: Gf2Matrix): number => (times(shiftB, crcA) ^ crcB) >>> 0;

const fillShifts = new Map<number, Gf2Matrix>();

/** Splits text at every occurrence of marker and deflates each part once. */
export function compileGzipTemplate(text: string, marker: string): GzipTemplate {
  const parts = text.split(marker).map((part) => Buffer.from(part, "utf8"));
  const deflatedParts = parts.map((part) =>
    zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }),
  );
  return {
    parts,
    deflatedParts,
    holeLength: Buffer.byteLength(marker),
    partCrcs: parts.map((part) => zlib.crc32(part)),
    partShifts: parts.map((part) => shiftOperator(part.length)),
    totalPartBytes: parts.reduce((sum, part) => sum + part.length, 0),
  };
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
  const fillCrc = zlib.crc32(fill);
  let fillShift = fillShifts.get(fill.length);
  if (!fillShift) {
    fillShift = shiftOperator(fill.length);
    fillShifts.set(fill.length, fillShift);
  }
  const block = storedBlock(fill);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  template.parts.forEach((_, index) => {
    if (index > 0) {
      chunks.push(block);
      crc = combine(crc, fillCrc, fillShift);
    }
    chunks.push(template.deflatedParts[index]!);
    crc = combine(crc, template.partCrcs[index]!, template.partShifts[index]!);
  });
  chunks.push(FINAL_EMPTY_BLOCK);
  const size = template.totalPartBytes + fill.length * (template.parts.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
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
