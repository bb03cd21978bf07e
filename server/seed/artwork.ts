// Demo artwork drawn at seed time: SVG compositions of metallic thread rendered to JPEG by sharp.
import sharp from "sharp";

/** Four tones of one metal or jewel colour, darkest to brightest. */
export type Palette = { name: string; deep: string; base: string; light: string; shine: string };

export const PALETTES = {
  gold: { name: "Gold", deep: "#4a3208", base: "#b8892b", light: "#e3c77a", shine: "#fff6d8" },
  antiqueGold: { name: "Antique Gold", deep: "#3a2a0e", base: "#9a7434", light: "#cfae68", shine: "#f3e2b5" },
  silver: { name: "Silver", deep: "#2c3037", base: "#8a929d", light: "#d5dbe2", shine: "#ffffff" },
  copper: { name: "Copper", deep: "#3d1a0a", base: "#b46a3c", light: "#e8a57a", shine: "#ffe1c8" },
  roseGold: { name: "Rose Gold", deep: "#4f2623", base: "#c0877b", light: "#ecc2b6", shine: "#fff0ea" },
  emerald: { name: "Emerald", deep: "#032a1e", base: "#0f7a55", light: "#5fd3a4", shine: "#e0fff2" },
  sapphire: { name: "Sapphire", deep: "#07153a", base: "#2447a8", light: "#7fa2f5", shine: "#eef3ff" },
  ruby: { name: "Ruby", deep: "#33040d", base: "#a3162f", light: "#f06a86", shine: "#ffe6ec" },
  amethyst: { name: "Amethyst", deep: "#220b35", base: "#6d3aa0", light: "#b993e6", shine: "#f6eeff" },
  onyx: { name: "Onyx", deep: "#060607", base: "#2b2d33", light: "#6d7079", shine: "#d8dbe2" },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export type ArtworkKind =
  | "strands"
  | "spools"
  | "braid"
  | "lame"
  | "knit"
  | "holographic"
  | "motif"
  | "skein"
  | "swatches";

export type ArtworkSpec = {
  kind: ArtworkKind;
  palette: PaletteName;
  /** A second colour for compositions that mix two threads. */
  accent?: PaletteName;
  /** Ground colour for embroidered motifs (fabric), e.g. ivory silk or navy wool. */
  ground?: string;
  width: number;
  height: number;
  /** Makes the composition reproducible and different per image. */
  seed: string;
};

/** A small deterministic random generator (mulberry32) seeded from a string. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** Metallic gradient stops: alternating dark and bright bands, as light falls on twisted foil. */
function metalStops(p: Palette): string {
  const stops: [number, string][] = [
    [0, p.deep],
    [0.16, p.base],
    [0.3, p.light],
    [0.38, p.shine],
    [0.47, p.light],
    [0.62, p.base],
    [0.78, p.deep],
    [0.9, p.light],
    [1, p.base],
  ];
  return stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
}

/** Gradient, background, vignette and sheen definitions shared by every composition. */
function commonDefs(spec: ArtworkSpec, p: Palette, shift: number): string {
  const { width: w, height: h } = spec;
  return `
  <linearGradient id="metal" gradientUnits="userSpaceOnUse" x1="0" y1="${h}" x2="${w}" y2="0">${metalStops(p)}</linearGradient>
  <linearGradient id="metalX" x1="0" y1="0" x2="1" y2="0">${metalStops(p)}</linearGradient>
  <linearGradient id="metalY" x1="0" y1="0" x2="0" y2="1">${metalStops(p)}</linearGradient>
  <radialGradient id="bg" cx="0.35" cy="0.3" r="0.95">
    <stop offset="0" stop-color="${p.deep}"/><stop offset="0.55" stop-color="#14110d"/><stop offset="1" stop-color="#050505"/>
  </radialGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/>
  </radialGradient>
  <linearGradient id="sheen" gradientUnits="userSpaceOnUse" x1="${f(shift)}" y1="0" x2="${f(w + shift)}" y2="${h}">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.42" stop-color="#fff" stop-opacity="0"/>
    <stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.58" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>`;
}

/** Four-pointed glints where light catches the foil. */
function glints(rand: () => number, w: number, h: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rand() * w;
    const y = rand() * h;
    const r = 6 + rand() * 16;
    const t = r * 0.12;
    out += `<path d="M${f(x - r)} ${f(y)} L${f(x - t)} ${f(y - t)} L${f(x)} ${f(y - r)} L${f(x + t)} ${f(y - t)} L${f(x + r)} ${f(y)} L${f(x + t)} ${f(y + t)} L${f(x)} ${f(y + r)} L${f(x - t)} ${f(y + t)} Z" fill="#fff" opacity="${f(0.55 + rand() * 0.4)}"/>`;
  }
  return out;
}

