// Subjects other than thread packages: macro plies, goldwork on cloth, the factory, shade cards, fabrics.
import * as THREE from "three";
import { mergeGeometries } from "three/addons/utils/BufferGeometryUtils.js";
import { randomFrom } from "./random.ts";
import {
  backdrop,
  cachedEnvironment,
  contactShadow,
  type Exposure,
  grainTexture,
  keyLight,
  lensCamera,
  studioEnvironment,
} from "./studio.ts";
import { mapsFromHeight, pileMaps, twistMaps, weaveMaps, windingMaps } from "./textures.ts";
import { buildPackage, cachedMaps, threadMaterial } from "./thread.ts";
import type { Cards, Cloth, Embroidery, Factory, Motif, Plies, Tone } from "./types.ts";

const V = (x: number, y: number, z: number) => new THREE.Vector3(x, y, z);

/** A tube along points, as geometry (for merging many threads into one mesh). */
function tubeGeometry(points: THREE.Vector3[], radius: number, radial = 10): THREE.TubeGeometry {
  const curve = new THREE.CatmullRomCurve3(points, false, "centripetal");
  const length = curve.getLength();
  const geometry = new THREE.TubeGeometry(
    curve,
    Math.max(24, Math.round(length * 16)),
    radius,
    radial,
    false,
  );
  // u along the tube in units of its circumference, so a twist map repeats at the same pitch on every tube.
  const uv = geometry.getAttribute("uv");
  for (let i = 0; i < uv.count; i++) uv.setX(i, (uv.getX(i) * length) / (2 * Math.PI * radius));
  return geometry;
}

/** A thread whose surface twists: `ridges` strands around it, `turns` of them per circumference of length. */
function twistedMaterial(
  tone: Tone,
  ridges: number,
  along: number,
  turns: number,
): THREE.MeshPhysicalMaterial {
  const maps = cachedMaps(`twist-${ridges}-${along}`, () => twistMaps(`t${ridges}`, ridges, along));
  return threadMaterial(tone, maps, [turns / along, 1]);
}

function mergedMesh(geometries: THREE.BufferGeometry[], material: THREE.Material): THREE.Mesh {
  const mesh = new THREE.Mesh(mergeGeometries(geometries), material);
  for (const g of geometries) g.dispose();
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

// ---------------------------------------------------------------------------------------------------
// Macro: threads lying side by side, seen through a macro lens.

/** Points of a thread centre line lying on the floor in a lazy S across the frame (cm). */
function lazyPath(rand: () => number, offset: number, length: number, sway: number): THREE.Vector3[] {
  const points: THREE.Vector3[] = [];
  const phase = rand() * Math.PI * 2;
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const x = (t - 0.5) * length;
    const z = offset + Math.sin(t * Math.PI * 1.3 + phase) * sway;
    points.push(V(x, 0, z));
  }
  return points;
}

/** Offsets a centre line into a helix of radius r around it (for plies twisted together). */
function helixAround(
  centre: THREE.Vector3[],
  r: number,
  pitch: number,
  phase: number,
  lift: number,
): THREE.Vector3[] {
  const curve = new THREE.CatmullRomCurve3(centre);
  const length = curve.getLength();
  const steps = Math.round((length / pitch) * 24);
  const out: THREE.Vector3[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = curve.getPointAt(t);
    const tangent = curve.getTangentAt(t);
    const side = new THREE.Vector3().crossVectors(tangent, V(0, 1, 0)).normalize();
    const a = phase + (t * length * 2 * Math.PI) / pitch;
    out.push(p.add(side.multiplyScalar(Math.cos(a) * r)).add(V(0, lift + Math.sin(a) * r, 0)));
  }
  return out;
}

export function renderPlies(shot: Plies, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const rand = randomFrom(shot.seed);
  const scene = new THREE.Scene();
  const light = shot.light ?? "dramatic";
  scene.environment = studioEnvironment(r, light);
  const floor = clothPlane(
    shot.backdrop.fabric ? { hex: shot.backdrop.hex, kind: "velvet" } : null,
    shot.backdrop.hex,
    60,
    40,
  );
  scene.add(floor);
  const thick = shot.construction === "braid" ? 0.12 : shot.construction === "flat" ? 0.09 : 0.07;
  for (let i = 0; i < shot.count; i++) {
    const tone = shot.tones[i % shot.tones.length]!;
    const centre = lazyPath(rand, (i - (shot.count - 1) / 2) * thick * 2.6 + (rand() - 0.5) * 0.05, 9, 0.25);
    if (shot.construction === "twisted" || shot.construction === "braid") {
      const plies = shot.construction === "braid" ? 3 : 2;
      for (let k = 0; k < plies; k++) {
        const path = helixAround(centre, thick * 0.55, thick * 6, (k / plies) * Math.PI * 2, thick);
        scene.add(mergedMesh([tubeGeometry(path, thick * 0.55, 12)], twistedMaterial(tone, 8, 4, 2.4)));
      }
    } else if (shot.construction === "wrapped") {
      const path = centre.map((p) => p.clone().add(V(0, thick, 0)));
      scene.add(mergedMesh([tubeGeometry(path, thick, 16)], twistedMaterial(tone, 1, 1, 2.5)));
    } else {
      // A flat lamé strip: a thin ribbon that turns over now and then.
      const ribbon = ribbonGeometry(centre, thick * 2.4, rand);
      scene.add(
        mergedMesh(
          [ribbon],
          threadMaterial(
            tone,
            cachedMaps("flat", () => weaveMaps("flat", 4, 128)),
            [8, 1],
          ),
        ),
      );
    }
  }
  scene.add(keyLight(light, V(0, 0, 0), 30));
  const camera = lensCamera({ from: [1.2, 1.5, 2.6], to: [0, 0.05, 0], fov: 32 }, aspect);
  return { scene, camera, focus: camera.position.length(), blur: 12, exposure: 1.15 };
}

