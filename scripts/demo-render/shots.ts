// Every demo picture the seed and the site use, by the path it is committed under, with the scene that
// renders it. Content (server/seed/content.ts) refers to these paths; tests check that both agree.
import type { Cards, Package, Shot, Tone } from "./scene/types";

export type ShotEntry = { shot: Shot; width: number; height: number };

const t = (hex: string, more: Partial<Tone> = {}): Tone => ({ hex, ...more });

export const TONES = {
  gold: t("#e8bd62"),
  antiqueGold: t("#c9a04e", { roughness: 0.36 }),
  champagne: t("#eed9a6"),
  bronze: t("#b07a3e"),
  silver: t("#e2e5ea", { roughness: 0.24 }),
  pewter: t("#a9adb3", { roughness: 0.34 }),
  gunmetal: t("#5f636b"),
  copper: t("#d88a5a"),
  burnishedCopper: t("#a8643c", { roughness: 0.36 }),
  roseGold: t("#f2b29c"),
  blush: t("#f4cabd"),
  emerald: t("#14a071"),
  sapphire: t("#2c58d0"),
  ruby: t("#c8203e"),
  amethyst: t("#8d4cc6"),
  blackSilver: t("#3a3c42", { roughness: 0.28 }),
  prismSilver: t("#dfe3ea", { holographic: true, roughness: 0.22 }),
  prismGold: t("#ecc66c", { holographic: true, roughness: 0.22 }),
  silkGold: t("#e2b65c", { roughness: 0.4 }),
  silkRose: t("#eeb09a", { roughness: 0.4 }),
  ivoryFleck: t("#dcc590", { roughness: 0.5 }),
  navyFleck: t("#54648c", { roughness: 0.45 }),
} satisfies Record<string, Tone>;

/** The colour of each item code, as its swatch shows it. */
export const ITEM_CODE_TONES: Record<string, { tone: Tone; package: "cone" | "spool" }> = {
  "AC40-101": { tone: TONES.gold, package: "cone" },
  "AC40-105": { tone: TONES.antiqueGold, package: "cone" },
  "AC40-110": { tone: TONES.champagne, package: "cone" },
  "AC40-118": { tone: TONES.bronze, package: "cone" },
  "AF-201": { tone: TONES.silver, package: "cone" },
  "AF-204": { tone: TONES.pewter, package: "cone" },
  "AF-209": { tone: TONES.gunmetal, package: "cone" },
  "AH20-101": { tone: TONES.gold, package: "spool" },
  "AH20-105": { tone: TONES.antiqueGold, package: "spool" },
  "JT-301": { tone: TONES.emerald, package: "cone" },
  "JT-302": { tone: TONES.sapphire, package: "cone" },
  "JT-303": { tone: TONES.ruby, package: "cone" },
  "JT-304": { tone: TONES.amethyst, package: "cone" },
  "ES40-101": { tone: TONES.gold, package: "spool" },
  "ES40-201": { tone: TONES.silver, package: "spool" },
  "CGB-401": { tone: TONES.copper, package: "spool" },
  "CGB-402": { tone: TONES.burnishedCopper, package: "spool" },
  "CGB-410": { tone: t("#e0a860"), package: "spool" },
  "RGL-501": { tone: TONES.roseGold, package: "spool" },
  "RGL-502": { tone: TONES.blush, package: "spool" },
  "HS-601": { tone: TONES.prismSilver, package: "cone" },
  "HS-602": { tone: TONES.prismGold, package: "cone" },
  "JGP-5-01": { tone: t("#f0c66a"), package: "spool" },
  "JGP-5-02": { tone: t("#b8924a", { roughness: 0.38 }), package: "spool" },
  "KSG-701": { tone: TONES.silkGold, package: "spool" },
  "KSG-702": { tone: TONES.silkRose, package: "spool" },
  "MKY-801": { tone: TONES.gold, package: "cone" },
  "MKY-802": { tone: TONES.silver, package: "cone" },
  "MKY-803": { tone: TONES.copper, package: "cone" },
  "MKY-809": { tone: TONES.blackSilver, package: "cone" },
  "MKY-812": { tone: TONES.roseGold, package: "cone" },
  "LTM-901": { tone: TONES.ivoryFleck, package: "cone" },
  "LTM-905": { tone: TONES.navyFleck, package: "cone" },
};

