import { expect, test } from "@playwright/test";
import { firstLoadJs, publicRouteIds, readClientManifest, routePath } from "../../scripts/lib/js-budget";

/** The framework floor (about 110 KB for a bare React Router 7 + React 19 page) plus 10 %. */
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