function ribbonGeometry(centre: THREE.Vector3[], width: number, rand: () => number): THREE.BufferGeometry {
  const curve = new THREE.CatmullRomCurve3(centre);
  const steps = 300;
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const flip = rand() * Math.PI * 2;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = curve.getPointAt(t);
    const tangent = curve.getTangentAt(t);
    const side = new THREE.Vector3().crossVectors(tangent, V(0, 1, 0)).normalize();
    const tilt = 0.5 * Math.sin(t * 9 + flip);
    const across = side
      .multiplyScalar(Math.cos(tilt) * width * 0.5)
      .add(V(0, Math.sin(tilt) * width * 0.5, 0));
    for (const s of [-1, 1]) {
      const q = p
        .clone()
        .add(across.clone().multiplyScalar(s))
        .add(V(0, width * 0.5 + 0.01, 0));
      positions.push(q.x, q.y, q.z);
      uvs.push(t * 30, (s + 1) / 2);
    }
    if (i < steps) indices.push(i * 2, i * 2 + 1, i * 2 + 2, i * 2 + 1, i * 2 + 3, i * 2 + 2);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position", new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new THREE.Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}

// ---------------------------------------------------------------------------------------------------
// Cloth: a ground for embroidery and for threads.

type Fabric = Embroidery["fabric"];

function fabricMaterial(fabric: Fabric, tile: number): THREE.MeshPhysicalMaterial {
  const kind = fabric.kind;
  const maps =
    kind === "velvet"
      ? cachedMaps("pile", () => pileMaps("pile"))
      : kind === "satin" || kind === "silk"
        ? cachedMaps("satin", () => weaveMaps("satin", 48, 512, true))
        : kind === "tulle"
          ? cachedMaps("tulle", () => tulleMaps())
          : cachedMaps(`weave-${kind}`, () => weaveMaps(kind, kind === "canvas" ? 16 : 24, 512));
  const repeat = tile * (kind === "velvet" ? 0.5 : kind === "canvas" ? 0.8 : 1.6);
  for (const t of [maps.normal, maps.roughness, maps.shade]) t.repeat.set(repeat, repeat);
  const material = new THREE.MeshPhysicalMaterial({
    color: fabric.hex,
    map: maps.shade,
    normalMap: maps.normal,
    roughness: kind === "satin" || kind === "silk" ? 0.45 : 0.9,
    roughnessMap: maps.roughness,
    sheen: kind === "velvet" ? 1 : kind === "satin" || kind === "silk" ? 0.6 : 0.3,
    sheenRoughness: kind === "velvet" ? 0.5 : 0.35,
    sheenColor: new THREE.Color(fabric.hex).multiplyScalar(1.6),
  });
  return material;
}

function tulleMaps() {
  // A hexagonal net over a plain ground: the net is what catches the light.
  return mapsFromHeight(512, 512, (u, v) => {
    const x = u * 24;
    const y = v * 24 * 0.866;
    const row = Math.floor(y);
    const fx = x + (row % 2) * 0.5 - Math.floor(x + (row % 2) * 0.5) - 0.5;
    const fy = y - row - 0.5;
    const d = Math.hypot(fx, fy * 1.15);
    return Math.max(0, 1 - Math.abs(d - 0.42) * 9);
  });
}

/** A gently undulating sheet of cloth (or a plain matt floor), size in cm. */
function clothPlane(
  fabric: Fabric | null,
  hex: string,
  width: number,
  depth: number,
  folds = 0.15,
): THREE.Mesh {
  const geometry = new THREE.PlaneGeometry(width, depth, 160, 120);
  geometry.rotateX(-Math.PI / 2);
  const position = geometry.getAttribute("position");
  for (let i = 0; i < position.count; i++) {
    const x = position.getX(i);
    const z = position.getZ(i);
    position.setY(i, folds * (Math.sin(x * 0.23 + z * 0.11) + 0.6 * Math.sin(z * 0.37 - x * 0.05)) - folds);
  }
  geometry.computeVertexNormals();
  const material = fabric
    ? fabricMaterial(fabric, width / 4)
    : new THREE.MeshPhysicalMaterial({
        color: hex,
        roughness: 0.8,
        sheen: 0.4,
        sheenColor: new THREE.Color(hex),
      });
  const mesh = new THREE.Mesh(geometry, material);
  mesh.receiveShadow = true;
  return mesh;
}

// ---------------------------------------------------------------------------------------------------
// Goldwork: pairs of passing threads couched along the lines of a motif, fills of laid threads.

type Path2 = [number, number][];

function circlePath(
  cx: number,
  cz: number,
  rx: number,
  rz: number,
  from = 0,
  to = Math.PI * 2,
  n = 64,
): Path2 {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + Math.cos(a) * rx, cz + Math.sin(a) * rz] as [number, number];
  });
}