const CONTENT = { width: 1280, height: 960 };
const WIDE = { width: 1920, height: 1080 };

type Place = Omit<Package, "tone" | "kind"> & { kind?: Package["kind"] };
const pack = (kind: Package["kind"], tone: Tone, place: Place): Package => ({ kind, tone, ...place });

/** A row of standing cones, left to right, with a slight stagger in depth. */
function coneRow(tones: Tone[], spacing = 12.5, kind: Package["kind"] = "cone"): Package[] {
  return tones.map((tone, i) =>
    pack(kind, tone, { x: (i - (tones.length - 1) / 2) * spacing, z: (i % 2) * -6, turn: i * 0.7 }),
  );
}

const camera = {
  hero: { from: [0, 20, 66], to: [0, 8, 0], fov: 28, blur: 2 },
  low: { from: [8, 12, 58], to: [0, 8, 0], fov: 30, blur: 3 },
  high: { from: [0, 52, 56], to: [0, 4, 0], fov: 30, blur: 2 },
  row: { from: [0, 24, 86], to: [0, 8, -2], fov: 30, blur: 1.5 },
  wide: { from: [0, 18, 92], to: [0, 8, 0], fov: 30, blur: 2 },
  spools: { from: [0, 13, 36], to: [0, 3, 0], fov: 30, blur: 3 },
  spoolsHigh: { from: [4, 28, 32], to: [0, 2, 0], fov: 30, blur: 2 },
} as const satisfies Record<string, { from: number[]; to: number[]; fov: number; blur: number }>;

type CameraName = keyof typeof camera;
const cam = (name: CameraName) => {
  const c = camera[name];
  return {
    from: [...c.from] as [number, number, number],
    to: [...c.to] as [number, number, number],
    fov: c.fov,
    blur: c.blur,
  };
};

const still = (
  seed: string,
  packages: Package[],
  view: CameraName,
  backdrop: string,
  light: "warm" | "cool" | "neutral" | "dramatic" | "bright" = "neutral",
  glossy = false,
): Shot => ({ kind: "still", seed, packages, camera: cam(view), backdrop: { hex: backdrop, glossy }, light });

const plies = (
  seed: string,
  tones: Tone[],
  construction: "wrapped" | "twisted" | "flat" | "braid",
  backdrop = "#17130f",
  count = 9,
): Shot => ({
  kind: "plies",
  seed,
  tones,
  construction,
  count,
  backdrop: { hex: backdrop },
});

const embroidery = (
  seed: string,
  motif: "scroll" | "rose" | "wreath" | "cross" | "monogram" | "scatter" | "lotus" | "wave" | "border",
  tone: Tone,
  fabric: { hex: string; kind: "silk" | "velvet" | "wool" | "tulle" | "linen" | "satin" | "canvas" },
  view: "flat" | "angled" | "close",
  accent?: Tone,
): Shot => ({
  kind: "embroidery",
  seed,
  motif,
  tone,
  accent,
  fabric,
  view,
  // Silver shows as silver only where it has something light to reflect.
  light: tone.hex === TONES.silver.hex || tone.hex === TONES.prismSilver.hex ? "bright" : "warm",
});

const cloth = (
  seed: string,
  construction: "knit" | "lame" | "tweed" | "organza",
  tone: Tone,
  ground?: string,
): Shot => ({
  kind: "cloth",
  seed,
  construction,
  tone,
  ground,
});

const cards = (
  seed: string,
  codes: string[],
  layout: Cards["layout"],
  backdrop: string,
  names: Record<string, string>,
): Shot => ({
  kind: "cards",
  seed,
  layout,
  backdrop,
  swatches: codes.map((code) => ({ tone: ITEM_CODE_TONES[code]!.tone, code, name: names[code] ?? code })),
});

