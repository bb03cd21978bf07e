// npx tsx scripts/subset-fonts.ts: writes the body face the site ships, app/fonts/inter-latin.woff2, and its
// @font-face rules, app/fonts/inter.css (both committed; run again when @fontsource-variable/inter changes).
//
// fontsource's Latin file of Inter carries the whole weight axis (100-900, 48 KB) and is the largest file
// before a page's largest paint on a phone (issue 20). The pages use 400, 500 and 600, and article bodies
// may hold <strong> (700): the axis is cut to 400-700 and the characters to the Latin range the rule
// names, which keeps every glyph a page can ask the face for. The fallback face is Arial (or its metric
// twins) resized to Inter's metrics (capsize), so swapping to Inter moves no line.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
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

const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: "styleString" });
const fallback = fontFaces
  // Linux has Arial's metric twin under its own name; macOS and Windows have Arial.
  .replace(
    "src: local('Arial'), local('ArialMT');",
    `src: local("Arial"), local("ArialMT"), local("Liberation Sans");`,
  )
  // Swap like every face of the site (site-layout.spec), though a local face has nothing to wait for.
  .replace("{", `{\n  unicode-range: ${unicodeRange};\n  font-display: swap;`);
fs.writeFileSync(
  "app/fonts/inter.css",
  `/* Written by scripts/subset-fonts.ts: do not edit. Inter, weights ${WEIGHTS.min}-${WEIGHTS.max}, Latin only; and Arial sized to Inter's metrics while it loads. */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url("./inter-latin.woff2") format("woff2");
  unicode-range: ${unicodeRange};
}

${fallback}
`,
);
execFileSync("npx", ["biome", "format", "--write", "app/fonts/inter.css"], { stdio: "ignore" });
console.log(`app/fonts/inter-latin.woff2: ${font.length} bytes (from ${fs.statSync(SOURCE).size})`);