function spiralPath(
  cx: number,
  cz: number,
  r0: number,
  r1: number,
  turns: number,
  start: number,
  dir = 1,
): Path2 {
  const n = Math.round(turns * 60);
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const a = start + dir * t * turns * Math.PI * 2;
    const r = r0 + (r1 - r0) * t;
    return [cx + Math.cos(a) * r, cz + Math.sin(a) * r] as [number, number];
  });
}

/** A leaf outline between base and tip, bulging to `width`. */
function leafOutline(base: [number, number], tip: [number, number], width: number, n = 40): Path2 {
  const [bx, bz] = base;
  const [tx, tz] = tip;
  const dx = tx - bx;
  const dz = tz - bz;
  const len = Math.hypot(dx, dz);
  const nx = -dz / len;
  const nz = dx / len;
  const side = (s: number) =>
    Array.from({ length: n + 1 }, (_, i) => {
      const t = i / n;
      const w = Math.sin(Math.PI * t) ** 0.8 * width * 0.5 * s;
      return [bx + dx * t + nx * w, bz + dz * t + nz * w] as [number, number];
    });
  return [...side(1), ...side(-1).reverse()];
}

/** Shrinks a closed outline towards its centre in steps: the rows of a laid, couched fill. */
function fillRows(outline: Path2, rows: number): Path2[] {
  const cx = outline.reduce((s, p) => s + p[0], 0) / outline.length;
  const cz = outline.reduce((s, p) => s + p[1], 0) / outline.length;
  return Array.from({ length: rows }, (_, k) => {
    const f = 1 - k / rows;
    return outline.map(([x, z]) => [cx + (x - cx) * f, cz + (z - cz) * f] as [number, number]);
  });
}

type Stroke = { path: Path2; lift?: number; accent?: boolean };

