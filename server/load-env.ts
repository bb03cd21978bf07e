// Imported first by the server and every script: variables from .env (when present) are in place
// before any module reads the environment. See env-file.ts.
import { envFilePath, loadEnvFile } from "./env-file";

try {
  loadEnvFile(envFilePath());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
