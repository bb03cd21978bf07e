import { converter, differenceCiede2000, differenceEuclidean } from "culori";
import { normaliseHex } from "~/lib/colour";

/** A colour in CIELAB under D65, the space the stored item-code colours and the CIEDE2000 formula use. */
export type Lab = { l: number; a: number; b: number };

const toLab65 = converter("lab65");
const ciede2000 = differenceCiede2000();
const euclidean = differenceEuclidean("lab65");

/** The CIELAB (D65) coordinates of an sRGB hex colour; null when the value is not a hex colour. */
export function labOf(hex: string): Lab | null {
  const normal = normaliseHex(hex);
  const lab = normal ? toLab65(normal) : undefined;
  return lab ? { l: lab.l, a: lab.a, b: lab.b } : null;
}

/** CIEDE2000 colour difference (kL = kC = kH = 1) between two Lab colours. */
export function deltaE2000(x: Lab, y: Lab): number {
  return ciede2000({ mode: "lab65", ...x }, { mode: "lab65", ...y });
}

/** CIE76 colour difference: the straight distance in Lab (the shade finder's prefilter). */
export function deltaE76(x: Lab, y: Lab): number {
  return euclidean({ mode: "lab65", ...x }, { mode: "lab65", ...y });
}

/** The item_codes colour columns for a hex value (or none): the hex and its Lab, always written together. */
export function colourColumns(hex: string | null) {
  const normal = hex ? normaliseHex(hex) : null;
  const lab = normal ? labOf(normal) : null;
  return {
    colourHex: lab ? normal : null,
    colourL: lab?.l ?? null,
    colourA: lab?.a ?? null,
    colourB: lab?.b ?? null,
  };
}
