import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "~/lib/i18n/messages/en";

// Every visible string of the public site comes from the message catalogue. This scan of the public
// source files finds English typed straight into markup: JSX text, labelling attributes and toasts.
// (tests/e2e/site-zh.spec.ts checks the rendered Chinese pages themselves.)

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** The brand wordmark of the logo is drawn from letters (aria-hidden; its accessible name is translated). */
const ALLOWED = new Set(["app/components/site/logo.tsx: Lumina", "app/components/site/logo.tsx: Threads"]);

/** Public route modules, the site components, and every UI component they import. */
function publicFiles(): string[] {
  const routes = fs
    .readdirSync(path.join(ROOT, "app/routes"))
    .filter((name) => /\.tsx$/.test(name) && !name.startsWith("admin"))
    .map((name) => `app/routes/${name}`);
  const site = fs
    .readdirSync(path.join(ROOT, "app/components/site"))
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => `app/components/site/${name}`);
  const files = new Set(["app/root.tsx", ...routes, ...site]);
  for (const file of [...files]) {
    for (const [, ui] of read(file).matchAll(/from "(?:~\/components\/ui|\.\.\/ui)\/([\w-]+)"/g)) {
      files.add(`app/components/ui/${ui}.tsx`);
    }
  }
  return [...files].sort();
}

/** English words typed into markup: text between tags, labelling attributes, literal toasts. */
function englishIn(text: string): string[] {
  // Comments do not count (documentation examples).
  const source = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [
    ...[...source.matchAll(/>([^<>{}=;()]*[A-Za-z]{2,}[^<>{}=;()]*)<\//g)].map((m) => m[1]?.trim() ?? ""),
    ...[
      ...source.matchAll(
        /\b(?:aria-label|aria-roledescription|aria-valuetext|alt|placeholder|title|label)="([^"]*[A-Za-z]{2}[^"]*)"/g,
      ),
    ].map((m) => m[1] ?? ""),
    ...[...source.matchAll(/toast\.(?:success|error|info)\(\s*["'`]([^"'`]*)/g)].map((m) => m[1] ?? ""),
    ...[...source.matchAll(/\{\s*"([^"]*[A-Za-z]{3,}[^"]*)"\s*\}/g)].map((m) => m[1] ?? ""),
  ].filter((found) => !(found in en)); // a catalogue key handed to a component is fine
}

/** The hard-coded strings of one file, except the allowed ones. */
function hardCoded(file: string): string[] {
  return englishIn(read(file))
    .map((text) => `${file}: ${text}`)
    .filter((entry) => !ALLOWED.has(entry));
}

describe("public interface strings", () => {
  it("covers the public routes, site components and the UI components they use", () => {
    const files = publicFiles();
    expect(files).toContain("app/routes/contact.tsx");
    expect(files).toContain("app/components/site/footer.tsx");
    expect(files).toContain("app/components/ui/toast.tsx");
    expect(files.some((file) => file.startsWith("app/routes/admin"))).toBe(false);
  });

  it("types no English into public markup: every string comes from the catalogue", () => {
    expect(publicFiles().flatMap(hardCoded)).toEqual([]);
  });

  it("would notice a hard-coded label, text or toast", () => {
    const sample = [
      `<button aria-label="Close menu">Send now</button>;`,
      `toast.error("Oops");`,
      `<p>{"Hi there"}</p>`,
      `<p>{t("contact.title")}</p> <Policy title="footer.terms" />`,
      `  // <b>Comment</b>`,
    ].join("\n");
    expect(englishIn(sample)).toEqual(["Send now", "Close menu", "Oops", "Hi there"]);
  });
});
