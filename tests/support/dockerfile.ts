import fs from "node:fs";
import path from "node:path";

/** One instruction of a Dockerfile: its keyword and the rest of its (joined) line. */
export type Instruction = { keyword: string; args: string };
export type Stage = { name: string; image: string; instructions: Instruction[] };
/** A COPY: from the build context (from undefined) or from an earlier stage. */
export type Copy = { from: string | undefined; sources: string[]; destination: string };

export const ROOT = path.resolve(import.meta.dirname, "../..");

/** The entry points a deployment runs: the server and the scripts (each loads .env first). */
export const ENTRY_POINTS = [
  "server.ts",
  "scripts/start.ts",
  "scripts/db-migrate.ts",
  "scripts/db-seed.ts",
  "scripts/admin-create.ts",
  "scripts/db-backup.ts",
  "scripts/db-restore.ts",
];

/** The Dockerfile's stages in order, with ARG defaults substituted into FROM. */
export function readDockerfile(file = path.join(ROOT, "Dockerfile")): Stage[] {
  const lines = fs
    .readFileSync(file, "utf8")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const line of lines) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    if (instruction.keyword === "ARG" && stages.length === 0) {
      const [name = "", value = ""] = instruction.args.split("=");
      args[name] = value;
    } else if (instruction.keyword === "FROM") {
      const [image = "", as, name] = instruction.args.split(/\s+/);
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? "");
      stages.push({
        name: as?.toUpperCase() === "AS" && name ? name : String(stages.length),
        image: resolved,
        instructions: [],
      });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** The COPY instructions of a stage. */
export function copiesOf(stage: Stage): Copy[] {
  return stage.instructions
    .filter((instruction) => instruction.keyword === "COPY")
    .map((instruction) => {
      const words = instruction.args.split(/\s+/);
      const from = words.find((word) => word.startsWith("--from="))?.slice("--from=".length);
      const paths = words.filter((word) => !word.startsWith("--"));
      return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? "" };
    });
}

/** The ENV values a stage sets (KEY=value pairs). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const instruction of stage.instructions.filter((i) => i.keyword === "ENV")) {
    for (const pair of instruction.args.split(/\s+/)) {
      const [key = "", value = ""] = pair.split("=");
      if (key) env[key] = value;
    }
  }
  return env;
}

/** The JSON-array command of an instruction (CMD, or the CMD of a HEALTHCHECK). */
export function commandOf(stage: Stage, keyword: "CMD" | "HEALTHCHECK"): string[] {
  const instruction = stage.instructions.find((i) => i.keyword === keyword);
  const json = instruction?.args.slice(instruction.args.indexOf("[")) ?? "[]";
  return JSON.parse(json) as string[];
}

/** True when .dockerignore keeps a path (relative to the context) out of the build context. */
export function dockerIgnores(relativePath: string, file = path.join(ROOT, ".dockerignore")): boolean {
  const patterns = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const segments = relativePath.split("/");
  let ignored = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    const glob = new RegExp(
      `^${(negated ? pattern.slice(1) : pattern).replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`,
    );
    // A pattern names a path or any folder above it.
    const matches = segments.some((_, index) => glob.test(segments.slice(0, index + 1).join("/")));
    if (matches) ignored = !negated;
  }
  return ignored;
}