/** Fine diagonal strands laid side by side, each with a highlight and a ply twist. */
function strands(spec: ArtworkSpec, rand: () => number, phase = 0.5): string {
  const { width: w, height: h } = spec;
  const count = 70;
  const span = w + h;
  let out = "";
  for (let i = 0; i < count; i++) {
    const offset = (i / count) * span * 1.1 - h * 0.55 + rand() * 8;
    const sw = 5 + rand() * 9;
    const wave = 20 + rand() * 40;
    const x0 = offset - h * 0.2;
    const d = `M${f(x0)} ${f(h * 1.2)} C${f(x0 + w * 0.3 + wave)} ${f(h * 0.7)} ${f(x0 + w * 0.45 - wave)} ${f(h * 0.3)} ${f(x0 + w * 0.75)} ${f(-h * 0.2)}`;
    const gradient = spec.accent && i % 5 === 2 ? "metalAccent" : "metal";
    out += `<path d="${d}" stroke="#000" stroke-opacity="0.45" stroke-width="${f(sw + 3)}" fill="none"/>`;
    out += `<path d="${d}" stroke="url(#${gradient})" stroke-width="${f(sw)}" fill="none"/>`;
    out += `<path d="${d}" stroke="#fff" stroke-opacity="${f(0.25 + rand() * 0.3)}" stroke-width="${f(sw * 0.22)}" fill="none" transform="translate(-${f(sw * 0.2)} 0)"/>`;
    out += `<path d="${d}" stroke="#000" stroke-opacity="0.28" stroke-width="${f(sw * 0.8)}" stroke-dasharray="2 ${f(sw * 0.9)}" stroke-dashoffset="${f(phase * 40 + i)}" fill="none"/>`;
  }
  return out;
}

/** A spool of wound thread: a cylinder of windings between two flanges, with a loose end. */
function spool(cx: number, cy: number, sw: number, sh: number, gradient: string, rand: () => number): string {
  const flange = sw * 0.56;
  let out = `<ellipse cx="${f(cx + sw * 0.08)}" cy="${f(cy + sh / 2 + 10)}" rx="${f(flange * 1.15)}" ry="${f(sw * 0.12)}" fill="#000" opacity="0.55"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy + sh / 2)}" rx="${f(flange)}" ry="${f(sw * 0.1)}" fill="#1b1612"/>`;
  out += `<rect x="${f(cx - sw / 2)}" y="${f(cy - sh / 2)}" width="${f(sw)}" height="${f(sh)}" fill="url(#${gradient})"/>`;
  const rows = Math.floor(sh / 5);
  for (let r = 0; r < rows; r++) {
    const y = cy - sh / 2 + (r + 0.5) * (sh / rows);
    out += `<path d="M${f(cx - sw / 2)} ${f(y)} Q${f(cx)} ${f(y + 4 + rand() * 2)} ${f(cx + sw / 2)} ${f(y)}" stroke="#000" stroke-opacity="${f(0.12 + rand() * 0.14)}" stroke-width="1.4" fill="none"/>`;
  }
  out += `<rect x="${f(cx - sw * 0.28)}" y="${f(cy - sh / 2)}" width="${f(sw * 0.1)}" height="${f(sh)}" fill="#fff" opacity="0.28"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy - sh / 2)}" rx="${f(flange)}" ry="${f(sw * 0.1)}" fill="#2a231c"/>`;
  out += `<ellipse cx="${f(cx)}" cy="${f(cy - sh / 2)}" rx="${f(sw * 0.1)}" ry="${f(sw * 0.025)}" fill="#000"/>`;
  const endX = cx + sw * (0.9 + rand());
  out += `<path d="M${f(cx + sw / 2)} ${f(cy)} C${f(cx + sw)} ${f(cy + sh * 0.2)} ${f(endX)} ${f(cy + sh * 0.1)} ${f(endX + sw * 0.3)} ${f(cy + sh * 0.55)}" stroke="url(#${gradient})" stroke-width="3" fill="none"/>`;
  return out;
}

