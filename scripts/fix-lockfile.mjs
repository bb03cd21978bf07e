// Completes package-lock.json with the platform-specific optional packages our npm mirror lacks.
// Without these entries `npm ci` refuses the lock ("Missing: @biomejs/cli-win32-x64@ from lock file").
// Each added entry carries os/cpu/libc, so npm skips it on this platform without fetching it.
// Run after every `npm install` that changes the lock: `node scripts/fix-lockfile.mjs`.
import fs from "node:fs";

const OS = [
  "android",
  "darwin",
  "win32",
  "freebsd",
  "openbsd",
  "openharmony",
  "linux",
  "sunos",
  "aix",
  "netbsd",
];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const tail = name.split("/").pop();
  const parts = tail.split("-");
  const os = OS.find((o) => parts.includes(o));
  const cpu =
    CPU.find((c) => parts.includes(c)) ??
    (parts.includes("gnueabihf") || parts.includes("musleabihf") ? "arm" : undefined);
  if (!os && !cpu) return null;
  const entry = {};
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (tail.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && tail.includes("gnu")) entry.libc = ["glibc"];
  return entry;
}

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    // Keys in npm's own order (version, then alphabetical), so a later `npm install` rewrites nothing.
    const entry = { version: range, ...platform, ...(pkg.dev ? { dev: true } : {}), optional: true };
    lock.packages[hoisted] = Object.fromEntries(
      Object.entries(entry).sort(([a], [b]) =>
        a === "version" ? -1 : b === "version" ? 1 : a.localeCompare(b),
      ),
    );
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} platform entries`);
