import { firstLoadJs, publicRouteIds, readClientManifest, routePath } from "../../scripts/lib/js-budget";
import { expect, test } from "./fixtures";

/**
 * The goal (issue "Speed"): at most the framework floor plus 10 %, 120 KB gzipped per public route, each
 * file compressed on its own as the browser receives it. The framework (React, React DOM, React Router's
 * production build) ships as one 105 KB file and the public shell (layout, helpers) as one ~9 KB file
 * (vite.config.ts); routes then add 0.5–6 KB. A route over the limit fails here.
 */
const BUDGET_BYTES = 120 * 1024;
const ADMIN_ONLY = /tiptap|prosemirror|dnd-kit|tanstack|react-table/i;

test.describe("public JavaScript budget (reads the production build)", () => {
  const manifest = readClientManifest();
  for (const id of publicRouteIds(manifest)) {
    test(`first load of ${routePath(manifest, id)} stays within 120 KB gzipped, with no admin library`, () => {
      const { files, gzipBytes } = firstLoadJs(manifest, id);
      test.info().annotations.push({ type: "gzip bytes", description: String(gzipBytes) });
      expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(files.filter((file) => ADMIN_ONLY.test(file))).toEqual([]);
    });
  }
});
