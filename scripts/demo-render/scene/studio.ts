// The photographer's studio: renderer, softbox environment, lights, seamless backdrop, lens and film.
import * as THREE from "three";
import { BokehPass } from "three/addons/postprocessing/BokehPass.js";
import { EffectComposer } from "three/addons/postprocessing/EffectComposer.js";
import { OutputPass } from "three/addons/postprocessing/OutputPass.js";
import { RenderPass } from "three/addons/postprocessing/RenderPass.js";
import { ShaderPass } from "three/addons/postprocessing/ShaderPass.js";
import { valueNoise } from "./random.ts";
import type { Backdrop, Camera, Light } from "./types.ts";

let renderer: THREE.WebGLRenderer | null = null;

export function getRenderer(width: number, height: number): THREE.WebGLRenderer {
  if (!renderer) {
    const canvas = document.createElement("canvas");
    document.body.append(canvas);
    renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    renderer.shadowMap.enabled = true;
    renderer.shadowMap.type = THREE.PCFShadowMap;
    renderer.toneMapping = THREE.NeutralToneMapping;
    renderer.outputColorSpace = THREE.SRGBColorSpace;
  }
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  return renderer;
}

type Panel = { at: [number, number, number]; size: [number, number]; power: number; tint?: string };

const LIGHTS: Record<Light, { panels: Panel[]; ambient: number; key: string }> = {
  // Two tall strip boxes at the sides, a large soft box overhead and a faint fill from the front.
  neutral: {
    ambient: 0.05,
    key: "#fff4e6",
    panels: [
      { at: [-9, 5, 4], size: [2.2, 12], power: 9 },
      { at: [9, 4, 2], size: [1.6, 12], power: 6 },
      { at: [0, 10, 2], size: [10, 6], power: 4 },
      { at: [0, 1, 10], size: [12, 3], power: 0.8, tint: "#ffe9cc" },
    ],
  },
  warm: {
    ambient: 0.06,
    key: "#ffe2b8",
    panels: [
      { at: [-9, 5, 5], size: [2.4, 12], power: 10, tint: "#ffd7a0" },
      { at: [9, 3, 0], size: [1.4, 10], power: 4, tint: "#fff0dc" },
      { at: [0, 10, 3], size: [10, 6], power: 3.5, tint: "#ffe6c4" },
      { at: [2, 1, 10], size: [12, 3], power: 1, tint: "#ffcf90" },
    ],
  },
  cool: {
    ambient: 0.06,
    key: "#eef4ff",
    panels: [
      { at: [-9, 5, 4], size: [2.2, 12], power: 9, tint: "#e8f0ff" },
      { at: [9, 4, 2], size: [1.6, 12], power: 7, tint: "#f4f7ff" },
      { at: [0, 10, 2], size: [10, 6], power: 4.5 },
      { at: [0, 1, 10], size: [12, 3], power: 0.7, tint: "#dfe8ff" },
    ],
  },
  // High key: a light grey room, so silver reads as silver and colours as themselves.
  bright: {
    ambient: 0.45,
    key: "#ffffff",
    panels: [
      { at: [-8, 5, 5], size: [4, 12], power: 6 },
      { at: [8, 4, 3], size: [3, 12], power: 4 },
      { at: [0, 10, 2], size: [12, 8], power: 3 },
    ],
  },
  dramatic: {
    ambient: 0.02,
    key: "#ffe9cf",
    panels: [
      { at: [-8, 6, 2], size: [1.6, 14], power: 14, tint: "#fff0dc" },
      { at: [0, 10, -2], size: [6, 3], power: 3 },
      { at: [8, 2, -4], size: [1, 8], power: 3, tint: "#ffd9a8" },
    ],
  },
};

const environments = new Map<string, THREE.Texture>();

/** Prefiltering an environment takes a while in software: one per kind of light, kept for every shot. */
export function cachedEnvironment(key: string, make: () => THREE.Texture): THREE.Texture {
  let texture = environments.get(key);
  if (!texture) {
    texture = make();
    environments.set(key, texture);
  }
  return texture;
}

/** An HDR environment of soft boxes in a dark room, prefiltered for physically based reflections. */
export function studioEnvironment(r: THREE.WebGLRenderer, light: Light): THREE.Texture {
  return cachedEnvironment(light, () => buildStudioEnvironment(r, light));
}