const NAMES: Record<string, string> = {
  "AC40-101": "Classic Gold",
  "AC40-105": "Antique Gold",
  "AC40-110": "Pale Champagne",
  "AC40-118": "Deep Bronze",
  "AF-201": "Bright Silver",
  "AF-204": "Pewter",
  "AF-209": "Gunmetal",
  "ES40-101": "Classic Gold",
  "JT-301": "Emerald",
  "JT-302": "Sapphire",
  "JT-303": "Ruby",
  "JT-304": "Amethyst",
  "CGB-401": "Copper",
  "RGL-501": "Rose Gold",
  "HS-601": "Prism Silver",
  "MKY-809": "Black Silver",
  "MKY-812": "Rose Gold",
};

const { gold, antiqueGold, champagne, bronze, silver, pewter, gunmetal, copper, roseGold, blush } = TONES;
const { emerald, sapphire, ruby, amethyst, blackSilver, prismSilver, prismGold, silkGold, silkRose } = TONES;

const FABRIC = {
  blackSilk: { hex: "#141318", kind: "silk" },
  burgundyVelvet: { hex: "#3e0a14", kind: "velvet" },
  crimsonSilk: { hex: "#6a0f1e", kind: "silk" },
  navyWool: { hex: "#141d38", kind: "wool" },
  ivorySatin: { hex: "#e9e1d0", kind: "satin" },
  ivoryTulle: { hex: "#efe8da", kind: "tulle" },
  creamLinen: { hex: "#d8cdb6", kind: "linen" },
  blackCanvas: { hex: "#18181a", kind: "canvas" },
  greyCanvas: { hex: "#55575c", kind: "canvas" },
  blushSatin: { hex: "#d9aaa0", kind: "satin" },
  navySilk: { hex: "#17213f", kind: "silk" },
  ivoryLinen: { hex: "#e6dcc6", kind: "linen" },
} as const;

const content = (shot: Shot): ShotEntry => ({ shot, ...CONTENT });
const wide = (shot: Shot): ShotEntry => ({ shot, ...WIDE });

