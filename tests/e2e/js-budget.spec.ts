import { firstLoadJs, publicRouteIds, readClientManifest, routePath } from "../../scripts/lib/js-budget";
import { expect, test } from "./fixtures";

/**
 * The goal (issue 20): at most 110,000 bytes gzipped (level 9) per public route, each file compressed on its
 * own as the browser receives it. The entry holds the framework (React, React DOM, React Router's production
 * build, 107.5 KB as Vite's minifier leaves them) and the code every page runs (root, the island runtime,
 * the site's script), 108.9 KB after the terser pass; a route adds its own module (0.1–0.4 KB): pages are
 * static and their islands load on first use (decision 022). A route over the limit fails here.
 */
const BUDGET_BYTES = 110_000;
const ADMIN_ONLY = /tiptap|prosemirror|dnd-kit|tanstack|react-table/i;

test.describe("public JavaScript budget (reads the production build)", () => {
  const manifest = readClientManifest();
  for (const id of publicRouteIds(manifest)) {
    test(`first load of ${routePath(manifest, id)} stays within 110,000 bytes gzipped, with no admin library`, () => {
      const { files, gzipBytes } = firstLoadJs(manifest, id);
      test.info().annotations.push({ type: "gzip bytes", description: String(gzipBytes) });
      expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(files.filter((file) => ADMIN_ONLY.test(file))).toEqual([]);
    });
  }
});
