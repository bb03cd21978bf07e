import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The seeded local videos of this test run's server. The server seeds into a fresh temporary data
 * directory (scripts/e2e-server.ts); other runs may have their own, so a file counts only if this
 * server serves it.
 */
async function seededVideoUrls(baseURL: string): Promise<string[]> {
  const candidates = fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith("e2e-data-"))
    .flatMap((name) => {
      const folder = path.join(os.tmpdir(), name, "media", "gallery-videos");
      return fs.existsSync(folder)
        ? fs
            .readdirSync(folder)
            .filter((file) => file.endsWith(".webm"))
            .map((file) => `/media/gallery-videos/${file}`)
        : [];
    });
  const served: string[] = [];
  for (const url of candidates) {
    const response = await fetch(new URL(url, baseURL), { method: "HEAD" });
    if (response.ok) served.push(url);
  }
  return served;
}

test("the seeded local video plays in Chromium at 640 px wide", async ({ page, baseURL }) => {
  const [videoUrl] = await seededVideoUrls(baseURL!);
  expect(videoUrl, "the seed stored a WebM video").toBeTruthy();
  const response = await page.request.get(videoUrl!);
  expect(response.headers()["content-type"]).toContain("video/webm");
  await page.goto("/healthz");
  const state = await page.evaluate(async (src) => {
    const video = document.createElement("video");
    video.muted = true;
    video.src = src;
    document.body.append(video);
    await new Promise<void>((resolve, reject) => {
      video.addEventListener("loadeddata", () => resolve(), { once: true });
      video.addEventListener("error", () => reject(new Error(`video error ${video.error?.code}`)), {
        once: true,
      });
    });
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    return {
      readyState: video.readyState,
      width: video.videoWidth,
      height: video.videoHeight,
      duration: video.duration,
      time: video.currentTime,
    };
  }, videoUrl!);
  expect(state.readyState).toBeGreaterThanOrEqual(2);
  expect(state.width).toBe(640);
  expect(state.height).toBe(360);
  expect(state.duration).toBeGreaterThan(2);
  expect(state.time).toBeGreaterThan(0);
});
