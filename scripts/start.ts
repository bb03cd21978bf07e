// npm start: build once when no build exists, then serve (the server migrates and seeds on start).
import "../server/load-env";
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("build/server/index.js")) {
  console.log("No build found: building the site (first start only)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../server.ts");
