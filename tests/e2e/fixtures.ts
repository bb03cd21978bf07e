import fs from "node:fs";
import { test as base, type Page, type Request, type Route } from "@playwright/test";
import { copyTemplate, startServer, type TestServer } from "../security/support";

export type { CDPSession, Locator, Page } from "@playwright/test";
export { expect } from "@playwright/test";

/**
 * This worker's port: E2E_PORT (3100) + 10 × the worker's parallel index, so that two workers, and the
 * isolated servers each starts at its port + 1..9 (isolated-server.ts), never collide. Playwright sets
 * TEST_PARALLEL_INDEX before a worker loads the spec files, so module-level constants may use it.
 */
export const E2E_PORT =
  Number(process.env.E2E_PORT ?? 3100) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** This worker's server (the one `baseURL` points at). */
export const BASE_URL = `http://localhost:${E2E_PORT}`;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Each worker runs its own production server on E2E_PORT over its own copy of the demo data directory
 * that global-setup.ts seeded once. A worker replaced after a failure (or for the other project) starts
 * a fresh server on a fresh copy.
 */
export const test = base.extend<object, { e2eServer: TestServer }>({
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error("E2E_TEMPLATE_DIR is not set: tests/e2e/global-setup.ts did not run.");
      // The server of the worker this one replaces stops in that worker's teardown; never test against it.
      const deadline = Date.now() + 30_000;
      while (await answers(`http://127.0.0.1:${E2E_PORT}/healthz`)) {
        if (Date.now() > deadline) throw new Error(`Port ${E2E_PORT} is taken by another process.`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const server = await startServer({
        dataDir: copyTemplate(template, `e2e-data-${E2E_PORT}-`),
        port: E2E_PORT,
        env: {
          SMTP_URL: process.env.E2E_SMTP_URL ?? "",
          // The whole suite posts the contact and newsletter forms from 127.0.0.1 far more often than a visitor.
          FORM_RATE_LIMIT_FACTOR: "50",
          // The real scheduler, ticking often enough that a publish time a minute ahead is seen on time.
          SCHEDULER_INTERVAL_SECONDS: "2",
        },
        timeoutMs: 120_000,
      });
      const kill = () => server.child.kill("SIGKILL");
      process.once("exit", kill);
      await use(server);
      process.off("exit", kill);
      const code = await server.stop();
      if (code !== 0 && code !== null) console.warn(`[e2e] server on ${E2E_PORT} exited with ${code}`);
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
    { scope: "worker", auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(`http://localhost:${e2eServer.port}`);
  },
  // A `goto` that waits for the load event (the default) also waits for the web faces: a page opened by
  // its address takes a first visit's path and swaps them in after its largest paint (decision 027),
  // which can be after the load event. A click that followed at once could land while the text reflows
  // (a line that wraps differently moves what is below it) and miss its target. About 0.1-0.25 s a page.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if ((options?.waitUntil ?? "load") === "load") await webFontsSettled(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Waits until the page's web faces are in use (`data-fonts="loaded"`), or at once when it does not load
 * them (a PDF, a JSON answer). Not an assertion: the tests of the faces check them themselves.
 */
export async function webFontsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.fonts === "loaded" ||
        !document.head?.innerHTML.includes("/assets/faces-"),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Waits until a public page's islands are armed: its scripts start after the first paint (decision 023),
 * and a key pressed before they came does nothing, as on a slow phone. For tests that press keys at once.
 */
export async function islandsArmed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "armed");
}

/**
 * Waits until every finite animation has finished (a toast fading in, say): axe reads colours as
 * painted, so text caught mid-fade fails its contrast check. Endless ones (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running",
      ),
  );
}

/**
 * Holds every request to `url` for which `when` is true until the returned function is called, then
 * lets it through (or answers it with `answer`). A busy state ("Saving...", skeletons) stays visible for
 * exactly as long as the test looks at it, instead of a fixed delay that is too short on a loaded
 * machine and wasted on a quiet one.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  options: { when?: (request: Request) => boolean; answer?: (route: Route) => Promise<void> } = {},
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (options.when?.(route.request()) ?? true) await released;
    await (options.answer ?? ((held: Route) => held.continue()))(route);
  });
  return release;
}

/** The detail pages of the first product, resource and news item the sitemap lists (the same paths on every host). */
export async function detailPages(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return ["/products/", "/resources/", "/news/"].map((prefix) => {
    const match = new RegExp(`<loc>[^<]*?(${prefix}[a-z0-9-]+)</loc>`).exec(sitemap);
    if (!match?.[1]) throw new Error(`No ${prefix} page in the sitemap`);
    return match[1];
  });
}