function motifStrokes(motif: Motif, rand: () => number): Stroke[] {
  const strokes: Stroke[] = [];
  const leaf = (base: [number, number], tip: [number, number], width: number, accent = false) => {
    const rows = Math.max(3, Math.ceil(width / 2 / 0.23));
    for (const [i, row] of fillRows(leafOutline(base, tip, width), rows).entries()) {
      strokes.push({ path: row, lift: 0.04 * i, accent });
    }
  };
  switch (motif) {
    case "scroll": {
      strokes.push({ path: spiralPath(-3, 0, 0.3, 3, 1.6, 0) });
      strokes.push({ path: spiralPath(3.5, 0.5, 0.3, 2.4, 1.4, Math.PI, -1) });
      strokes.push({ path: circlePath(0, 3, 7, 3.5, Math.PI * 1.05, Math.PI * 1.95) });
      leaf([0, -1], [1.5, -5], 2.2, true);
      leaf([-1, 1], [-5, 4.5], 2, true);
      break;
    }
    case "rose": {
      strokes.push({ path: spiralPath(0, 0, 0.15, 1.1, 4, 0), lift: 0.35 });
      for (let p = 0; p < 5; p++) {
        const a = (p / 5) * Math.PI * 2;
        leaf([Math.cos(a) * 0.9, Math.sin(a) * 0.9], [Math.cos(a) * 3.4, Math.sin(a) * 3.4], 2.4);
      }
      for (let p = 0; p < 8; p++) {
        const a = (p / 8) * Math.PI * 2 + 0.4;
        leaf([Math.cos(a) * 2.6, Math.sin(a) * 2.6], [Math.cos(a) * 5.4, Math.sin(a) * 5.4], 2.6);
      }
      strokes.push({ path: circlePath(0, 0, 6, 6, 0, Math.PI * 2, 120) });
      strokes.push({ path: circlePath(0, 0, 6.35, 6.35, 0, Math.PI * 2, 120) });
      leaf([4.9, 4.1], [9.5, 7.6], 3, true);
      leaf([-5, 4], [-9.8, 6.8], 2.8, true);
      leaf([4.5, -4.5], [8.8, -8.6], 2.6, true);
      leaf([-4.6, -4.4], [-8.4, -8.8], 2.4, true);
      break;
    }
    case "wreath": {
      for (const s of [-1, 1]) {
        strokes.push({ path: circlePath(0, 0, 6.5, 6.5, Math.PI / 2 + s * 0.25, Math.PI / 2 + s * 2.7) });
        for (let k = 0; k < 8; k++) {
          const a = Math.PI / 2 + s * (0.5 + k * 0.28);
          const b: [number, number] = [Math.cos(a) * 6.5, Math.sin(a) * 6.5];
          const out = 1.15 + (k % 2) * 0.25;
          leaf(b, [Math.cos(a + s * 0.25) * 6.5 * out, Math.sin(a + s * 0.25) * 6.5 * out], 1.1);
        }
      }
      // The crest in the middle: an anchor of couched lines.
      strokes.push({
        path: [
          [0, -3.8],
          [0, 3.2],
        ],
        lift: 0.1,
      });
      strokes.push({ path: circlePath(0, 0.5, 2.6, 2.6, 0.15, Math.PI - 0.15), lift: 0.1 });
      strokes.push({
        path: [
          [-1.6, -2.6],
          [1.6, -2.6],
        ],
        lift: 0.1,
      });
      strokes.push({ path: circlePath(0, -4.3, 0.55, 0.55), lift: 0.1, accent: true });
      break;
    }
    case "cross": {
      const arm = (dx: number, dz: number) => {
        const outline: Path2 = [];
        const w = 1.3;
        const l = 6;
        const px = -dz;
        const pz = dx;
        for (const [t, s] of [
          [0.8, -1],
          [l, -1.5],
          [l, 1.5],
          [0.8, 1],
        ] as const)
          outline.push([dx * t + px * w * s, dz * t + pz * w * s]);
        outline.push(outline[0]!);
        for (const [i, row] of fillRows(outline, 6).entries()) strokes.push({ path: row, lift: 0.05 * i });
      };
      arm(1, 0);
      arm(-1, 0);
      arm(0, 1);
      arm(0, -1);
      strokes.push({ path: circlePath(0, 0, 1.5, 1.5), lift: 0.3, accent: true });
      strokes.push({ path: circlePath(0, 0, 8.2, 8.2) });
      strokes.push({ path: circlePath(0, 0, 8.7, 8.7) });
      break;
    }
    case "monogram": {
      strokes.push({ path: spiralPath(-2, -1, 3.5, 0.8, 0.9, Math.PI * 0.2) });
      strokes.push({
        path: [
          [-2.5, 4],
          [-2, 0],
          [-1.2, -3.5],
          [1.8, -3.8],
          [4, -3.2],
        ],
      });
      strokes.push({ path: circlePath(1.5, 0.5, 3, 4, -Math.PI * 0.6, Math.PI * 0.7) });
      for (let k = 0; k < 3; k++) leaf([5 + k * 0.8, 4 - k * 1.5], [7 + k, 5.5 - k * 2.2], 1, true);
      break;
    }
    case "scatter": {
      for (let f = 0; f < 5; f++) {
        const cx = (f - 2) * 4.6 + (rand() - 0.5) * 1.5;
        const cz = (f % 2 ? -2.5 : 2.5) + (rand() - 0.5) * 2;
        for (let p = 0; p < 5; p++) {
          const a = (p / 5) * Math.PI * 2 + rand();
          leaf([cx, cz], [cx + Math.cos(a) * 2.4, cz + Math.sin(a) * 2.4], 1.4);
        }
        strokes.push({ path: circlePath(cx, cz, 0.35, 0.35, 0, Math.PI * 2, 16), lift: 0.12, accent: true });
      }
      break;
    }
    case "lotus": {
      for (let p = -3; p <= 3; p++) {
        const a = -Math.PI / 2 + p * 0.38;
        leaf(
          [0, 3],
          [Math.cos(a) * (6 - Math.abs(p) * 0.6), 3 + Math.sin(a) * (6 - Math.abs(p) * 0.6)],
          2.4 - Math.abs(p) * 0.2,
          p % 2 === 0,
        );
      }
      strokes.push({ path: circlePath(0, 3.6, 5, 1.2, 0, Math.PI) });
      strokes.push({
        path: [
          [-7, 5.5],
          [-3, 5],
          [0, 5.6],
          [3, 5],
          [7, 5.5],
        ],
      });
      break;
    }
    case "wave": {
      for (let k = 0; k < 7; k++) {
        const path: Path2 = [];
        for (let i = 0; i <= 120; i++) {
          const x = -10 + (20 * i) / 120;
          path.push([x, -5 + k * 1.6 + Math.sin(x * 0.7 + k * 0.5) * 0.9]);
        }
        strokes.push({ path, accent: k % 3 === 1 });
      }
      break;
    }
    case "border": {
      for (const z of [-3.5, 3.5])
        strokes.push({
          path: [
            [-12, z],
            [12, z],
          ],
        });
      for (let k = -5; k <= 5; k++) {
        strokes.push({ path: circlePath(k * 2.2, 0, 1.1, 1.1, 0, Math.PI * 2, 40), accent: k % 2 === 0 });
        leaf([k * 2.2 + 1.1, 0], [k * 2.2 + 1.1, -2.6 * (k % 2 ? 1 : -1)], 0.8);
      }
      break;
    }
  }
  return strokes;
}

