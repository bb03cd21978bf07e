// Procedural surface maps: the grooves of wound thread, the twist of a ply, the weave of cloth.
import * as THREE from "three";
import { randomFrom, valueNoise } from "./random.ts";

export type SurfaceMaps = {
  normal: THREE.DataTexture;
  roughness: THREE.DataTexture;
  shade: THREE.DataTexture;
};

/**
 * Builds tiling maps from a height function h(u, v) in 0..1 (u, v in 0..1 over the tile):
 * a normal map from its slopes, a roughness map that is rougher in the grooves, and a shade (colour) map
 * that darkens the grooves a little, as light does between wound threads.
 */
export function mapsFromHeight(
  width: number,
  height: number,
  h: (u: number, v: number) => number,
  options: { strength?: number; roughnessSpread?: number; shadeDepth?: number } = {},
): SurfaceMaps {
  const strength = options.strength ?? 2.5;
  const heights = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) heights[y * width + x] = h(x / width, y / height);
  const at = (x: number, y: number) => heights[((y + height) % height) * width + ((x + width) % width)]!;
  const normal = new Uint8Array(width * height * 4);
  const roughness = new Uint8Array(width * height * 4);
  const shade = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = (at(x + 1, y) - at(x - 1, y)) * strength;
      const dy = (at(x, y + 1) - at(x, y - 1)) * strength;
      const length = Math.hypot(dx, dy, 1);
      const i = (y * width + x) * 4;
      normal[i] = Math.round((-dx / length) * 127.5 + 127.5);
      normal[i + 1] = Math.round((-dy / length) * 127.5 + 127.5);
      normal[i + 2] = Math.round((1 / length) * 127.5 + 127.5);
      normal[i + 3] = 255;
      const groove = Math.min(1, Math.max(0, 1 - at(x, y)));
      const r = Math.round(255 * Math.min(1, 0.75 + groove * (options.roughnessSpread ?? 0.25)));
      roughness[i] = roughness[i + 1] = roughness[i + 2] = r;
      roughness[i + 3] = 255;
      const s = Math.round(255 * (1 - groove * (options.shadeDepth ?? 0.55)));
      shade[i] = shade[i + 1] = shade[i + 2] = s;
      shade[i + 3] = 255;
    }
  }
  const texture = (data: Uint8Array, colour: boolean) => {
    const t = new THREE.DataTexture(data, width, height, THREE.RGBAFormat);
    t.wrapS = t.wrapT = THREE.RepeatWrapping;
    t.magFilter = THREE.LinearFilter;
    t.minFilter = THREE.LinearMipmapLinearFilter;
    t.generateMipmaps = true;
    t.anisotropy = 4;
    t.colorSpace = colour ? THREE.SRGBColorSpace : THREE.NoColorSpace;
    t.needsUpdate = true;
    return t;
  };
  return {
    normal: texture(normal, false),
    roughness: texture(roughness, false),
    shade: texture(shade, true),
  };
}

/** The round top of one thread across its width: t in 0..1 from edge to edge. */
function ridge(t: number): number {
  const x = 2 * t - 1;
  // Flattened on top: a metallic film lies flat, so most of a thread's width reflects one way.
  return 1 - x * x * x * x;
}

const fract = (x: number) => x - Math.floor(x);

/**
 * Wound thread on a package. `turns` threads across the tile in v; parallel winding lies almost level
 * (a spool), cross winding lays alternate layers at opposite angles (a cone), so diamonds show.
 */
export function windingMaps(kind: "parallel" | "cross", seed: string, turns = 24, size = 1024): SurfaceMaps {
  const rand = randomFrom(seed);
  const jitter = Array.from({ length: turns * 4 }, () => 0.85 + rand() * 0.3);
  const noise = valueNoise(`${seed}-n`, 32);
  const fibre = valueNoise(`${seed}-f`, 256);
  if (kind === "parallel") {
    return mapsFromHeight(
      size,
      size,
      (u, v) => {
        const p = v * turns + u * 2; // a slight helix: two rows climb per turn, seamless in u
        const row = Math.floor(p);
        const h = ridge(fract(p)) * jitter[((row % turns) + turns) % turns]!;
        return h * (0.94 + 0.06 * fibre(u * 256, v * 256)) * (0.92 + 0.08 * noise(u * 32, v * 32));
      },
      { strength: 0.9 },
    );
  }
  // Two families of threads at opposite angles; which lies on top changes smoothly in broad diamonds.
  const slope = 3;
  return mapsFromHeight(
    size,
    size,
    (u, v) => {
      const a = v * turns + u * (turns / 2 + slope);
      const b = v * turns - u * (turns / 2 + slope);
      const ha = ridge(fract(a)) * jitter[((Math.floor(a) % turns) + turns) % turns]!;
      const hb = ridge(fract(b)) * jitter[turns + (((Math.floor(b) % turns) + turns) % turns)]!;
      const mix =
        0.5 + 0.5 * Math.sin(2 * Math.PI * (v * 2 + u * 2)) * Math.cos(2 * Math.PI * (v * 2 - u * 2));
      const h = Math.max(ha * (0.75 + 0.25 * mix), hb * (1 - 0.25 * mix));
      return h * (0.94 + 0.06 * fibre(u * 256, v * 256)) * (0.92 + 0.08 * noise(u * 32, v * 32));
    },
    { strength: 0.9 },
  );
}

/**
 * The twist of a ply along a tube: helical ridges (u along the tube, v around it). `ridges` strands lie
 * around the tube and each climbs `along` tiles' worth per tile, both whole numbers so the map tiles.
 */
export function twistMaps(seed: string, ridges = 6, along = 2, size = 256): SurfaceMaps {
  const fibre = valueNoise(`${seed}-f`, 64);
  return mapsFromHeight(
    size,
    size,
    (u, v) => {
      const p = u * along + v * ridges;
      return ridge(fract(p)) * (0.9 + 0.1 * fibre(u * 64, v * 64));
    },
    { strength: 1.6, shadeDepth: 0.45 },
  );
}

/** Plain weave: warp and weft over and under each other; `threads` per tile each way. */
export function weaveMaps(seed: string, threads = 32, size = 512, satin = false): SurfaceMaps {
  const noise = valueNoise(`${seed}-n`, 64);
  return mapsFromHeight(
    size,
    size,
    (u, v) => {
      const x = u * threads;
      const y = v * threads;
      const i = Math.floor(x);
      const j = Math.floor(y);
      const warpUp = satin ? (i * 3 + j) % 5 !== 0 : (i + j) % 2 === 0;
      const warp = ridge(fract(x)) * (warpUp ? 1 : 0.55) * (0.8 + 0.4 * Math.sin(fract(y) * Math.PI));
      const weft = ridge(fract(y)) * (warpUp ? 0.55 : 1) * (0.8 + 0.4 * Math.sin(fract(x) * Math.PI));
      const h = Math.max(warp, weft);
      return h * (0.85 + 0.15 * noise(u * 64, v * 64));
    },
    { strength: 1.2, shadeDepth: 0.35 },
  );
}

/** Velvet or felt: short pile, only noise. */
export function pileMaps(seed: string, size = 512): SurfaceMaps {
  const coarse = valueNoise(`${seed}-c`, 24);
  const fine = valueNoise(`${seed}-f`, 192);
  return mapsFromHeight(size, size, (u, v) => 0.6 * coarse(u * 24, v * 24) + 0.4 * fine(u * 192, v * 192), {
    strength: 0.8,
    shadeDepth: 0.3,
  });
}
