import type { TestProject } from "vitest/node";
import seedSecurityTemplate from "../security/global-setup";

/**
 * Seeds one demo data directory (the slow part, 1-2 min) with the security suite's global setup; every
 * worker's server starts on a copy (fixtures.ts). SECURITY_TEMPLATE_DIR, when set, keeps the directory
 * for the security suite, which then skips its own seeding (`npm test` does this).
 */
export default async function globalSetup() {
  let dir = "";
  const project = {
    provide: (_key: string, value: string) => {
      dir = value;
    },
  } as unknown as TestProject;
  const teardown = await seedSecurityTemplate(project);
  process.env.E2E_TEMPLATE_DIR = dir;
  return teardown;
}