function spools(spec: ArtworkSpec, rand: () => number): string {
  const { width: w, height: h } = spec;
  const light = `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.45)}" rx="${f(w * 0.5)}" ry="${f(h * 0.45)}" fill="url(#spot)"/>`;
  const floor = `<rect x="0" y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="#000" opacity="0.35"/>`;
  const back = [0.18, 0.82].map((x, i) =>
    spool(w * x, h * 0.5, w * 0.16, h * 0.42, i === 0 && spec.accent ? "metalAccentX" : "metalX", rand),
  );
  const front = spool(w * 0.5, h * 0.56, w * 0.24, h * 0.5, "metalX", rand);
  return `${light}${floor}<g opacity="0.75">${back.join("")}</g>${front}`;
}

/** Three-strand braids: alternating lobes, each filled with fine strands. */
function braid(spec: ArtworkSpec, rand: () => number): string {
  const { width: w, height: h } = spec;
  let out = "";
  const braids = 4;
  for (let b = 0; b < braids; b++) {
    const cx = (w / braids) * (b + 0.5);
    const lobeW = w / braids / 2.1;
    const lobeH = lobeW * 1.5;
    out += `<g transform="rotate(-18 ${f(cx)} ${f(h / 2)})">`;
    for (let y = -lobeH, n = 0; y < h + lobeH * 2; y += lobeH * 0.42, n++) {
      const side = n % 2 === 0 ? 1 : -1;
      const gradient = spec.accent && b % 2 === 1 ? "metalAccentY" : "metalY";
      const x = cx + side * lobeW * 0.2;
      out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(lobeW * 0.34)}" ry="${f(lobeH * 0.6)}" transform="rotate(${side * 40} ${f(x)} ${f(y)})" fill="#000" opacity="0.45"/>`;
      out += `<g transform="rotate(${side * 40} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(lobeW * 0.3)}" ry="${f(lobeH * 0.56)}" fill="url(#${gradient})"/>`;
      for (let s = -2; s <= 2; s++) {
        const sx = x + s * lobeW * 0.09;
        out += `<path d="M${f(sx)} ${f(y - lobeH * 0.45)} Q${f(sx + s * 2)} ${f(y)} ${f(sx)} ${f(y + lobeH * 0.45)}" stroke="#000" stroke-opacity="${f(0.16 + rand() * 0.12)}" stroke-width="1.5" fill="none"/>`;
      }
      out += `<ellipse cx="${f(x - lobeW * 0.12)}" cy="${f(y - lobeH * 0.1)}" rx="${f(lobeW * 0.08)}" ry="${f(lobeH * 0.3)}" fill="#fff" opacity="0.3"/></g>`;
    }
    out += "</g>";
  }
  return out;
}

