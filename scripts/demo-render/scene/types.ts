// The shots the demo renderer knows: plain data, sent from Node to the page as JSON.

/** A thread colour: sRGB hex of the metal or tinted film, and how it reflects. */
export type Tone = {
  hex: string;
  /** 0 mirror-like, 1 matt; metallic threads sit around 0.25-0.4. */
  roughness?: number;
  /** Rainbow flashes of holographic film. */
  holographic?: boolean;
  /** Not metallic at all (a silk or viscose core, a dyed fibre). */
  fibre?: boolean;
};

export type PackageKind = "cone" | "spool" | "king" | "braid-spool" | "card";

export type Package = {
  kind: PackageKind;
  tone: Tone;
  /** Position on the floor in cm (x right, z towards the camera) and turn about the vertical axis. */
  x: number;
  z: number;
  turn?: number;
  /** Lying on its side instead of standing. */
  lying?: boolean;
  /** A loose end of thread running from the package across the floor. */
  tail?: boolean;
  scale?: number;
};

export type Camera = {
  /** Camera position and target in cm. */
  from: [number, number, number];
  to: [number, number, number];
  /** Vertical field of view in degrees (a long lens is narrow). */
  fov?: number;
  /** Strength of the lens blur away from the target, 0 for none. */
  blur?: number;
};

export type Light = "warm" | "cool" | "neutral" | "dramatic" | "bright";

export type Backdrop = { hex: string; glossy?: boolean; fabric?: string };

export type StillLife = {
  kind: "still";
  packages: Package[];
  backdrop: Backdrop;
  camera: Camera;
  light?: Light;
  seed: string;
};

/** The wound surface of one package filling the frame: the swatch of an item code. */
export type Winding = {
  kind: "winding";
  tone: Tone;
  package: "cone" | "spool";
  backdrop: string;
  seed: string;
};

/** A macro of twisted metallic threads lying side by side. */
export type Plies = {
  kind: "plies";
  tones: Tone[];
  backdrop: Backdrop;
  /** wrapped: film wound on a core (passing thread); twisted: two plies twisted together; flat: lamé strip. */
  construction: "wrapped" | "twisted" | "flat" | "braid";
  count: number;
  light?: Light;
  seed: string;
};

export type Motif =
  | "scroll"
  | "rose"
  | "wreath"
  | "cross"
  | "monogram"
  | "scatter"
  | "lotus"
  | "wave"
  | "border";

/** Couched goldwork on cloth. */
export type Embroidery = {
  kind: "embroidery";
  motif: Motif;
  tone: Tone;
  accent?: Tone;
  fabric: { hex: string; kind: "silk" | "velvet" | "wool" | "tulle" | "linen" | "satin" | "canvas" };
  view: "flat" | "angled" | "close";
  light?: Light;
  seed: string;
};

/** A row of winding machines with cones on their spindles. */
export type Factory = {
  kind: "factory";
  tones: Tone[];
  view: "aisle" | "side" | "close";
  seed: string;
};

/** Shade cards: wraps of thread on cards with printed codes. */
export type Cards = {
  kind: "cards";
  swatches: { tone: Tone; code: string; name: string }[];
  layout: "fan" | "page" | "stack";
  backdrop: string;
  seed: string;
};

/** Knitted fabric with a metallic yarn, or woven lamé cloth in folds. */
export type Cloth = {
  kind: "cloth";
  construction: "knit" | "lame" | "tweed" | "organza";
  tone: Tone;
  ground?: string;
  seed: string;
};

export type Shot = StillLife | Winding | Plies | Embroidery | Factory | Cards | Cloth;
