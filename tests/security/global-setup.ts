import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { freePort, startServer, tempDir } from "./support";

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/**
 * Seeds one data directory with the demo content (the slow part, 1-2 min); each test copies it.
 * SECURITY_TEMPLATE_DIR names a directory kept between runs (seeded on the first, reused after).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npx react-router build` first.");
  const kept = process.env.SECURITY_TEMPLATE_DIR;
  if (kept && fs.existsSync(kept)) {
    project.provide("templateDir", kept);
    return;
  }
  const dir = kept ?? tempDir("security-template-");
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const server = await startServer({ dataDir: dir, port: await freePort() });
  const code = await server.stop();
  if (code !== 0) throw new Error(`Template server exited with ${code}:\n${server.output()}`);
  project.provide("templateDir", dir);
  return () => {
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  };
}
