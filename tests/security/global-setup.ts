import fs from "node:fs";
import net from "node:net";
import type { TestProject } from "vitest/node";
import { startServer, tempDir } from "./support";

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

/** A port nothing listens on now, so two runs on one machine (or a helper's) never meet on the seeding server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
