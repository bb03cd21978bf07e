// npx tsx scripts/subset-fonts.ts: writes the body face the site ships, app/fonts/inter-latin.woff2, the
// web faces' rules, app/fonts/faces.css, and their metric-matched local fallbacks, app/fonts/fallbacks.css
// (all committed; run again when @fontsource-variable/inter or @fontsource/cormorant-garamond changes).
//
// fontsource's Latin file of Inter carries the whole weight axis (100-900, 48 KB) and is the largest file
// before a page's largest paint on a phone (issue 20). The pages use 400, 500 and 600, and article bodies
// may hold <strong> (700): the axis is cut to 400-700 and the characters to the Latin range the rule
// names, which keeps every glyph a page can ask the face for. Each web face has a local fallback sized to
// its metrics (capsize): Arial (or its metric twin) for Inter, Times New Roman (or its twin) for the
// heading face, so the swap to the web face moves no line. The web faces load after the largest paint on
// a first visit (decision 027); the fallbacks are in the main stylesheet.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import cormorantGaramond from "@capsizecss/metrics/cormorantGaramond";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const WEIGHTS = { min: 400, max: 700 };

/** The Latin ranges of fontsource's Inter rule (what a page may send to this face), as [first, last]. */
const RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = RANGES.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
const text = RANGES.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join("");

const font = await subsetFont(fs.readFileSync(SOURCE), text, {
  targetFormat: "woff2",
  variationAxes: { wght: WEIGHTS },
});
fs.mkdirSync("app/fonts", { recursive: true });
fs.writeFileSync("app/fonts/inter-latin.woff2", font);

/** A capsize fallback face for `metrics`, from the local faces `sources`, for the Latin ranges only. */
function fallbackFace(metrics: typeof inter, local: typeof arial, sources: string[]): string {
  const { fontFaces } = createFontStack([metrics, local], { fontFaceFormat: "styleString" });
  return (
    fontFaces
      // Linux has the metric twins under their own names; macOS and Windows have the originals.
      .replace(/src: [^;]+;/, `src: ${sources.map((name) => `local("${name}")`).join(", ")};`)
      // CJK text falls through to the system CJK fonts, unresized. Swap like every face of the site
      // (site-layout.spec), though a local face has nothing to wait for.
      .replace("{", `{\n  unicode-range: ${unicodeRange};\n  font-display: swap;`)
  );
}

fs.writeFileSync(
  "app/fonts/faces.css",
  `/* Written by scripts/subset-fonts.ts: do not edit. The web faces, loaded after the largest paint on a first visit (decision 027): the heading face (fontsource's Latin file) and Inter, weights ${WEIGHTS.min}-${WEIGHTS.max}, Latin only. */
@import "@fontsource/cormorant-garamond/latin-600.css";

@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./inter-latin.woff2") format("woff2");
  unicode-range: ${unicodeRange};
}
`,
);
fs.writeFileSync(
  "app/fonts/fallbacks.css",
  `/* Written by scripts/subset-fonts.ts: do not edit. Local faces sized to the web faces' metrics, used until they load. */
${fallbackFace(inter, arial, ["Arial", "ArialMT", "Liberation Sans"])}

${fallbackFace(cormorantGaramond, timesNewRoman, ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif"])}
`,
);
fs.rmSync("app/fonts/inter.css", { force: true });
execFileSync("npx", ["biome", "format", "--write", "app/fonts/faces.css", "app/fonts/fallbacks.css"], {
  stdio: "ignore",
});
console.log(`app/fonts/inter-latin.woff2: ${font.length} bytes (from ${fs.statSync(SOURCE).size})`);