export function renderEmbroidery(shot: Embroidery, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const rand = randomFrom(shot.seed);
  const scene = new THREE.Scene();
  const light = shot.light ?? "warm";
  scene.environment = studioEnvironment(r, light);
  scene.add(clothPlane(shot.fabric, shot.fabric.hex, 60, 44, 0.08));
  const radius = 0.055;
  const gold: THREE.BufferGeometry[] = [];
  const accent: THREE.BufferGeometry[] = [];
  const couching: THREE.BufferGeometry[] = [];
  // Each piece lies at its own angle, some mirrored, so that two pieces of one motif never look the same.
  const angle = (rand() - 0.5) * 1.4;
  const mirror = rand() < 0.5 ? -1 : 1;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const strokes = motifStrokes(shot.motif, rand).map((stroke) => ({
    ...stroke,
    path: stroke.path.map(([x, z]) => [mirror * (x * cos - z * sin), x * sin + z * cos] as [number, number]),
  }));
  for (const stroke of strokes) {
    const lift = stroke.lift ?? 0;
    const centre = new THREE.CatmullRomCurve3(stroke.path.map(([x, z]) => V(x, 0, z)));
    const length = centre.getLength();
    const steps = Math.max(8, Math.round(length * 8));
    // A pair of threads side by side, as goldwork is couched.
    for (const s of [-1, 1]) {
      const pts: THREE.Vector3[] = [];
      for (let i = 0; i <= steps; i++) {
        const t = i / steps;
        const p = centre.getPointAt(t);
        const tangent = centre.getTangentAt(t);
        const side = V(-tangent.z, 0, tangent.x).multiplyScalar(s * radius * 1.05);
        pts.push(p.add(side).add(V(0, radius + lift, 0)));
      }
      (stroke.accent && shot.accent ? accent : gold).push(tubeGeometry(pts, radius, 10));
    }
    // Couching stitches in fine silk across the pair, every few millimetres.
    for (let d = 0.15; d < length; d += 0.45) {
      const t = d / length;
      const p = centre.getPointAt(t);
      const tangent = centre.getTangentAt(t);
      const side = V(-tangent.z, 0, tangent.x);
      const a = p
        .clone()
        .add(side.clone().multiplyScalar(radius * 2.6))
        .add(V(0, lift + 0.01, 0));
      const m = p.clone().add(V(0, radius * 2.15 + lift, 0));
      const b = p
        .clone()
        .add(side.clone().multiplyScalar(-radius * 2.6))
        .add(V(0, lift + 0.01, 0));
      couching.push(tubeGeometry([a, m, b], 0.012, 5));
    }
  }
  scene.add(mergedMesh(gold, twistedMaterial(shot.tone, 1, 1, 3)));
  if (accent.length) scene.add(mergedMesh(accent, twistedMaterial(shot.accent!, 1, 1, 3)));
  scene.add(
    mergedMesh(
      couching,
      new THREE.MeshPhysicalMaterial({
        color: shot.tone.hex,
        roughness: 0.6,
        sheen: 1,
        sheenColor: new THREE.Color(shot.tone.hex),
      }),
    ),
  );
  scene.add(keyLight(light, V(0, 0, 0), 40));
  const views = {
    flat: {
      from: [0, 34, 9] as [number, number, number],
      to: [0, 0, 0.5] as [number, number, number],
      fov: 34,
      blur: 2,
    },
    angled: {
      from: [6, 17, 22] as [number, number, number],
      to: [0, 0, 0] as [number, number, number],
      fov: 36,
      blur: 5,
    },
    close: {
      from: [2.5, 6.5, 8] as [number, number, number],
      to: [0.5, 0, 0.5] as [number, number, number],
      fov: 34,
      blur: 8,
    },
  };
  // The views are set for a motif about 10 cm from the centre; a smaller one is framed closer.
  const reach = Math.max(...strokes.flatMap((stroke) => stroke.path.map(([x, z]) => Math.hypot(x, z))));
  const k = Math.min(1.1, Math.max(0.55, reach / 10));
  const view = views[shot.view];
  const scaled = {
    ...view,
    from: view.from.map((c) => c * k) as [number, number, number],
    to: view.to.map((c) => c * k) as [number, number, number],
  };
  const camera = lensCamera(scaled, aspect);
  return {
    scene,
    camera,
    focus: camera.position.distanceTo(V(...scaled.to)),
    blur: view.blur / k,
    exposure: 1.05,
  };
}

// ---------------------------------------------------------------------------------------------------
// The factory: winding machines in rows, cones on their spindles, strip lights overhead.

function factoryEnvironment(r: THREE.WebGLRenderer): THREE.Texture {
  return cachedEnvironment("factory", () => buildFactoryEnvironment(r));
}

function buildFactoryEnvironment(r: THREE.WebGLRenderer): THREE.Texture {
  const room = new THREE.Scene();
  const shell = new THREE.Mesh(
    new THREE.BoxGeometry(60, 12, 60),
    new THREE.MeshBasicMaterial({ color: "#6a6d70", side: THREE.BackSide }),
  );
  shell.position.y = 5;
  room.add(shell);
  for (let x = -25; x <= 25; x += 6) {
    for (let z = -25; z <= 25; z += 10) {
      const tube = new THREE.Mesh(new THREE.BoxGeometry(0.6, 0.1, 6), new THREE.MeshBasicMaterial());
      tube.material.color.set("#f4f7ff").multiplyScalar(14);
      tube.position.set(x, 10.9, z);
      room.add(tube);
    }
  }
  for (const x of [-29.9, 29.9]) {
    const window = new THREE.Mesh(
      new THREE.PlaneGeometry(50, 4),
      new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }),
    );
    window.material.color.set("#dfe9ff").multiplyScalar(3);
    window.rotation.y = Math.PI / 2;
    window.position.set(x, 7, 0);
    room.add(window);
  }
  const pmrem = new THREE.PMREMGenerator(r);
  const texture = pmrem.fromScene(room, 0.02).texture;
  pmrem.dispose();
  return texture;
}