export const SHOTS: Record<string, ShotEntry> = {
  // Products
  "products/aurum-classic-40-cone.jpg": content(
    still("ac1", [pack("cone", gold, { x: 0, z: 0, tail: true, turn: 0.4 })], "hero", "#3b332b", "warm"),
  ),
  "products/aurum-classic-40-golds.jpg": content(
    still("ac2", coneRow([gold, antiqueGold, champagne, bronze]), "row", "#2b2622", "warm"),
  ),
  "products/aurum-classic-40-macro.jpg": content(plies("ac3", [gold, gold, antiqueGold], "twisted")),
  "products/argent-fine-spools.jpg": content(
    still(
      "af1",
      [
        pack("spool", silver, { x: -5.5, z: 0, tail: true }),
        pack("spool", pewter, { x: 0, z: -5 }),
        pack("spool", gunmetal, { x: 5.5, z: 1, turn: 1 }),
      ],
      "spools",
      "#b9bcc0",
      "bright",
    ),
  ),
  "products/argent-fine-macro.jpg": content(plies("af2", [silver, silver, pewter], "twisted", "#202226")),
  "products/argent-fine-monogram.jpg": content(
    embroidery("af3", "scroll", silver, FABRIC.navySilk, "angled"),
  ),
  "products/aurum-heavy-20-spools.jpg": content(
    still(
      "ah1",
      [
        pack("spool", gold, { x: -3.5, z: 0, scale: 1.3, tail: true }),
        pack("spool", antiqueGold, { x: 4.5, z: 3, scale: 1.3, lying: true, turn: -0.5 }),
      ],
      "spools",
      "#2e2823",
      "warm",
    ),
  ),
  "products/aurum-heavy-20-couching.jpg": content(
    embroidery("ah2", "border", gold, FABRIC.navyWool, "close"),
  ),
  "products/jewel-tone-metallic-cones.jpg": content(
    still("jt1", coneRow([emerald, sapphire, ruby, amethyst]), "row", "#1d1c1f", "neutral"),
  ),
  "products/jewel-tone-metallic-plies.jpg": content(
    plies("jt2", [emerald, sapphire, ruby, amethyst], "twisted", "#141316", 8),
  ),
  "products/jewel-tone-metallic-spools.jpg": content(
    still(
      "jt3",
      [
        pack("spool", ruby, { x: -6, z: 0, turn: 0.3 }),
        pack("spool", emerald, { x: 0, z: -4, turn: 1.2 }),
        pack("spool", sapphire, { x: 6, z: 0.5, turn: 2 }),
        pack("spool", amethyst, { x: 2, z: 7, lying: true, turn: 0.6, tail: true }),
      ],
      "spoolsHigh",
      "#2a2730",
      "neutral",
    ),
  ),
  "products/jewel-tone-metallic-wave.jpg": content(
    embroidery("jt4", "rose", sapphire, FABRIC.blackSilk, "angled", ruby),
  ),
  "products/eco-shine-recycled-40-cones.jpg": content(
    still(
      "es1",
      [pack("cone", gold, { x: -6.5, z: 0, tail: true }), pack("cone", silver, { x: 6.5, z: -3, turn: 1 })],
      "hero",
      "#b59f7e",
      "bright",
    ),
  ),
  "products/eco-shine-recycled-40-spools.jpg": content(
    still(
      "es2",
      [
        pack("spool", gold, { x: -3, z: 0 }),
        pack("spool", silver, { x: 3.5, z: 2, lying: true, turn: 0.8, tail: true }),
      ],
      "spools",
      "#8d9a7e",
      "bright",
    ),
  ),
  "products/eco-shine-recycled-40-macro.jpg": content(plies("es3", [gold, silver], "twisted", "#3a4234", 8)),
  "products/copper-glow-braid-spool.jpg": content(
    still(
      "cg1",
      [pack("braid-spool", copper, { x: 0, z: 0, tail: true, scale: 1.3 })],
      "spools",
      "#2a221d",
      "warm",
    ),
  ),
  "products/copper-glow-braid-macro.jpg": content(
    plies("cg2", [copper, TONES.burnishedCopper], "braid", "#1c1714", 6),
  ),
  "products/copper-glow-braid-scroll.jpg": content(
    embroidery("cg3", "scroll", copper, FABRIC.creamLinen, "angled"),
  ),
  "products/rose-gold-lame-cloth.jpg": content(cloth("rg1", "lame", roseGold, "#2a1f1d")),
  "products/rose-gold-lame-ribbons.jpg": content(plies("rg2", [roseGold, blush], "flat", "#2a2020", 7)),
  "products/rose-gold-lame-spools.jpg": content(
    still(
      "rg3",
      [
        pack("spool", roseGold, { x: -3.5, z: 0, tail: true }),
        pack("spool", blush, { x: 3.5, z: -2, turn: 1 }),
      ],
      "spools",
      "#d9c2b8",
      "bright",
    ),
  ),
  "products/holographic-sparkle-cone.jpg": content(
    still(
      "hs1",
      [
        pack("cone", prismSilver, { x: -5, z: 0, tail: true }),
        pack("spool", prismGold, { x: 7, z: 5, turn: 0.5 }),
      ],
      "low",
      "#2a2a30",
      "neutral",
      true,
    ),
  ),
  "products/holographic-sparkle-macro.jpg": content(
    plies("hs2", [prismSilver, prismGold], "twisted", "#0e0e12", 8),
  ),
  "products/japan-gold-passing-no-5-lotus.jpg": content(
    embroidery("jg1", "lotus", gold, FABRIC.crimsonSilk, "angled"),
  ),
  "products/japan-gold-passing-no-5-cards.jpg": content(
    still(
      "jg2",
      [
        pack("spool", TONES.gold, { x: -3.5, z: 0, tail: true }),
        pack("spool", antiqueGold, { x: 3.5, z: -2.5, turn: 1.1 }),
      ],
      "spools",
      "#4a1418",
      "warm",
    ),
  ),
  "products/japan-gold-passing-no-5-macro.jpg": content(
    plies("jg3", [gold, antiqueGold], "twisted", "#3a0c14", 7),
  ),
  "products/kyoto-silk-gold-embroidery.jpg": content(
    embroidery("ks1", "rose", silkGold, FABRIC.blackSilk, "close"),
  ),
  "products/kyoto-silk-gold-macro.jpg": content(plies("ks2", [silkGold, silkRose], "twisted", "#101014", 8)),
  "products/kyoto-silk-gold-spools.jpg": content(
    still(
      "ks3",
      [
        pack("spool", silkGold, { x: -3.2, z: 0, scale: 0.9 }),
        pack("spool", silkRose, { x: 3.2, z: 1.5, scale: 0.9, tail: true }),
      ],
      "spools",
      "#1b1a1e",
      "warm",
      true,
    ),
  ),
  "products/metallic-knitting-yarn-lurex-knit.jpg": content(cloth("mk1", "knit", gold)),
  "products/metallic-knitting-yarn-lurex-silver.jpg": content(cloth("mk2", "knit", silver, "#0d0d10")),
  "products/metallic-knitting-yarn-lurex-cones.jpg": content(
    still("mk3", coneRow([gold, silver, copper, blackSilver], 15, "king"), "row", "#3c3834", "neutral"),
  ),
  "products/metallic-knitting-yarn-lurex-rose.jpg": content(cloth("mk4", "knit", roseGold, "#1a1414")),
  "products/luxe-tweed-metallic-ivory.jpg": content(cloth("lt1", "tweed", antiqueGold, "#ddd3bd")),
  "products/luxe-tweed-metallic-navy.jpg": content(cloth("lt2", "tweed", silver, "#1d2747")),

  // Gallery
  "gallery/metallic-embroidery-colour-book.jpg": content(
    cards(
      "gb1",
      ["AC40-101", "AC40-105", "AC40-110", "AC40-118", "AF-201", "AF-204", "AF-209"],
      "fan",
      "#2e2a27",
      NAMES,
    ),
  ),
  "gallery/specialty-and-knitting-colour-book.jpg": content(
    cards(
      "gb2",
      ["JT-301", "JT-302", "JT-303", "JT-304", "CGB-401", "RGL-501", "HS-601", "MKY-809"],
      "fan",
      "#1f2430",
      NAMES,
    ),
  ),
  "gallery/couture-evening-gown.jpg": content(
    embroidery("ce1", "scroll", silkGold, FABRIC.blackSilk, "angled", gold),
  ),
  "gallery/couture-evening-gown-detail.jpg": content(
    embroidery("ce2", "scroll", gold, FABRIC.blackSilk, "close", antiqueGold),
  ),
  "gallery/couture-evening-gown-satin.jpg": content(
    embroidery("ce3", "rose", antiqueGold, FABRIC.burgundyVelvet, "angled", gold),
  ),
  "gallery/bridal-veil-argent-fine.jpg": content(
    embroidery("bv1", "scatter", silver, FABRIC.ivoryTulle, "angled"),
  ),
  "gallery/bridal-veil-argent-fine-monogram.jpg": content(
    embroidery("bv2", "border", silver, FABRIC.ivorySatin, "angled", roseGold),
  ),
  "gallery/bridal-veil-argent-fine-organza.jpg": content(cloth("bv3", "organza", silver, "#d9d2c4")),
  "gallery/naval-dress-uniform-insignia.jpg": content(
    embroidery("nv1", "wreath", gold, FABRIC.navyWool, "flat", TONES.ruby),
  ),
  "gallery/naval-dress-uniform-insignia-detail.jpg": content(
    embroidery("nv2", "wreath", gold, FABRIC.navyWool, "close", silver),
  ),
  "gallery/cathedral-vestments-restoration.jpg": content(
    embroidery("cv1", "cross", antiqueGold, FABRIC.crimsonSilk, "angled", gold),
  ),
  "gallery/cathedral-vestments-restoration-velvet.jpg": content(
    embroidery("cv2", "rose", gold, FABRIC.burgundyVelvet, "close"),
  ),
  "gallery/cathedral-vestments-restoration-passing.jpg": content(
    plies("cv3", [antiqueGold, gold], "twisted", "#2a0a10", 7),
  ),
  "gallery/limited-edition-sneaker-embroidery.jpg": content(
    embroidery("sn1", "wave", prismSilver, FABRIC.blackCanvas, "angled", copper),
  ),
  "gallery/limited-edition-sneaker-embroidery-copper.jpg": content(
    embroidery("sn2", "border", copper, FABRIC.greyCanvas, "close", prismSilver),
  ),
  "gallery/metallic-knitwear-capsule.jpg": content(cloth("kw1", "knit", silver, "#222226")),
  "gallery/metallic-knitwear-capsule-black.jpg": content(cloth("kw2", "knit", blackSilver, "#0b0b0d")),

  // News
  "news/meet-us-at-premiere-vision-paris.jpg": content(
    still("pv1", coneRow([ruby, gold, sapphire, silver, emerald], 11.5), "wide", "#221f1c", "neutral", true),
  ),
  "news/meet-us-at-premiere-vision-paris-cards.jpg": content(
    cards("pv2", ["AC40-101", "JT-301", "JT-302", "JT-303", "RGL-501", "AF-201"], "page", "#2a2622", NAMES),
  ),
  "news/eco-shine-metallic-thread-on-a-recycled-core.jpg": content(
    still(
      "ec1",
      [pack("cone", gold, { x: -6, z: 0 }), pack("cone", silver, { x: 6, z: -2, turn: 1, tail: true })],
      "low",
      "#a48e6c",
      "bright",
    ),
  ),
  "news/eco-shine-metallic-thread-on-a-recycled-core-macro.jpg": content(
    plies("ec2", [gold, emerald], "twisted", "#2e3a2c", 8),
  ),
  "news/twelve-new-jewel-tones.jpg": content(
    still(
      "tj1",
      coneRow([emerald, sapphire, ruby, amethyst, TONES.gold], 5.4, "spool"),
      "spools",
      "#18171b",
      "neutral",
      true,
    ),
  ),
  "news/twelve-new-jewel-tones-cards.jpg": content(
    cards("tj2", ["JT-301", "JT-302", "JT-303", "JT-304"], "stack", "#26222b", NAMES),
  ),
  "news/inside-our-kyoto-factory-a-new-slitting-line.jpg": content({
    kind: "factory",
    seed: "kf1",
    tones: [gold, silver],
    view: "aisle",
  }),
  "news/highlights-from-itma-asia-in-shanghai.jpg": content({
    kind: "factory",
    seed: "it1",
    tones: [gold, copper, silver],
    view: "side",
  }),
  "news/highlights-from-itma-asia-in-shanghai-knit.jpg": content(cloth("it2", "knit", copper, "#161210")),
  "news/metallic-threads-on-the-runway-at-hong-kong-fashion-week.jpg": content(
    cloth("fw1", "organza", roseGold, "#2a1c1c"),
  ),
  "news/metallic-threads-on-the-runway-at-hong-kong-fashion-week-scatter.jpg": content(
    embroidery("fw2", "scatter", roseGold, FABRIC.blushSatin, "angled", gold),
  ),
  "news/forty-years-of-lumina-threads.jpg": content(
    embroidery("fy1", "lotus", gold, FABRIC.navySilk, "flat", antiqueGold),
  ),
  "news/forty-years-of-lumina-threads-spools.jpg": content(
    still(
      "fy2",
      [
        pack("spool", gold, { x: -6, z: 0 }),
        pack("spool", copper, { x: 0, z: -3, turn: 0.8 }),
        pack("spool", champagne, { x: 5, z: 4, turn: -0.4, lying: true }),
        pack("spool", antiqueGold, { x: 6, z: -6, turn: 1.4 }),
      ],
      "spoolsHigh",
      "#4a3a2a",
      "warm",
    ),
  ),
  "news/iso-14001-certification-for-our-kyoto-plant.jpg": content({
    kind: "factory",
    seed: "iso1",
    tones: [emerald, silver],
    view: "close",
  }),
  "news/iso-14001-certification-for-our-kyoto-plant-spools.jpg": content(
    still(
      "iso2",
      [pack("cone", emerald, { x: -5.5, z: 0 }), pack("cone", silver, { x: 6, z: -3, turn: 1 })],
      "hero",
      "#6f7a72",
      "bright",
    ),
  ),
  "news/solar-power-now-runs-a-third-of-our-kyoto-plant.jpg": content({
    kind: "factory",
    seed: "sp1",
    tones: [gold, sapphire, silver],
    view: "aisle",
  }),
  "news/a-goldwork-masterclass-for-young-embroiderers.jpg": content(
    embroidery("gm1", "rose", gold, FABRIC.navySilk, "flat", ruby),
  ),
  "news/a-goldwork-masterclass-for-young-embroiderers-linen.jpg": content(
    embroidery("gm2", "lotus", antiqueGold, FABRIC.ivoryLinen, "close"),
  ),
  "news/rose-gold-lame-chosen-for-a-bridal-capsule.jpg": content(cloth("rb1", "lame", blush, "#e0d6cc")),
  "news/rose-gold-lame-chosen-for-a-bridal-capsule-ribbons.jpg": content(
    plies("rb2", [roseGold, silver], "flat", "#e2d9cf", 7),
  ),
  "news/holiday-opening-hours.jpg": content(
    still("ho1", [pack("spool", gold, { x: 0, z: 0, tail: true, scale: 1.2 })], "spools", "#2c2622", "warm"),
  ),

  // Carousel
  "carousel/pure-gold.jpg": wide(plies("c1", [gold, gold, antiqueGold, champagne], "twisted", "#120e0b", 12)),
  "carousel/made-in-kyoto.jpg": wide(
    still(
      "c2",
      [
        pack("cone", silver, { x: -14, z: -4, turn: 0.3 }),
        pack("cone", gold, { x: 0, z: 2, tail: true }),
        pack("cone", antiqueGold, { x: 14, z: -5, turn: 1.3 }),
      ],
      "wide",
      "#1f1c19",
      "warm",
      true,
    ),
  ),
  "carousel/specialty-threads.jpg": wide(
    still(
      "c3",
      [
        pack("braid-spool", copper, { x: -9, z: 0, tail: true }),
        pack("spool", roseGold, { x: 3, z: -2, turn: 0.6 }),
        pack("spool", prismSilver, { x: 10, z: 3, turn: 1.6 }),
      ],
      "spools",
      "#241c19",
      "warm",
      true,
    ),
  ),
  "carousel/jewel-tones.jpg": wide(plies("c4", [emerald, gold, emerald, sapphire], "twisted", "#0c1412", 12)),
};

