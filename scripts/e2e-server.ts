// Starts the production build on a fresh temporary data directory for the end-to-end tests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
Object.assign(process.env, {
  NODE_ENV: "production",
  PORT: port,
  HOST: "127.0.0.1",
  PUBLIC_ORIGIN: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: process.env.E2E_SMTP_URL ?? "",
  ADMIN_EMAIL: "e2e-admin@example.com",
  ADMIN_PASSWORD: "e2e-password-123",
  LOG_LEVEL: "warn",
  // Files uploaded and not saved become stale at once, so the Remove Stale Files e2e test can list them.
  STALE_FILE_GRACE_HOURS: "0",
  // The whole suite posts the contact and newsletter forms from 127.0.0.1 far more often than a visitor.
  FORM_RATE_LIMIT_FACTOR: "50",
});
const cleanup = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on("exit", cleanup);
await import("../server.ts");
