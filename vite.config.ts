import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { serverBoundary } from "./scripts/vite-server-boundary.ts";
import { terserEntry } from "./scripts/vite-terser-entry.ts";

// First-load JavaScript of a public route is budgeted (110,000 bytes gzipped, each file compressed on its own):
// the framework and the code every page runs (root, the island runtime, the site's script, the toast store)
// travel as one file, the entry, so none of it is repeated and it compresses as one.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime|[\\/]@react-router[\\/]dev[\\/]dist[\\/]config[\\/]defaults[\\/]entry\.client/;
const SHELL =
  /[\\/]app[\\/](root\.tsx|components[\\/](static-html|islands[\\/](islands|layout-islands)|site[\\/]enhance|ui[\\/]toast)\.tsx?|lib[\\/](company|nonce|paths|document-navigation|i18n[\\/](use-t|translate|languages))\.tsx?)$/;

/**
 * Our own modules have no side effects on import (CSS aside): a module whose exports a browser build does not
 * use, like the server-only parts of a static page (decision 022), then leaves no code and no empty chunk.
 */
const appModuleSideEffects = (id: string) => (/[\\/]app[\\/].*\.tsx?$/.test(id) ? false : undefined);

// React Router's package exports only its development build, whose dev-only warnings stay in the bundle;
// its production build (the same code with them switched off) is what the browser gets.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router names every server entry index.js (the second would be index2.js): the spec sheet worker
 * keeps its own name, which server/catalog/spec-sheet-pool.ts looks for.
 */
function workerEntryName(): Plugin {
  return {
    name: "spec-sheet-worker-entry",
    enforce: "post",
    configEnvironment(name, options) {
      const output = options.build?.rollupOptions?.output;
      if (name !== "ssr" || !output || Array.isArray(output)) return;
      const index = output.entryFileNames;
      output.entryFileNames = (chunk) =>
        chunk.name === "spec-sheet-worker"
          ? "spec-sheet-worker.js"
          : typeof index === "function"
            ? index(chunk)
            : (index ?? "[name].js");
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      { find: /^#server\//, replacement: fileURLToPath(new URL("./server/", import.meta.url)) },
      ...(command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? // The stylesheet is linked by URL (root.tsx): both builds must make the same file, so the same CSS target.
      // The spec sheet worker is its own entry (build/server/spec-sheet-worker.js): a worker thread loads a file.
      {
        rollupOptions: {
          input: { index: "./server/app.ts", "spec-sheet-worker": "./server/catalog/spec-sheet-worker.ts" },
        },
        target: "node20",
        cssTarget: "es2022",
      }
    : {
        target: "es2022",
        // React Router preloads each route's modules itself.
        modulePreload: false,
        rolldownOptions: {
          treeshake: { moduleSideEffects: appModuleSideEffects },
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) }],
            },
          },
        },
      },
  ssr: { external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "pino", "nodemailer"] },
  plugins: [
    serverBoundary({ root: fileURLToPath(new URL(".", import.meta.url)) }),
    workerEntryName(),
    tailwindcss(),
    reactRouter(),
    // JS_MINIFY=oxc leaves the entry as Vite's minifier made it, to compare (decision 022).
    ...(process.env.JS_MINIFY === "oxc" ? [] : [terserEntry()]),
  ],
}));