/** Lamé: a woven fabric of flat metallic foil, warp and weft interlaced (one pattern tile, repeated). */
function lame(spec: ArtworkSpec): string {
  const { width: w, height: h } = spec;
  const c = Math.round(w / 36);
  const across = spec.accent ? "metalAccentX" : "metalX";
  const tile = `<pattern id="lameTile" width="${c * 2}" height="${c * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(-24)">
    <rect x="1" y="2" width="${c - 2}" height="${c - 4}" rx="3" fill="url(#metalY)"/>
    <rect x="${c + 2}" y="1" width="${c - 4}" height="${c - 2}" rx="3" fill="url(#${across})"/>
    <rect x="2" y="${c + 1}" width="${c - 4}" height="${c - 2}" rx="3" fill="url(#${across})" opacity="0.85"/>
    <rect x="${c + 1}" y="${c + 2}" width="${c - 2}" height="${c - 4}" rx="3" fill="url(#metalY)" opacity="0.9"/></pattern>`;
  return `<defs>${tile}</defs><rect width="${w}" height="${h}" fill="url(#lameTile)"/>`;
}

/** Stocking-stitch knitting: rows of V-shaped loops in a chunky metallic yarn (one pattern tile, repeated). */
function knit(spec: ArtworkSpec): string {
  const { width: w, height: h } = spec;
  const sw = Math.round(w / 18);
  const sh = Math.round(sw * 0.9);
  const loop = (x: number, y: number, gradient: string) =>
    [-1, 1]
      .map((side) => {
        const cx = x + sw / 2 + (side * sw) / 4.2;
        const cy = y + sh / 2;
        return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(sw * 0.2)}" ry="${f(sh * 0.62)}" transform="rotate(${side * -28} ${f(cx)} ${f(cy)})" fill="url(#${gradient})" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>`;
      })
      .join("");
  const cols = 5;
  let tile = "";
  for (let r = -1; r <= 2; r++)
    for (let c = 0; c < cols; c++)
      tile += loop(c * sw, r * sh, spec.accent && (r + 4) % 2 === 0 && c === 2 ? "metalAccentY" : "metalY");
  return `<defs><pattern id="knitTile" width="${sw * cols}" height="${sh * 2}" patternUnits="userSpaceOnUse">${tile}</pattern></defs><rect width="${w}" height="${h}" fill="url(#knitTile)"/>`;
}

/** Holographic film strands: rainbow foil with sparkle. */
function holographic(spec: ArtworkSpec, rand: () => number): string {
  return strands({ ...spec }, rand).replaceAll("url(#metal)", "url(#rainbow)");
}

/** Goldwork embroidery: a satin-stitched medallion of petals on fabric, ringed with couched threads. */
function motif(spec: ArtworkSpec, rand: () => number): string {
  const { width: w, height: h } = spec;
  const ground = spec.ground ?? "#1d1420";
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) * 0.36;
  let out = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  out += `<rect width="${w}" height="${h}" fill="url(#weave)"/>`;
  out += `<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  const petals = 10;
  const half = radius * 0.17;
  const tip = -radius;
  const base = -radius * 0.25;
  const petal = `M0 ${f(base)} C${f(-half * 2)} ${f(base - radius * 0.25)} ${f(-half)} ${f(tip + radius * 0.15)} 0 ${f(tip)} C${f(half)} ${f(tip + radius * 0.15)} ${f(half * 2)} ${f(base - radius * 0.25)} 0 ${f(base)} Z`;
  out += `<defs><clipPath id="petal"><path d="${petal}"/></clipPath></defs>`;
  for (let i = 0; i < petals; i++) {
    const gradient = spec.accent && i % 2 === 1 ? "metalAccentX" : "metalX";
    out += `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${(360 / petals) * i})">`;
    out += `<path d="${petal}" fill="url(#${gradient})" stroke="#000" stroke-opacity="0.5" stroke-width="4"/>`;
    for (let s = 0; s < 22; s++) {
      const y = base - (s / 22) * (base - tip);
      out += `<path d="M${f(-half * 2)} ${f(y + 10)} L${f(half * 2)} ${f(y - 10)}" stroke="#000" stroke-opacity="0.25" stroke-width="1.3" clip-path="url(#petal)"/>`;
    }
    out += `<path d="M0 ${f(base - 6)} L0 ${f(tip + 10)}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;
    out += "</g>";
  }
  for (const [ring, size] of [
    [radius * 1.08, 7],
    [radius * 1.2, 5],
  ] as const) {
    const beads = Math.round((Math.PI * 2 * ring) / (size * 2.3));
    for (let b = 0; b < beads; b++) {
      const a = (b / beads) * Math.PI * 2;
      out += `<circle cx="${f(cx + Math.cos(a) * ring)}" cy="${f(cy + Math.sin(a) * ring)}" r="${size}" fill="url(#bead)"/>`;
    }
  }
  for (let k = 0; k < 26; k++) {
    const a = rand() * Math.PI * 2;
    const d = rand() * radius * 0.22;
    out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(7 + rand() * 5)}" fill="url(#bead)" stroke="#000" stroke-opacity="0.4"/>`;
  }
  return out;
}

