// Thread materials and thread packages (cones, spools, cards), modelled in centimetres.
import * as THREE from "three";
import { randomFrom } from "./random.ts";
import { type SurfaceMaps, twistMaps, windingMaps } from "./textures.ts";
import type { Package, Tone } from "./types.ts";

const mapCache = new Map<string, SurfaceMaps>();

/** Surface maps are costly to compute: one set per kind and seed, shared by every package that asks. */
export function cachedMaps(key: string, make: () => SurfaceMaps): SurfaceMaps {
  let maps = mapCache.get(key);
  if (!maps) {
    maps = make();
    mapCache.set(key, maps);
  }
  // A copy per material so that each may set its own repeat; the pixel data is shared.
  const copy = (t: THREE.DataTexture) => {
    const c = t.clone();
    c.needsUpdate = true;
    return c;
  };
  return { normal: copy(maps.normal), roughness: copy(maps.roughness), shade: copy(maps.shade) };
}

/** A metallic (or fibre) thread surface in one colour, with its grooves from `maps`. */
export function threadMaterial(
  tone: Tone,
  maps: SurfaceMaps,
  repeat: [number, number],
): THREE.MeshPhysicalMaterial {
  for (const t of [maps.normal, maps.roughness, maps.shade]) t.repeat.set(...repeat);
  const material = new THREE.MeshPhysicalMaterial({
    color: tone.hex,
    map: maps.shade,
    metalness: tone.fibre ? 0 : 1,
    roughness: tone.roughness ?? (tone.fibre ? 0.7 : 0.3),
    roughnessMap: maps.roughness,
    normalMap: maps.normal,
    normalScale: new THREE.Vector2(1, 1),
    anisotropy: 0,
    sheen: tone.fibre ? 1 : 0,
    sheenColor: new THREE.Color(tone.hex).multiplyScalar(0.6),
  });
  if (tone.holographic) {
    material.iridescence = 1;
    material.iridescenceIOR = 1.8;
    material.iridescenceThicknessMinimum = 200;
    material.iridescenceThicknessMaximum = 1200;
  }
  return material;
}

function lathe(profile: [number, number][], segments = 192): THREE.LatheGeometry {
  return new THREE.LatheGeometry(
    profile.map(([r, y]) => new THREE.Vector2(r, y)),
    segments,
  );
}

function paperMaterial(hex: string): THREE.MeshStandardMaterial {
  return new THREE.MeshStandardMaterial({ color: hex, roughness: 0.8, side: THREE.DoubleSide });
}

function plasticMaterial(hex: string): THREE.MeshPhysicalMaterial {
  return new THREE.MeshPhysicalMaterial({
    color: hex,
    roughness: 0.35,
    clearcoat: 0.8,
    clearcoatRoughness: 0.15,
  });
}

/** A rounded profile between (r0, y0) and (r1, y1): a wound body whose ends are slightly domed. */
function bodyProfile(points: [number, number][], round = 0.25): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [r0, y0] = points[i]!;
    const [r1, y1] = points[i + 1]!;
    for (let s = 0; s < 24; s++) {
      const t = s / 24;
      out.push([r0 + (r1 - r0) * t, y0 + (y1 - y0) * t]);
    }
  }
  out.push(points[points.length - 1]!);
  // Soften the shoulders: a moving average over a few points.
  return out.map((p, i) => {
    if (i === 0 || i === out.length - 1) return p;
    const a = out[Math.max(0, i - 3)]!;
    const b = out[Math.min(out.length - 1, i + 3)]!;
    return [p[0] * (1 - round) + ((a[0] + b[0]) / 2) * round, p[1]];
  });
}