export function renderFactory(shot: Factory, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const rand = randomFrom(shot.seed);
  const scene = new THREE.Scene();
  scene.environment = factoryEnvironment(r);
  scene.background = new THREE.Color("#1d1f22");
  scene.fog = new THREE.Fog("#2b2d30", 400, 2200);
  // Polished concrete floor (units here are cm too: a machine is 160 cm tall).
  const grain = grainTexture("concrete", 512, 0.2);
  grain.repeat.set(30, 30);
  const floor = new THREE.Mesh(
    new THREE.PlaneGeometry(6000, 6000),
    new THREE.MeshPhysicalMaterial({
      color: "#4a4946",
      roughness: 0.55,
      roughnessMap: grain,
      map: grain,
      clearcoat: 0.15,
    }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const paint = new THREE.MeshPhysicalMaterial({ color: "#c9ccc6", roughness: 0.45, clearcoat: 0.3 });
  const steel = new THREE.MeshStandardMaterial({ color: "#b8bcc2", metalness: 1, roughness: 0.3 });
  const dark = new THREE.MeshStandardMaterial({ color: "#2a2d31", roughness: 0.6 });
  const positions = 26;
  const pitch = 34;
  for (const row of [-1, 1]) {
    const zRow = row * 150;
    // Machine frame: a long cabinet with a sloping top where the cones sit.
    const cabinet = new THREE.Mesh(new THREE.BoxGeometry(positions * pitch + 60, 90, 70), paint);
    cabinet.position.set(((positions - 1) * pitch) / 2 - 200, 45, zRow + row * 10);
    cabinet.castShadow = cabinet.receiveShadow = true;
    scene.add(cabinet);
    const rail = new THREE.Mesh(new THREE.BoxGeometry(positions * pitch + 60, 4, 8), steel);
    rail.position.set(cabinet.position.x, 150, zRow - row * 25);
    scene.add(rail);
    const kick = new THREE.Mesh(new THREE.BoxGeometry(positions * pitch + 60, 10, 72), dark);
    kick.position.set(cabinet.position.x, 5, cabinet.position.z);
    scene.add(kick);
    for (let i = 0; i < positions; i++) {
      const x = i * pitch - 200;
      const tone = shot.tones[(i + (row > 0 ? 1 : 0)) % shot.tones.length]!;
      // The take-up cone on its tilted spindle arm.
      const cone = buildPackage({ kind: "cone", tone, x: 0, z: 0, scale: 1.5 }, `${shot.seed}-${row}-${i}`);
      cone.rotation.x = row * -0.45;
      cone.position.set(x, 92, zRow - row * 8);
      scene.add(cone);
      // The supply package below and the thread running up through the guide.
      const supply = buildPackage(
        { kind: "king", tone, x: 0, z: 0, scale: 0.9 },
        `${shot.seed}-s-${row}-${i}`,
      );
      supply.position.set(x, 90, zRow + row * 28);
      scene.add(supply);
      const drum = new THREE.Mesh(new THREE.CylinderGeometry(4.5, 4.5, 16, 32), dark);
      drum.rotation.z = Math.PI / 2;
      drum.position.set(x, 94, zRow - row * 2);
      scene.add(drum);
      const lamp = new THREE.Mesh(
        new THREE.SphereGeometry(1, 12, 8),
        new THREE.MeshBasicMaterial({ color: i % 7 === 3 ? "#ffb020" : "#39e07a" }),
      );
      lamp.position.set(x + 10, 80, zRow - row * 36);
      scene.add(lamp);
      const guide = new THREE.Mesh(new THREE.TorusGeometry(1.6, 0.35, 8, 16), steel);
      guide.position.set(x, 150, zRow - row * 22);
      scene.add(guide);
      const yarn = tubeGeometry(
        [
          V(x, 110, zRow + row * 28),
          V(x, 150, zRow - row * 22),
          V(x + (rand() - 0.5) * 4, 112, zRow - row * 12),
        ],
        0.12,
        5,
      );
      scene.add(
        mergedMesh(
          [yarn],
          new THREE.MeshStandardMaterial({ color: tone.hex, metalness: 1, roughness: 0.25 }),
        ),
      );
    }
  }
  const tubeMaterial = new THREE.MeshBasicMaterial({ color: new THREE.Color("#f2f6ff").multiplyScalar(3) });
  for (let x = -400; x <= 1200; x += 160) {
    for (const z of [-150, 0, 150]) {
      const tube = new THREE.Mesh(new THREE.BoxGeometry(120, 4, 10), tubeMaterial);
      tube.position.set(x, 420, z);
      scene.add(tube);
    }
  }
  const ceiling = new THREE.Mesh(
    new THREE.PlaneGeometry(6000, 6000),
    new THREE.MeshStandardMaterial({ color: "#3a3c3f", roughness: 0.9 }),
  );
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.y = 440;
  scene.add(ceiling);
  const wall = new THREE.Mesh(
    new THREE.PlaneGeometry(6000, 900),
    new THREE.MeshStandardMaterial({ color: "#8a8d8c", roughness: 0.85 }),
  );
  wall.position.set(0, 450, -420);
  scene.add(wall);
  const sun = new THREE.DirectionalLight("#fff6e8", 1.6);
  sun.position.set(-300, 600, 200);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, { left: -900, right: 900, top: 900, bottom: -900, near: 10, far: 2000 });
  scene.add(sun);
  scene.add(new THREE.HemisphereLight("#e8eef8", "#3a3630", 0.6));
  const views = {
    aisle: { from: [-330, 175, 20], to: [200, 95, 110], fov: 38 },
    side: { from: [-120, 150, -20], to: [150, 100, 150], fov: 38 },
    close: { from: [-170, 150, 60], to: [-60, 110, 150], fov: 32 },
  } as const;
  const view = views[shot.view];
  const to = V(view.to[0], view.to[1], view.to[2]);
  const camera = lensCamera(
    { from: [view.from[0], view.from[1], view.from[2]], to: [to.x, to.y, to.z], fov: view.fov },
    aspect,
  );
  return { scene, camera, focus: camera.position.distanceTo(to), blur: 1.5, exposure: 1 };
}

// ---------------------------------------------------------------------------------------------------
// Shade cards: thread wrapped round card strips, each with its printed code.

/** One shade card: ivory board, a band of wound thread, the code and colour name printed below. */
function shadeCard(tone: Tone, code: string, name: string): THREE.Group {
  const group = new THREE.Group();
  const board = new THREE.Mesh(new THREE.BoxGeometry(5, 0.08, 13), [
    new THREE.MeshStandardMaterial({ color: "#efe8da", roughness: 0.85 }),
    new THREE.MeshStandardMaterial({ color: "#efe8da", roughness: 0.85 }),
    new THREE.MeshStandardMaterial({ color: "#f6f1e6", roughness: 0.85, map: cardFace(code, name) }),
    new THREE.MeshStandardMaterial({ color: "#efe8da", roughness: 0.85 }),
    new THREE.MeshStandardMaterial({ color: "#efe8da", roughness: 0.85 }),
    new THREE.MeshStandardMaterial({ color: "#efe8da", roughness: 0.85 }),
  ]);
  board.castShadow = board.receiveShadow = true;
  group.add(board);
  const maps = cachedMaps("card-wrap", () => windingMaps("parallel", "cw", 32, 512));
  const band = new THREE.Mesh(new THREE.BoxGeometry(5.12, 0.34, 3.6), threadMaterial(tone, maps, [1, 3.6]));
  band.position.set(0, 0.02, -3.9);
  band.castShadow = true;
  group.add(band);
  return group;
}

function cardFace(code: string, name: string): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = 256;
  canvas.height = 666;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#f6f1e6";
  context.fillRect(0, 0, 256, 666);
  context.fillStyle = "#8a6a2a";
  context.font = '600 20px "Liberation Sans", "DejaVu Sans", sans-serif';
  context.fillText("LUMINA THREADS", 22, 470);
  context.fillStyle = "#24211d";
  context.font = '600 40px "Liberation Sans", "DejaVu Sans", sans-serif';
  context.fillText(code, 22, 540);
  context.font = '28px "Liberation Serif", "DejaVu Serif", serif';
  context.fillText(name, 22, 590);
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}