function buildStudioEnvironment(r: THREE.WebGLRenderer, light: Light): THREE.Texture {
  const setup = LIGHTS[light];
  const room = new THREE.Scene();
  const walls = new THREE.Mesh(
    new THREE.SphereGeometry(20, 48, 24),
    new THREE.MeshBasicMaterial({ side: THREE.BackSide, vertexColors: true }),
  );
  const position = walls.geometry.getAttribute("position");
  const colours: number[] = [];
  for (let i = 0; i < position.count; i++) {
    // Darker below the horizon, a little lighter towards the ceiling.
    const y = position.getY(i) / 20;
    const v = setup.ambient * (y < 0 ? 0.35 + 0.65 * (1 + y) : 1 + y * 1.5);
    colours.push(v, v * 0.97, v * 0.93);
  }
  walls.geometry.setAttribute("color", new THREE.Float32BufferAttribute(colours, 3));
  room.add(walls);
  for (const panel of setup.panels) {
    const material = new THREE.MeshBasicMaterial({ side: THREE.DoubleSide });
    material.color.set(panel.tint ?? "#ffffff").multiplyScalar(panel.power);
    const box = new THREE.Mesh(new THREE.PlaneGeometry(...panel.size), material);
    box.position.set(...panel.at);
    box.lookAt(0, 0, 0);
    room.add(box);
  }
  const pmrem = new THREE.PMREMGenerator(r);
  const texture = pmrem.fromScene(room, 0.015).texture;
  pmrem.dispose();
  return texture;
}

/** The key light: a soft spot from the upper left that casts the package shadows. */
export function keyLight(light: Light, target: THREE.Vector3, reach: number): THREE.SpotLight {
  const spot = new THREE.SpotLight(LIGHTS[light].key, light === "dramatic" ? 9 : 6);
  spot.decay = 0;
  spot.angle = 0.7;
  spot.penumbra = 0.9;
  spot.position.set(target.x - reach * 0.7, target.y + reach * 1.2, target.z + reach * 0.6);
  spot.target.position.copy(target);
  spot.castShadow = true;
  spot.shadow.mapSize.set(1024, 1024);
  spot.shadow.radius = 8;
  spot.shadow.bias = -0.0004;
  spot.shadow.camera.near = reach * 0.3;
  spot.shadow.camera.far = reach * 4;
  return spot;
}

/** A canvas texture of fine paper or cloth grain, tiling. */
export function grainTexture(seed: string, size = 512, strength = 0.08): THREE.CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const context = canvas.getContext("2d")!;
  const image = context.createImageData(size, size);
  const coarse = valueNoise(`${seed}-c`, 16);
  const fine = valueNoise(`${seed}-f`, 128);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const n =
        coarse((x / size) * 16, (y / size) * 16) * 0.6 + fine((x / size) * 128, (y / size) * 128) * 0.4;
      const v = Math.round(255 * (1 - strength + strength * n));
      const i = (y * size + x) * 4;
      image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
      image.data[i + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.NoColorSpace;
  return texture;
}

/** A seamless sweep: a floor that curves up into a back wall, so no horizon shows. */
export function backdrop(spec: Backdrop, width = 400, depth = 200, height = 200, radius = 60): THREE.Mesh {
  const profile: [number, number][] = [];
  const steps = 48;
  profile.push([depth, 0]);
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * (Math.PI / 2);
    profile.push([-Math.sin(a) * radius, radius - Math.cos(a) * radius]);
  }
  profile.push([-radius, height]);
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  let length = 0;
  const along = profile.map(([z, y], i) => {
    if (i > 0) length += Math.hypot(z - profile[i - 1]![0], y - profile[i - 1]![1]);
    return length;
  });
  for (const [i, [z, y]] of profile.entries()) {
    for (const side of [-1, 1]) {
      positions.push((side * width) / 2, y, z);
      uvs.push((side + 1) / 2, along[i]! / length);
    }
  }
  for (let i = 0; i < profile.length - 1; i++) {
    const a = i * 2;
    indices.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position", new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute("uv", new THREE.Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  const grain = grainTexture("backdrop", 512, spec.glossy ? 0.04 : 0.1);
  grain.repeat.set(width / 40, length / 40);
  const material = new THREE.MeshPhysicalMaterial({
    color: spec.hex,
    roughness: spec.glossy ? 0.35 : 0.85,
    roughnessMap: grain,
    bumpMap: grain,
    bumpScale: 0.3,
    clearcoat: spec.glossy ? 0.6 : 0,
    clearcoatRoughness: 0.25,
  });
  material.side = THREE.DoubleSide;
  const mesh = new THREE.Mesh(geometry, material);
  mesh.receiveShadow = true;
  return mesh;
}