/** An industrial cone: a paper cone with cross-wound thread, about 17 cm tall. */
function cone(tone: Tone, seed: string): THREE.Group {
  const group = new THREE.Group();
  const paper = lathe([
    [3.0, 0],
    [2.95, 0.05],
    [1.25, 17],
    [1.2, 17],
  ]);
  group.add(new THREE.Mesh(paper, paperMaterial(seed.length % 2 ? "#d9c9a8" : "#c9b48e")));
  const body = lathe(
    bodyProfile([
      [2.9, 1.2],
      [5.2, 1.8],
      [5.4, 3],
      [3.5, 14.2],
      [1.35, 15.2],
    ]),
  );
  const maps = cachedMaps(`cross-${seed.length % 3}`, () =>
    windingMaps("cross", `c${seed.length % 3}`, 24, 1024),
  );
  group.add(new THREE.Mesh(body, threadMaterial(tone, maps, [3, 9])));
  return group;
}

/** A small embroidery spool: a plastic spool with flanges and parallel-wound thread, 6 cm tall. */
function spool(tone: Tone, seed: string, flangeHex = "#17171a"): THREE.Group {
  const group = new THREE.Group();
  const flange = (y: number, top: boolean) => {
    const s = top ? -1 : 1;
    return lathe([
      [0.45, y],
      [2.25, y],
      [2.35, y + 0.08 * s],
      [2.35, y + 0.22 * s],
      [2.2, y + 0.3 * s],
      [0.45, y + 0.3 * s],
    ]);
  };
  const plastic = plasticMaterial(flangeHex);
  group.add(new THREE.Mesh(flange(0, false), plastic));
  group.add(new THREE.Mesh(flange(6, true), plastic));
  const body = lathe(
    bodyProfile(
      [
        [1.95, 0.3],
        [2.0, 3],
        [1.95, 5.7],
      ],
      0.1,
    ),
    192,
  );
  const maps = cachedMaps(`par-${seed.length % 3}`, () =>
    windingMaps("parallel", `p${seed.length % 3}`, 32, 1024),
  );
  group.add(new THREE.Mesh(body, threadMaterial(tone, maps, [1, 6])));
  const hole = new THREE.Mesh(
    new THREE.CylinderGeometry(0.45, 0.45, 6.02, 32, 1, true),
    new THREE.MeshStandardMaterial({ color: "#050505", side: THREE.BackSide }),
  );
  hole.position.y = 3;
  group.add(hole);
  return group;
}

/** A "king" spool of knitting yarn: a tall paper tube with a wide parallel-sided package. */
function king(tone: Tone, _seed: string): THREE.Group {
  const group = new THREE.Group();
  group.add(
    new THREE.Mesh(
      lathe([
        [2.1, 0],
        [2.1, 20],
      ]),
      paperMaterial("#cdb894"),
    ),
  );
  const body = lathe(
    bodyProfile([
      [2.1, 1],
      [6.2, 2.5],
      [6.4, 10],
      [6.2, 17.5],
      [2.1, 19],
    ]),
  );
  group.add(
    new THREE.Mesh(
      body,
      threadMaterial(
        tone,
        cachedMaps("cross-k", () => windingMaps("cross", "k", 24, 1024)),
        [4, 10],
      ),
    ),
  );
  return group;
}

/** A wide flat spool of braid: a wooden-looking spool with broad bands of braid. */
function braidSpool(tone: Tone, _seed: string): THREE.Group {
  const group = new THREE.Group();
  const wood = new THREE.MeshStandardMaterial({ color: "#6b4a2e", roughness: 0.6 });
  for (const y of [0, 5.6]) {
    const disc = new THREE.Mesh(new THREE.CylinderGeometry(4.2, 4.2, 0.4, 96), wood);
    disc.position.y = y + 0.2;
    group.add(disc);
  }
  const body = lathe(
    bodyProfile(
      [
        [3.4, 0.4],
        [3.55, 3],
        [3.4, 5.6],
      ],
      0.1,
    ),
  );
  group.add(
    new THREE.Mesh(
      body,
      threadMaterial(
        tone,
        cachedMaps("par-b", () => windingMaps("parallel", "b", 12, 1024)),
        [1, 2],
      ),
    ),
  );
  return group;
}