export function renderCards(shot: Cards, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const scene = new THREE.Scene();
  scene.environment = studioEnvironment(r, "bright");
  scene.add(backdrop({ hex: shot.backdrop }));
  const n = shot.swatches.length;
  for (const [i, s] of shot.swatches.entries()) {
    const card = shadeCard(s.tone, s.code, s.name);
    if (shot.layout === "fan") {
      // Fanned from a rivet at the bottom of the cards, as a shade fan opens.
      const a = (i - (n - 1) / 2) * Math.min(0.2, 1.6 / n);
      card.position.set(-Math.sin(a) * 6, 0.1 + i * 0.1, 6 - Math.cos(a) * 6);
      card.rotation.y = a;
    } else if (shot.layout === "page") {
      const cols = Math.min(n, 6);
      card.position.set(((i % cols) - (cols - 1) / 2) * 5.6, 0.1, Math.floor(i / cols) * 14 - 3);
    } else {
      card.position.set((i - (n - 1) / 2) * 2.2, 0.1 + i * 0.09, (i % 2) * 0.6);
      card.rotation.y = (i - (n - 1) / 2) * 0.05;
    }
    scene.add(card);
  }
  const shadow = contactShadow(18, 0.35);
  scene.add(shadow);
  scene.add(keyLight("neutral", V(0, 0, 0), 50));
  scene.add(new THREE.HemisphereLight("#fff8ee", "#1a1410", 0.4));
  const camera = lensCamera(
    shot.layout === "page"
      ? { from: [0, 30, 20], to: [0, 0, 1], fov: 42 }
      : { from: [3, 17, 17], to: [0, 0, -1.5], fov: 38 },
    aspect,
  );
  return { scene, camera, focus: camera.position.distanceTo(V(0, 0, 0)), blur: 2.5, exposure: 1.05 };
}

