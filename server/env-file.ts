import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * The env file loaded at start: ENV_FILE, else `.env` in the working directory; "none" loads no file
 * (the test and benchmark servers set it, so a developer's .env never changes what they measure).
 */
export function envFilePath(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.ENV_FILE;
  if (named === "none") return null;
  return path.resolve(named || ".env");
}

/**
 * Loads an env file when there is one: each variable it names is set unless the environment already
 * has it (an empty value counts as set), so the real environment always wins. Node's own parser reads
 * it (the syntax of `node --env-file`). Answers the names it set.
 */
export function loadEnvFile(file: string | null, env: NodeJS.ProcessEnv = process.env): string[] {
  if (file === null || !fs.existsSync(file)) return [];
  let values: NodeJS.Dict<string>;
  try {
    values = parseEnv(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`The env file ${file} could not be read: ${(error as Error).message}`);
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || Object.hasOwn(env, name)) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