/** Static pictures of the public site (public/images/), written as WebP with their variants. */
/** `size`: the width of the largest file, which the page names (siteImageSrcSet(url, size)). */
export const SITE_SHOTS: Record<string, ShotEntry & { size: number }> = {
  "about-history": {
    ...content(embroidery("ab1", "lotus", antiqueGold, FABRIC.crimsonSilk, "close", gold)),
    size: 1200,
  },
  "about-yarn": { ...content(plies("ab2", [silver, silver, gold], "twisted", "#15161a", 9)), size: 1200 },
  "about-sustainability": {
    ...content(
      still(
        "ab3",
        [pack("cone", gold, { x: -6, z: 0 }), pack("cone", emerald, { x: 6, z: -3, turn: 1, tail: true })],
        "hero",
        "#7f8a74",
        "bright",
      ),
    ),
    size: 1200,
  },
  "about-community": {
    ...content(embroidery("ab4", "rose", gold, FABRIC.ivoryLinen, "angled", ruby)),
    size: 1200,
  },
  "hero-default": {
    ...wide(still("hd", coneRow([antiqueGold, gold, silver], 16), "wide", "#1c1916", "warm", true)),
    size: 1920,
  },
};

/** The item code swatches: a close-up of wound thread in the code's own colour. */
export function itemCodeShot(code: string): ShotEntry {
  const entry = ITEM_CODE_TONES[code];
  if (!entry) throw new Error(`No colour for item code ${code}`);
  return content({
    kind: "winding",
    seed: code,
    tone: entry.tone,
    package: entry.package,
    backdrop: "#4b4b4e",
  });
}
