import fs from "node:fs";
import path from "node:path";
import { en } from "../../app/lib/i18n/messages/en";
import { zh } from "../../app/lib/i18n/messages/zh";
import { expect, test } from "./fixtures";

const ASSETS = path.resolve("build/client/assets");

/**
 * String literals that survive minification, taken from the code they stand for: Drizzle's entity symbols
 * (`Symbol.for("drizzle:entityKind")`), and a message or module name from each database and mail driver
 * and the password hasher. The 41 KB chunk that once shipped Drizzle and the schema held the first four.
 */
const SERVER_MARKERS = [
  "drizzle:",
  "staff_users",
  "mail_outbox",
  "gin_trgm_ops",
  "PGlite is closed",
  "SCRAM-SHA-256",
  "@node-rs/argon2",
  "nodemailer.com",
];

/** Every index and constraint name of the schema (`…_idx`, `…_key`, `…_check`): no browser code names one. */
function schemaNames(): string[] {
  const schema = fs.readFileSync(path.resolve("server/db/schema.ts"), "utf8");
  return [...schema.matchAll(/"([a-z0-9_]+_(?:idx|key|check))"/g)].map((match) => match[1]!);
}

test.describe("client chunks (reads the production build)", () => {
  test("no browser chunk contains Drizzle, the database schema, a database or mail driver or argon2", () => {
    const markers = [...SERVER_MARKERS, ...schemaNames()];
    expect(markers.length).toBeGreaterThan(SERVER_MARKERS.length + 20);
    const chunks = fs.readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(10);
    const found = chunks.flatMap((file) => {
      const source = fs.readFileSync(path.join(ASSETS, file), "utf8");
      return markers.filter((marker) => source.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  test("no browser chunk carries the interface catalogue: pages are server-rendered, islands bring their strings", () => {
    // The longest strings of each language: a chunk that imported the catalogue would hold all of them.
    const longest = (messages: Record<string, string>) =>
      Object.values(messages)
        .sort((a, b) => b.length - a.length)
        .slice(0, 20);
    const strings = [...longest(en), ...longest(zh)];
    const chunks = fs.readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
    const found = chunks.flatMap((file) => {
      const source = fs.readFileSync(path.join(ASSETS, file), "utf8");
      return strings.filter((text) => source.includes(text)).map((text) => `${file}: ${text.slice(0, 40)}`);
    });
    expect(found).toEqual([]);
  });
});
