import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { serverBoundary } from "./scripts/vite-server-boundary.ts";

// First-load JavaScript of a public route is budgeted (120 KB gzipped); each file is compressed on its own,
// so the framework and the public site's shell (layout and helpers every public page uses) ship as one
// file each instead of a dozen small ones, which gzip less well.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|rolldown[\\/]runtime|[\\/]@react-router[\\/]dev[\\/]dist[\\/]config[\\/]defaults[\\/]entry\.client/;
const SITE_SHELL =
  /[\\/]app[\\/](root\.tsx|components[\\/]site[\\/](site-layout|header|footer|icons|language-chooser|logo|mobile-menu|nav-links|newsletter-form|obfuscated-email|social-links|legal-dialogs|scroll-to-top)|components[\\/]ui[\\/](toast|responsive-image)|lib[\\/](company|images|nonce|paths|seo|i18n[\\/]))|[\\/]node_modules[\\/]clsx[\\/]/;

// What the paged public lists (news, resources) share travels as one file: the list hero, the card skeleton,
// the pagination and its page-window rules, which the admin pagination reuses (a file of their own would cost
// every paged public page a file more).
const PAGED_LIST =
  /[\\/]app[\\/](components[\\/]site[\\/](pagination|gallery-hero|card-skeleton)\.tsx|lib[\\/]pagination\.ts)$/;

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
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "site", test: SITE_SHELL, priority: 1 },
                { name: "paged-list", test: PAGED_LIST, priority: 1 },
              ],
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
