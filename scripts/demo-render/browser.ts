// Runs the demo scenes (scripts/demo-render/scene/*.ts) in Debian's Chromium with software WebGL (SwiftShader):
// the page, three.js and the scene modules are served from this checkout through Playwright's routing,
// so nothing is fetched from the network.
import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import ts from "typescript";
import type { Shot } from "./scene/types";

const ORIGIN = "http://demo-render.invalid";
const SCENE_DIR = path.resolve("scripts/demo-render/scene");
const THREE_DIR = path.resolve("node_modules/three");

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module">import { renderShot } from "/scene/index.ts"; window.renderShot = renderShot; window.sceneReady = true;</script>
</head><body style="margin:0;background:#000"></body></html>`;

/** A scene module as JavaScript: TypeScript's types removed, imports left as they are (the import map resolves three). */
function transpile(file: string): string {
  const source = fs.readFileSync(file, "utf8");
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ES2022 },
    fileName: file,
  }).outputText;
}

/** Maps a request path to a file inside one folder, or null when it would leave that folder. */
function inside(folder: string, relative: string): string | null {
  const file = path.resolve(folder, `.${path.posix.normalize(`/${relative}`)}`);
  return file.startsWith(`${folder}${path.sep}`) && fs.existsSync(file) ? file : null;
}

async function route(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (request) => {
    const { pathname } = new URL(request.request().url());
    if (pathname === "/") return request.fulfill({ contentType: "text/html", body: PAGE });
    const scene = pathname.startsWith("/scene/") ? inside(SCENE_DIR, pathname.slice(7)) : null;
    if (scene) return request.fulfill({ contentType: "text/javascript", body: transpile(scene) });
    const three = pathname.startsWith("/three/") ? inside(THREE_DIR, pathname.slice(7)) : null;
    if (three) return request.fulfill({ contentType: "text/javascript", body: fs.readFileSync(three) });
    return request.fulfill({ status: 404, body: "not found" });
  });
}

export type SceneRenderer = {
  /** Renders one shot at width x height (times `supersample`) and returns PNG bytes. */
  render(shot: Shot, width: number, height: number, supersample: number): Promise<Buffer>;
  close(): Promise<void>;
};

export async function openSceneRenderer(): Promise<SceneRenderer> {
  const browser: Browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    // WebGL without a GPU: ANGLE on SwiftShader, which Chromium only allows when told it is wanted.
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
      "--disable-background-networking",
    ],
  });
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("scene error:", error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") console.error("scene:", message.text());
  });
  await route(page);
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (window as unknown as { sceneReady?: boolean }).sceneReady === true);
  return {
    async render(shot, width, height, supersample) {
      const base64 = await page.evaluate(
        ([s, w, h]) =>
          (window as unknown as { renderShot(s: Shot, w: number, h: number): Promise<string> }).renderShot(
            s,
            w,
            h,
          ),
        [shot, width * supersample, height * supersample] as const,
      );
      return Buffer.from(base64, "base64");
    },
    close: () => browser.close(),
  };
}
