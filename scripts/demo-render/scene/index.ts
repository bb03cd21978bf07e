// Entry of the demo scenes in the page: renderShot(shot, width, height) -> base64 PNG.
import * as THREE from "three";
import { randomFrom } from "./random.ts";
import {
  backdrop,
  contactShadow,
  disposeScene,
  type Exposure,
  expose,
  getRenderer,
  keyLight,
  lensCamera,
  studioEnvironment,
} from "./studio.ts";
import { renderCards, renderCloth, renderEmbroidery, renderFactory, renderPlies } from "./subjects.ts";
import { buildPackage, looseEnd, packageRadius } from "./thread.ts";
import type { Shot, StillLife, Winding } from "./types.ts";

function stillLife(shot: StillLife, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const scene = new THREE.Scene();
  const light = shot.light ?? "neutral";
  scene.environment = studioEnvironment(r, light);
  scene.environmentIntensity = 1;
  scene.add(backdrop(shot.backdrop));
  for (const [index, p] of shot.packages.entries()) {
    const seed = `${shot.seed}-${index}`;
    scene.add(buildPackage(p, seed));
    const shadow = contactShadow(packageRadius(p) * (p.lying ? 1.6 : 1.35));
    shadow.position.x = p.x;
    shadow.position.z = p.z;
    scene.add(shadow);
    if (p.tail) scene.add(looseEnd(p, seed));
  }
  const target = new THREE.Vector3(...shot.camera.to);
  scene.add(keyLight(light, target, 60));
  scene.add(new THREE.HemisphereLight("#fff8ee", "#1a1410", 0.25));
  const camera = lensCamera(shot.camera, aspect);
  return { scene, camera, focus: camera.position.distanceTo(target), blur: shot.camera.blur ?? 0 };
}

/** Close-up of the wound surface of one package in one colour: an item code's swatch. */
function winding(shot: Winding, r: THREE.WebGLRenderer, aspect: number): Exposure {
  const scene = new THREE.Scene();
  scene.environment = studioEnvironment(r, "bright");
  scene.add(backdrop({ hex: shot.backdrop }));
  // Each code's package turned its own way, so two codes of one colour still differ.
  const p = {
    kind: shot.package,
    tone: shot.tone,
    x: 0,
    z: 0,
    turn: randomFrom(shot.seed)() * Math.PI * 2,
  } as const;
  scene.add(buildPackage(p, shot.seed));
  scene.add(keyLight("neutral", new THREE.Vector3(0, 8, 0), 50));
  const tall = shot.package === "cone";
  const to = new THREE.Vector3(0, tall ? 9 : 3.4, 0);
  const camera = lensCamera(
    { from: tall ? [7, 15, 17] : [2.6, 5.4, 7.2], to: [to.x, to.y, to.z], fov: 30 },
    aspect,
  );
  return { scene, camera, focus: camera.position.distanceTo(to) - (tall ? 4.5 : 2), blur: 1.2 };
}

const BUILDERS = {
  still: stillLife,
  winding,
  plies: renderPlies,
  embroidery: renderEmbroidery,
  factory: renderFactory,
  cards: renderCards,
  cloth: renderCloth,
} as const;

export async function renderShot(shot: Shot, width: number, height: number): Promise<string> {
  const r = getRenderer(width, height);
  const build = BUILDERS[shot.kind] as (s: Shot, r: THREE.WebGLRenderer, aspect: number) => Exposure;
  const exposure = build(shot, r, width / height);
  const png = expose(r, exposure, width, height);
  disposeScene(exposure.scene);
  return png;
}
