import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverBoundary } from "./scripts/vite-server-boundary.ts";

// First-load JavaScript of a public route is budgeted (110,000 bytes gzipped, each file compressed on its own):
// the framework and the code every page runs (root, the island runtime, the site's script, the toast store)
// travel as one file, the entry, so none of it is repeated and it compresses as one.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime|[\\/]@react-router[\\/]dev[\\/]dist[\\/]config[\\/]defaults[\\/]entry\.client/;
const SHELL =
  /[\\/]app[\\/](root\.tsx|components[\\/](static-html|islands[\\/](islands|registry)|site[\\/]enhance|ui[\\/]toast)\.tsx?|lib[\\/](company|nonce|paths|document-navigation|i18n[\\/](use-t|translate|languages))\.tsx?)$/;

/**
 * Our own modules have no side effects on import (CSS aside): a module whose exports a browser build does not
 * use, like the server-only parts of a static page (decision 015), then leaves no code and no empty chunk.
 */
const appModuleSideEffects = (id: string) => (/[\\/]app[\\/].*\.tsx?$/.test(id) ? false : undefined);

// React Router's package exports only its development build, whose dev-only warnings stay in the bundle;
// its production build (the same code with them switched off) is what the browser gets.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        // React Router preloads each route's modules itself; Vite's helper for dynamic imports (island and
        // toast code, loaded on first use) would cost every page its bytes.
        modulePreload: false,
        minify: process.env.JS_MINIFY === "none" ? false : undefined,
        sourcemap: !!process.env.JS_SOURCEMAP,
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
  ],
}));
