import { expect, test } from "./fixtures";

/** The seeded local videos, found where a visitor finds them: on the gallery and news pages. */
async function seededVideoUrls(baseURL: string): Promise<string[]> {
  const sitemap = await (await fetch(new URL("/sitemap.xml", baseURL))).text();
  const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:resources|news)\/[a-z0-9-]+)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  const videos = new Set<string>();
  for (const page of pages) {
    const html = await (await fetch(new URL(page, baseURL))).text();
    for (const match of html.matchAll(/\/media\/[\w/.-]+\.webm/g)) videos.add(match[0]);
  }
  return [...videos];
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
    // Plays until the time moves (the test's condition), not for a fixed while.
    await new Promise<void>((resolve) => {
      const moved = () => (video.currentTime > 0 ? resolve() : requestAnimationFrame(moved));
      moved();
    });
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