/** A twisted skein: several plies wound around each other in a rope. */
function skein(spec: ArtworkSpec, rand: () => number): string {
  const { width: w, height: h } = spec;
  let out = "";
  const ropes = 3;
  for (let r = 0; r < ropes; r++) {
    const cy = (h / (ropes + 1)) * (r + 1) + (rand() - 0.5) * 30;
    const amp = h / 11;
    for (let ply = 0; ply < 3; ply++) {
      const phase = (ply / 3) * Math.PI * 2;
      let d = "";
      for (let x = -40; x <= w + 40; x += 12) {
        const y = cy + Math.sin(x / 55 + phase) * amp * 0.45;
        d += `${d ? "L" : "M"}${f(x)} ${f(y)}`;
      }
      const gradient = spec.accent && ply === 1 ? "metalAccent" : "metal";
      out += `<path d="${d}" stroke="#000" stroke-opacity="0.5" stroke-width="${f(amp * 0.78)}" fill="none"/>`;
      out += `<path d="${d}" stroke="url(#${gradient})" stroke-width="${f(amp * 0.66)}" fill="none" stroke-linecap="round"/>`;
      out += `<path d="${d}" stroke="#000" stroke-opacity="0.25" stroke-width="${f(amp * 0.6)}" stroke-dasharray="3 9" fill="none"/>`;
      out += `<path d="${d}" stroke="#fff" stroke-opacity="0.3" stroke-width="${f(amp * 0.12)}" fill="none" transform="translate(0 -${f(amp * 0.15)})"/>`;
    }
  }
  return out;
}

/** A fan of colour cards: the cover of a colour book. */
function swatches(spec: ArtworkSpec, rand: () => number): string {
  const { width: w, height: h } = spec;
  const names = Object.keys(PALETTES) as PaletteName[];
  let out = "";
  const cards = 9;
  for (let i = 0; i < cards; i++) {
    const angle = -38 + (76 / (cards - 1)) * i;
    const p = PALETTES[names[(i + Math.floor(rand() * 3)) % names.length]!];
    const cw = w * 0.12;
    const ch = h * 0.62;
    const x = w / 2 - cw / 2;
    const y = h * 0.22;
    out += `<g transform="rotate(${angle} ${f(w / 2)} ${f(h * 0.95)})">`;
    out += `<rect x="${f(x + 6)}" y="${f(y + 8)}" width="${f(cw)}" height="${f(ch)}" rx="10" fill="#000" opacity="0.45"/>`;
    out += `<rect x="${f(x)}" y="${f(y)}" width="${f(cw)}" height="${f(ch)}" rx="10" fill="#f7f3ea"/>`;
    out += `<linearGradient id="card${i}" x1="0" y1="0" x2="1" y2="0.3">${metalStops(p)}</linearGradient>`;
    out += `<rect x="${f(x + cw * 0.1)}" y="${f(y + cw * 0.1)}" width="${f(cw * 0.8)}" height="${f(ch * 0.7)}" rx="4" fill="url(#card${i})"/>`;
    for (let s = 0; s < 8; s++) {
      const ly = y + ch * 0.78 + s * 3;
      if (s % 3 === 0)
        out += `<rect x="${f(x + cw * 0.1)}" y="${f(ly)}" width="${f(cw * (0.4 + rand() * 0.4))}" height="2" fill="#6b6358"/>`;
    }
    out += "</g>";
  }
  return out;
}