/** A soft dark disc on the floor under an object: the contact shadow a shadow map is too coarse for. */
export function contactShadow(radius: number, opacity = 0.55): THREE.Mesh {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 128;
  const context = canvas.getContext("2d")!;
  const gradient = context.createRadialGradient(64, 64, 0, 64, 64, 64);
  gradient.addColorStop(0, `rgba(0,0,0,${opacity})`);
  gradient.addColorStop(0.55, `rgba(0,0,0,${opacity * 0.45})`);
  gradient.addColorStop(1, "rgba(0,0,0,0)");
  context.fillStyle = gradient;
  context.fillRect(0, 0, 128, 128);
  const mesh = new THREE.Mesh(
    new THREE.PlaneGeometry(radius * 2, radius * 2),
    new THREE.MeshBasicMaterial({
      map: new THREE.CanvasTexture(canvas),
      transparent: true,
      depthWrite: false,
    }),
  );
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.02;
  mesh.renderOrder = 1;
  return mesh;
}

export function lensCamera(spec: Camera, aspect: number): THREE.PerspectiveCamera {
  const camera = new THREE.PerspectiveCamera(spec.fov ?? 30, aspect, 0.5, 2000);
  camera.position.set(...spec.from);
  camera.lookAt(...spec.to);
  return camera;
}

const FILM = {
  uniforms: {
    tDiffuse: { value: null },
    vignette: { value: 0.35 },
    grain: { value: 0.025 },
    seed: { value: 0.5 },
  },
  vertexShader:
    "varying vec2 vUv; void main() { vUv = uv; gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }",
  fragmentShader: `uniform sampler2D tDiffuse; uniform float vignette; uniform float grain; uniform float seed; varying vec2 vUv;
    float hash(vec2 p) { return fract(sin(dot(p, vec2(12.9898, 78.233)) + seed) * 43758.5453); }
    void main() {
      vec4 c = texture2D(tDiffuse, vUv);
      vec2 d = vUv - 0.5;
      c.rgb *= 1.0 - vignette * smoothstep(0.25, 0.85, dot(d, d) * 2.2);
      c.rgb += (hash(gl_FragCoord.xy) - 0.5) * grain;
      gl_FragColor = c;
    }`,
};

export type Exposure = {
  scene: THREE.Scene;
  camera: THREE.PerspectiveCamera;
  focus?: number;
  blur?: number;
  exposure?: number;
};

/** Renders through the lens (depth of field), tone maps, adds vignette and grain; returns base64 PNG. */
export function expose(r: THREE.WebGLRenderer, shot: Exposure, width: number, height: number): string {
  r.toneMappingExposure = shot.exposure ?? 1;
  const target = new THREE.WebGLRenderTarget(width, height, { type: THREE.HalfFloatType, samples: 4 });
  const composer = new EffectComposer(r, target);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(shot.scene, shot.camera));
  if (shot.blur && shot.focus) {
    composer.addPass(
      new BokehPass(shot.scene, shot.camera, {
        focus: shot.focus,
        aperture: shot.blur * 0.0004,
        maxblur: 0.01,
      }),
    );
  }
  composer.addPass(new OutputPass());
  composer.addPass(new ShaderPass(FILM));
  composer.render();
  const data = r.domElement.toDataURL("image/png");
  composer.dispose();
  target.dispose();
  return data.slice(data.indexOf(",") + 1);
}

/** Frees every geometry, material and texture of a scene. */
export function disposeScene(scene: THREE.Scene): void {
  scene.traverse((object) => {
    const mesh = object as THREE.Mesh;
    mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : mesh.material ? [mesh.material] : [];
    // Textures stay: cached surface maps are shared between shots, and three frees a texture's GPU copy on dispose only.
    for (const material of materials) material.dispose();
  });
}