// ---------------------------------------------------------------------------------------------------
// Fabrics: knitted metallic yarn, lamé, tweed with flecks, organza.

/** Stocking stitch: each stitch is a loop of yarn shaped like a V; rows of them form the fabric. */
function knitGeometry(
  cols: number,
  rows: number,
  gauge: number,
  radius: number,
  wave: (x: number, z: number) => number,
) {
  const geometries: THREE.BufferGeometry[] = [];
  const w = gauge;
  const h = gauge * 0.8;
  for (let row = 0; row < rows; row++) {
    const pts: THREE.Vector3[] = [];
    for (let col = 0; col < cols; col++) {
      const x0 = (col - cols / 2) * w;
      const z0 = (row - rows / 2) * h;
      // One stitch: down the left leg, round the bottom, up the right leg and over into the next.
      const loop: [number, number, number][] = [
        [0, 0, -0.55],
        [0.18, 0.25, 0.05],
        [0.3, 0.12, 0.55],
        [0.5, -0.1, 0.75],
        [0.7, 0.12, 0.55],
        [0.82, 0.25, 0.05],
        [1, 0, -0.55],
      ];
      for (const [lx, ly, lz] of loop) {
        const x = x0 + lx * w;
        const z = z0 + lz * h;
        pts.push(V(x, ly * radius * 4 + wave(x, z), z));
      }
    }
    geometries.push(tubeGeometry(pts, radius, 8));
  }
  return geometries;
}

export function renderCloth(shot: Cloth, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const scene = new THREE.Scene();
  scene.environment = studioEnvironment(
    r,
    shot.construction === "lame" || shot.construction === "organza" ? "bright" : "warm",
  );
  const wave = (x: number, z: number) => 0.6 * Math.sin(x * 0.35 + z * 0.12) + 0.3 * Math.sin(z * 0.5);
  const ground = shot.ground ?? "#141414";
  if (shot.construction === "knit" || shot.construction === "tweed") {
    scene.add(clothPlane(null, ground, 80, 60, 0));
    const geometries = knitGeometry(34, 40, 0.62, 0.11, (x, z) => wave(x, z) + 0.9);
    const metal = geometries.filter((_, i) => shot.construction === "knit" || i % 3 === 0);
    const fibre = geometries.filter((_, i) => shot.construction === "tweed" && i % 3 !== 0);
    scene.add(mergedMesh(metal, twistedMaterial(shot.tone, 6, 2, 1.2)));
    if (fibre.length) {
      scene.add(mergedMesh(fibre, twistedMaterial({ hex: ground, fibre: true, roughness: 0.85 }, 8, 4, 2)));
    }
  } else {
    // Lamé or organza in soft folds.
    const geometry = new THREE.PlaneGeometry(60, 44, 240, 180);
    geometry.rotateX(-Math.PI / 2);
    const position = geometry.getAttribute("position");
    for (let i = 0; i < position.count; i++) {
      const x = position.getX(i);
      const z = position.getZ(i);
      const fold = 2.2 * Math.sin(x * 0.36 + Math.sin(z * 0.15) * 1.4) + 0.9 * Math.sin(x * 0.9 + z * 0.2);
      position.setY(i, fold + 3);
    }
    geometry.computeVertexNormals();
    const maps = cachedMaps("lame", () => weaveMaps("lame", 32, 512));
    // About 1.5 mm per woven strip: fine enough for cloth, coarse enough to see at this distance.
    const material = threadMaterial({ ...shot.tone, roughness: shot.tone.roughness ?? 0.16 }, maps, [14, 10]);
    if (shot.construction === "organza") {
      material.transparent = true;
      material.opacity = 0.75;
      material.metalness = 0.6;
    }
    const cloth = new THREE.Mesh(geometry, material);
    cloth.castShadow = cloth.receiveShadow = true;
    scene.add(cloth);
    scene.add(clothPlane(null, ground, 120, 100, 0));
  }
  scene.add(keyLight("warm", V(0, 0, 0), 40));
  // Lamé and organza lie in folds about 3 cm up: the lens focuses there, closer in.
  const draped = shot.construction === "lame" || shot.construction === "organza";
  const to = draped ? V(0, 3, 0) : V(0, 0.5, 0);
  const camera = lensCamera(
    { from: draped ? [2, 9, 8.5] : [4, 13, 15], to: [to.x, to.y, to.z], fov: 36 },
    aspect,
  );
  return { scene, camera, focus: camera.position.distanceTo(to), blur: draped ? 1.5 : 5, exposure: 1.05 };
}