function rainbowGradient(w: number, h: number): string {
  const colours = ["#ff9ad5", "#ffe38a", "#9dffb0", "#8fe3ff", "#b49bff", "#ff9ad5", "#fff2a8", "#8fe3ff"];
  const stops = colours.map(
    (c, i) => `<stop offset="${f((i / (colours.length - 1)) * 100)}%" stop-color="${c}"/>`,
  );
  return `<linearGradient id="rainbow" gradientUnits="userSpaceOnUse" x1="0" y1="${h}" x2="${w}" y2="0">${stops.join("")}</linearGradient>`;
}

/** The SVG source of one composition. `phase` (0..1) moves the light, for animation frames. */
export function artworkSvg(spec: ArtworkSpec, phase = 0.5): string {
  const p = PALETTES[spec.palette];
  const accent = PALETTES[spec.accent ?? spec.palette];
  const rand = randomFrom(spec.seed);
  const { width: w, height: h } = spec;
  const sheenShift = (phase - 0.5) * w * 1.6;
  const defs = `<defs>${commonDefs(spec, p, sheenShift)}
  <linearGradient id="metalAccent" gradientUnits="userSpaceOnUse" x1="0" y1="${h}" x2="${w}" y2="0">${metalStops(accent)}</linearGradient>
  <linearGradient id="metalAccentX" x1="0" y1="0" x2="1" y2="0">${metalStops(accent)}</linearGradient>
  <linearGradient id="metalAccentY" x1="0" y1="0" x2="0" y2="1">${metalStops(accent)}</linearGradient>
  ${rainbowGradient(w, h)}
  <radialGradient id="spot" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  <radialGradient id="bead" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${p.shine}"/><stop offset="0.45" stop-color="${p.light}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
  <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="#fff" stroke-opacity="0.05" stroke-width="1"/></pattern>
  </defs>`;
  const body = {
    strands: () => strands(spec, rand, phase),
    spools: () => spools(spec, rand),
    braid: () => braid(spec, rand),
    lame: () => lame(spec),
    knit: () => knit(spec),
    holographic: () => holographic(spec, rand),
    motif: () => motif(spec, rand),
    skein: () => skein(spec, rand),
    swatches: () => swatches(spec, rand),
  }[spec.kind]();
  const sparkle = glints(rand, w, h, spec.kind === "holographic" ? 40 : spec.kind === "motif" ? 8 : 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}
  <rect width="${w}" height="${h}" fill="url(#bg)"/>${body}
  <rect width="${w}" height="${h}" fill="url(#sheen)"/>${sparkle}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/></svg>`;
}

/** Renders a composition to JPEG bytes. */
export async function renderArtwork(spec: ArtworkSpec): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(spec)))
    .jpeg({ quality: 84, progressive: true })
    .toBuffer();
}

/** Renders animation frames of a composition with a light sweeping across it, as lossy WebP. */
export async function renderShimmerFrames(spec: ArtworkSpec, frames: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < frames; i++) {
    const svg = artworkSvg(spec, i / (frames - 1));
    out.push(await sharp(Buffer.from(svg)).removeAlpha().webp({ quality: 70, effort: 2 }).toBuffer());
  }
  return out;
}
