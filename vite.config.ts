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
 * The server's worker threads' entries (server/worker-thread.ts), as files of their own beside the server
 * bundle under fixed names: an extra entry would get the bundle's own fixed name, numbered.
 */
const SERVER_WORKERS = {
  "spec-sheet-worker.js": "./server/catalog/spec-sheet-worker.ts",
  "translation-reader.js": "./server/translations/read-file.worker.ts",
};
const serverWorkers = (): Plugin => ({
  name: "server-workers",
  buildStart() {
    for (const [fileName, source] of Object.entries(SERVER_WORKERS)) {
      this.emitFile({ type: "chunk", id: fileURLToPath(new URL(source, import.meta.url)), fileName });
    }
  },
});

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
      { rollupOptions: { input: "./server/app.ts" }, target: "node20", cssTarget: "es2022" }
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
    tailwindcss(),
    reactRouter(),
    ...(isSsrBuild ? [serverWorkers()] : []),
    // JS_MINIFY=oxc leaves the entry as Vite's minifier made it, to compare (decision 022).
    ...(process.env.JS_MINIFY === "oxc" ? [] : [terserEntry()]),
  ],
}));
