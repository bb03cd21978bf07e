import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { EBML_IDS, muxVp8Webm, vp8FrameFromWebp } from "#server/media/webm";

type Element = { id: number; start: number; end: number };

/** Reads an EBML vint at offset; returns its value and length (markerKept for ids). */
function readVint(bytes: Uint8Array, offset: number, markerKept: boolean): { value: number; length: number } {
  const first = bytes[offset]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = markerKept ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i]!;
  return { value, length };
}

/** The child elements between start and end. */
function children(bytes: Uint8Array, start: number, end: number): Element[] {
  const out: Element[] = [];
  for (let offset = start; offset < end; ) {
    const id = readVint(bytes, offset, true);
    const size = readVint(bytes, offset + id.length, false);
    const body = offset + id.length + size.length;
    out.push({ id: id.value, start: body, end: body + size.value });
    offset = body + size.value;
  }
  return out;
}

const find = (list: Element[], id: number) => list.find((e) => e.id === id)!;
const text = (bytes: Uint8Array, e: Element) => new TextDecoder().decode(bytes.subarray(e.start, e.end));
const uint = (bytes: Uint8Array, e: Element) =>
  bytes.subarray(e.start, e.end).reduce((v, b) => v * 256 + b, 0);

async function frame(shade: number): Promise<Uint8Array> {
  const webp = await sharp({
    create: { width: 64, height: 36, channels: 3, background: { r: shade, g: 120, b: 40 } },
  })
    .webp({ quality: 60 })
    .toBuffer();
  return vp8FrameFromWebp(webp);
}

describe("the WebM muxer", () => {
  it("takes the raw VP8 keyframe out of a lossy WebP", async () => {
    const vp8 = await frame(10);
    // A VP8 keyframe carries the start code 9d 01 2a after its 3-byte frame tag.
    expect([...vp8.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
  });

  it("refuses a file that is not a WebP", () => {
    expect(() => vp8FrameFromWebp(new Uint8Array(32))).toThrow("Not a WebP file");
  });

  it("writes an EBML header, a webm DocType, a V_VP8 track and one keyframe block per frame", async () => {
    const frames = await Promise.all([0, 60, 120, 180, 240].map(frame));
    const bytes = muxVp8Webm({ frames, width: 64, height: 36, fps: 10 });
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    const top = children(bytes, 0, bytes.length);
    expect(top.map((e) => e.id)).toEqual([EBML_IDS.EBML, EBML_IDS.Segment]);
    const header = children(bytes, top[0]!.start, top[0]!.end);
    expect(text(bytes, find(header, EBML_IDS.DocType))).toBe("webm");
    expect(top[1]!.end).toBe(bytes.length);

    const segment = children(bytes, top[1]!.start, top[1]!.end);
    const info = children(bytes, find(segment, EBML_IDS.Info).start, find(segment, EBML_IDS.Info).end);
    expect(uint(bytes, find(info, EBML_IDS.TimecodeScale))).toBe(1_000_000);
    const tracks = find(segment, EBML_IDS.Tracks);
    const entry = find(children(bytes, tracks.start, tracks.end), EBML_IDS.TrackEntry);
    const track = children(bytes, entry.start, entry.end);
    expect(text(bytes, find(track, EBML_IDS.CodecID))).toBe("V_VP8");
    expect(uint(bytes, find(track, EBML_IDS.TrackType))).toBe(1);
    const video = children(bytes, find(track, EBML_IDS.Video).start, find(track, EBML_IDS.Video).end);
    expect(uint(bytes, find(video, EBML_IDS.PixelWidth))).toBe(64);
    expect(uint(bytes, find(video, EBML_IDS.PixelHeight))).toBe(36);

    const cluster = find(segment, EBML_IDS.Cluster);
    const blocks = children(bytes, cluster.start, cluster.end).filter((e) => e.id === EBML_IDS.SimpleBlock);
    expect(blocks).toHaveLength(5);
    const timecodes = blocks.map((b) =>
      new DataView(bytes.buffer, bytes.byteOffset + b.start + 1, 2).getInt16(0),
    );
    expect(timecodes).toEqual([0, 100, 200, 300, 400]);
    expect(blocks.every((b) => bytes[b.start + 3] === 0x80)).toBe(true);
    expect([...bytes.subarray(blocks[2]!.start + 4, blocks[2]!.end)]).toEqual([...frames[2]!]);
  });

  it("refuses an empty frame list", () => {
    expect(() => muxVp8Webm({ frames: [], width: 64, height: 36, fps: 10 })).toThrow();
  });
});
