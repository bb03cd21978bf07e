import { describe, expect, it } from "vitest";
import { colourColumns, deltaE76, deltaE2000, type Lab, labOf } from "#server/colour/colour";
import { normaliseHex } from "~/lib/colour";
import { formatSampleList, parseSampleList, SAMPLE_LIST_LIMIT } from "~/lib/schemas/samples";

/**
 * Table 1 of G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000 color-difference formula: implementation
 * notes, supplementary test data, and mathematical observations", Color Res. Appl. 30 (1), 2005:
 * L1, a1, b1, L2, a2, b2, ΔE00 (published to four decimals).
 */
const SHARMA_WU_DALAL: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
];

describe("CIEDE2000 (the shade finder's ranking)", () => {
  it.each(SHARMA_WU_DALAL.map((row, index) => [index + 1, ...row]))(
    "pair %i of Sharma, Wu and Dalal's table gives the published difference, both ways round",
    (_pair, l1, a1, b1, l2, a2, b2, expected) => {
      const first: Lab = { l: l1!, a: a1!, b: b1! };
      const second: Lab = { l: l2!, a: a2!, b: b2! };
      expect(deltaE2000(first, second)).toBeCloseTo(expected!, 4);
      expect(deltaE2000(second, first)).toBeCloseTo(expected!, 4);
    },
  );

  it("has all 34 published pairs", () => {
    expect(SHARMA_WU_DALAL).toHaveLength(34);
  });

  it("is zero for a colour and itself, and CIE76 is the straight distance in Lab", () => {
    const gold = labOf("#b8892b")!;
    expect(deltaE2000(gold, gold)).toBe(0);
    expect(deltaE76({ l: 50, a: 0, b: 0 }, { l: 53, a: 4, b: 0 })).toBeCloseTo(5, 10);
  });
});

describe("stored colours", () => {
  it("normalises typed and picked hex values, and refuses anything else", () => {
    expect(normaliseHex("#B8892B")).toBe("#b8892b");
    expect(normaliseHex(" b8892b ")).toBe("#b8892b");
    expect(normaliseHex("#b82")).toBe("#bb8822");
    for (const bad of ["", "#", "#12345", "#1234567", "red", "#gggggg", "12 34 56", null, undefined]) {
      expect(normaliseHex(bad)).toBeNull();
    }
  });

  it("converts sRGB to CIELAB under D65 (white, black and a known gold)", () => {
    const white = labOf("#ffffff")!;
    expect(white.l).toBeCloseTo(100, 3);
    expect(Math.abs(white.a) + Math.abs(white.b)).toBeLessThan(0.01);
    expect(labOf("#000000")!.l).toBeCloseTo(0, 5);
    // #b8892b: L 60.12, a 9.08, b 54.28 (CIELAB D65, sRGB companding).
    const gold = labOf("#b8892b")!;
    expect(gold.l).toBeCloseTo(60.12, 1);
    expect(gold.a).toBeCloseTo(9.08, 1);
    expect(gold.b).toBeCloseTo(54.28, 1);
  });

  it("writes hex and Lab together, or neither", () => {
    expect(colourColumns("#B8892B")).toMatchObject({ colourHex: "#b8892b", colourL: expect.any(Number) });
    expect(colourColumns(null)).toEqual({ colourHex: null, colourL: null, colourA: null, colourB: null });
    expect(colourColumns("not a colour")).toEqual({
      colourHex: null,
      colourL: null,
      colourA: null,
      colourB: null,
    });
  });
});

describe("sample list cookie (hostile input)", () => {
  it("keeps positive integer ids that fit the column, once each, in order", () => {
    expect(parseSampleList("3.1.3.2")).toEqual([3, 1, 2]);
    expect(parseSampleList("0.-1.1e3.01.2147483648.2147483647.abc..7")).toEqual([2147483647, 7]);
    expect(parseSampleList(null)).toEqual([]);
    expect(parseSampleList("<script>")).toEqual([]);
  });

  it("holds at most the list limit and reads only the start of a huge value", () => {
    const many = Array.from({ length: 100 }, (_, i) => i + 1).join(".");
    expect(parseSampleList(many)).toHaveLength(SAMPLE_LIST_LIMIT);
    expect(parseSampleList(`${"9".repeat(100_000)}.5`)).toEqual([]);
    expect(formatSampleList(parseSampleList(many))).toBe(
      Array.from({ length: SAMPLE_LIST_LIMIT }, (_, i) => i + 1).join("."),
    );
  });
});