/** A card of passing thread: an ivory card with thread wound across its middle. */
function card(tone: Tone, _seed: string): THREE.Group {
  const group = new THREE.Group();
  const board = new THREE.Mesh(new THREE.BoxGeometry(7, 0.15, 10), paperMaterial("#efe6d2"));
  board.position.y = 0.08;
  group.add(board);
  const wrap = new THREE.Mesh(
    new THREE.BoxGeometry(7.2, 0.45, 5.5, 1, 1, 1),
    threadMaterial(
      tone,
      cachedMaps("par-c", () => windingMaps("parallel", "c", 32, 512)),
      [1, 5],
    ),
  );
  wrap.rotation.y = Math.PI / 2;
  wrap.position.y = 0.22;
  group.add(wrap);
  return group;
}

/** Height of a package standing upright, for placing it. */
const HEIGHTS: Record<Package["kind"], number> = {
  cone: 17,
  spool: 6,
  king: 20,
  "braid-spool": 6,
  card: 0.5,
};
const RADII: Record<Package["kind"], number> = {
  cone: 5.4,
  spool: 2.35,
  king: 6.4,
  "braid-spool": 4.2,
  card: 5,
};

export function packageRadius(p: Package): number {
  return RADII[p.kind] * (p.scale ?? 1);
}
export function packageHeight(p: Package): number {
  return (p.lying ? RADII[p.kind] * 2 : HEIGHTS[p.kind]) * (p.scale ?? 1);
}

export function buildPackage(p: Package, seed: string): THREE.Group {
  const builders = { cone, spool, king, "braid-spool": braidSpool, card };
  const group = builders[p.kind](p.tone, seed);
  group.traverse((o) => {
    o.castShadow = true;
    o.receiveShadow = true;
  });
  const holder = new THREE.Group();
  if (p.lying) {
    // On its side along x, resting on its widest part.
    group.rotation.z = -Math.PI / 2;
    group.position.set(-HEIGHTS[p.kind] / 2, RADII[p.kind], 0);
  }
  holder.add(group);
  holder.scale.setScalar(p.scale ?? 1);
  holder.position.set(p.x, 0, p.z);
  holder.rotation.y = p.turn ?? 0;
  return holder;
}

/** A thread as a tube along a curve, with its twist as a normal map. */
export function threadTube(points: THREE.Vector3[], radius: number, tone: Tone, twist = 6): THREE.Mesh {
  const curve = new THREE.CatmullRomCurve3(points, false, "centripetal");
  const length = curve.getLength();
  const geometry = new THREE.TubeGeometry(curve, Math.max(64, Math.round(length * 12)), radius, 12, false);
  const maps = cachedMaps(`twist-${twist}-2`, () => twistMaps(`t${twist}`, twist, 2));
  const material = threadMaterial(tone, maps, [length / (radius * 2 * Math.PI) / 2, 1]);
  material.anisotropy = 0;
  const mesh = new THREE.Mesh(geometry, material);
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** The loose end of a package: from its side down to the floor and away in a lazy curve. */
export function looseEnd(p: Package, seed: string): THREE.Mesh {
  const rand = randomFrom(`${seed}-tail`);
  const r = packageRadius(p) * 0.95;
  const h = packageHeight(p);
  const a = (p.turn ?? 0) + 0.6 + rand() * 0.8;
  const start = new THREE.Vector3(p.x + Math.cos(a) * r, h * 0.55, p.z + Math.sin(a) * r);
  const points = [start];
  let x = start.x + Math.cos(a) * 1.5;
  let z = start.z + Math.sin(a) * 1.5;
  points.push(new THREE.Vector3(x, h * 0.2, z));
  let heading = a + (rand() - 0.5);
  for (let i = 0; i < 7; i++) {
    heading += (rand() - 0.5) * 1.3;
    x += Math.cos(heading) * 4;
    z += Math.sin(heading) * 4;
    points.push(new THREE.Vector3(x, 0.06, z));
  }
  return threadTube(points, 0.06 * (p.scale ?? 1), p.tone, 4);
}
