// A minimal WebM muxer for VP8 keyframes, so the seed can make a small video without ffmpeg.
// A lossy WebP file is a RIFF container whose 'VP8 ' chunk holds exactly one VP8 keyframe.

/** An EBML variable-length size (vint) with the length marker bit. */
function encodeSize(size: number): Uint8Array {
  for (let length = 1; length <= 8; length++) {
    // All-ones is reserved for "unknown size", so each length holds up to 2^(7*length) - 2.
    if (size < 2 ** (7 * length) - 1) {
      const bytes = new Uint8Array(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function idBytes(id: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Uint8Array.from(bytes);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** One EBML element: id, size, payload. */
function element(id: number, payload: Uint8Array | Uint8Array[]): Uint8Array {
  const body = Array.isArray(payload) ? concat(payload) : payload;
  return concat([idBytes(id), encodeSize(body.length), body]);
}

function uint(id: number, value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256))
    bytes.unshift(rest % 256);
  return element(id, Uint8Array.from(bytes));
}

function float64(id: number, value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

function string(id: number, value: string): Uint8Array {
  return element(id, new TextEncoder().encode(value));
}

/** Element ids from the Matroska specification. */
export const EBML_IDS = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

/** The raw VP8 keyframe inside a lossy WebP file (the payload of its 'VP8 ' chunk). */
export function vp8FrameFromWebp(webp: Uint8Array): Uint8Array {
  const text = (start: number) => String.fromCharCode(...webp.subarray(start, start + 4));
  if (text(0) !== "RIFF" || text(8) !== "WEBP") throw new Error("Not a WebP file");
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  for (let offset = 12; offset + 8 <= webp.length; ) {
    const size = view.getUint32(offset + 4, true);
    if (text(offset) === "VP8 ") return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error("The WebP has no lossy 'VP8 ' chunk (it must be lossy and without alpha)");
}

/** Muxes VP8 keyframes (all the same size) into a WebM file playing at the given frame rate. */
export function muxVp8Webm(options: {
  frames: Uint8Array[];
  width: number;
  height: number;
  fps: number;
}): Uint8Array {
  const { frames, width, height, fps } = options;
  if (frames.length === 0) throw new Error("A video needs at least one frame");
  const frameMs = 1000 / fps;
  // One cluster: block timecodes are signed 16-bit milliseconds relative to it.
  if (frames.length * frameMs > 32_000) throw new Error("A single-cluster video must be shorter than 32 s");
  const id = EBML_IDS;
  const header = element(id.EBML, [
    uint(id.EBMLVersion, 1),
    uint(id.EBMLReadVersion, 1),
    uint(id.EBMLMaxIDLength, 4),
    uint(id.EBMLMaxSizeLength, 8),
    string(id.DocType, "webm"),
    uint(id.DocTypeVersion, 2),
    uint(id.DocTypeReadVersion, 2),
  ]);
  const info = element(id.Info, [
    uint(id.TimecodeScale, 1_000_000),
    float64(id.Duration, frames.length * frameMs),
    string(id.MuxingApp, "lumina-webm"),
    string(id.WritingApp, "lumina-webm"),
  ]);
  const tracks = element(id.Tracks, [
    element(id.TrackEntry, [
      uint(id.TrackNumber, 1),
      uint(id.TrackUID, 1),
      uint(id.TrackType, 1),
      uint(id.FlagLacing, 0),
      string(id.CodecID, "V_VP8"),
      uint(id.DefaultDuration, Math.round(frameMs * 1_000_000)),
      element(id.Video, [uint(id.PixelWidth, width), uint(id.PixelHeight, height)]),
    ]),
  ]);
  const blocks = frames.map((frame, index) => {
    const head = new Uint8Array(4);
    head[0] = 0x81; // track number 1 as a vint
    new DataView(head.buffer).setInt16(1, Math.round(index * frameMs));
    head[3] = 0x80; // keyframe
    return element(id.SimpleBlock, [head, frame]);
  });
  const cluster = element(id.Cluster, [uint(id.Timecode, 0), ...blocks]);
  return concat([header, element(id.Segment, [info, tracks, cluster])]);
}
