import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resetSpecSheets, SHEET_BUILDS, type SheetAnswer, specSheetFor } from "#server/catalog/spec-sheet";
import { languages, products } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const EN = { code: "en", locale: "en" };
const client = (n = 1) => ({ clientIp: `192.0.2.${n}` });

async function addProducts(...rows: { name: string; slug: string; detailedDescription?: string }[]) {
  await database.handle.db
    .insert(languages)
    .values([{ code: "en", name: "English", locale: "en", displayOrder: 1 }])
    .onConflictDoNothing();
  await database.handle.db
    .insert(products)
    .values(rows.map((row) => ({ ...row, status: "Active" as const, displayOrder: 1 })));
}

function bytesOf(answer: SheetAnswer): Uint8Array {
  if (answer.status !== "ready") throw new Error(`No sheet: ${answer.status}`);
  return answer.sheet.bytes;
}

/** The text pdf.js reads from every page (control characters of unmapped glyph pieces left out). */
async function textOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) text += `${item.str} `;
  }
  return { text: text.replace(/\p{Cc}/gu, ""), pages: pdf.numPages };
}

// From source the worker loads through tsx, seconds on a busy machine: more than production's budget.
beforeEach(() => resetSpecSheets({ budgetMs: 30_000 }));
afterAll(() => resetSpecSheets());

describe("spec sheets", () => {
  // The 1 s bound is checked on the production build (tests/security/spec-sheets.test.ts): from source, under
  // a parallel suite, the time here says little.
  it("draws a product with a 200 KB description on one page, cut to six lines with an ellipsis", async () => {
    const words = Array.from({ length: 40_000 }, (_, i) => `word${i % 97}`).join(" ");
    await addProducts({ name: "Long Thread", slug: "long-thread", detailedDescription: `<p>${words}</p>` });
    await specSheetFor("long-thread", { code: "zh", locale: "zh-Hant" }, client()); // the worker started
    const started = performance.now();
    const bytes = bytesOf(await specSheetFor("long-thread", EN, client()));
    const took = performance.now() - started;
    const { text, pages } = await textOf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain("word0 word1");
    expect(text).toContain("…");
    expect(text).not.toContain(
      "word96 word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12 word13 word14 word15 word16 word17 word18 word19 word20 word21 word22 word23 word24 word25 word26 word27 word28 word29 word30 word31 word32 word33 word34 word35 word36 word37 word38 word39 word40 word41 word42 word43 word44 word45 word46 word47 word48 word49 word50 word51 word52 word53 word54 word55 word56 word57 word58 word59 word60 word61 word62 word63 word64 word65 word66 word67 word68 word69 word70 word71 word72 word73 word74 word75 word76 word77 word78 word79 word80 word81 word82 word83 word84 word85 word86 word87 word88 word89 word90 word91 word92 word93 word94 word95 word96 word0 word1 word2 word3 word4 word5 word6 word7 word8 word9",
    );
    console.log(`[spec-sheet] 200 KB description: ${took.toFixed(0)} ms, ${bytes.byteLength} bytes`);
  });

  it("breaks a word wider than the line instead of drawing it past the margin", async () => {
    await addProducts({ name: "x".repeat(200), slug: "wide-name" });
    const { text } = await textOf(bytesOf(await specSheetFor("wide-name", EN, client())));
    const longest = Math.max(...text.split(/\s+/).map((word) => word.length));
    expect(longest).toBeLessThan(100);
  });

  it("draws Arabic and Hebrew product names (right to left), and never fails for a script it has no font for", async () => {
    await addProducts(
      { name: "خيط ذهبي ٤٠", slug: "arabic-thread" },
      { name: "חוט זהב 40", slug: "hebrew-thread" },
      { name: "ሰላም ꦱꦸꦒꦼꦁ 𓀀", slug: "no-font-thread" },
    );
    const arabic = (await textOf(bytesOf(await specSheetFor("arabic-thread", EN, client())))).text;
    const hebrew = (await textOf(bytesOf(await specSheetFor("hebrew-thread", EN, client())))).text;
    const none = (await textOf(bytesOf(await specSheetFor("no-font-thread", EN, client())))).text;
    expect(none).toContain("??? ?????");
    // pdf.js reads right-to-left text back in reading order, so the words come out as they were typed.
    expect(arabic).toContain("خيط");
    expect(arabic.indexOf("٤٠")).toBeLessThan(arabic.indexOf("خيط"));
    expect(arabic).toContain("٤٠");
    expect(hebrew).toContain("חוט");
    expect(hebrew.indexOf("זהב")).toBeLessThan(hebrew.indexOf("חוט"));
  });

  it("draws a sheet once for callers asking at the same time, and keeps it for the next", async () => {
    await addProducts({ name: "Shared Thread", slug: "shared-thread" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => specSheetFor("shared-thread", EN, client(n + 10))),
    );
    const sheets = new Set(answers.map((answer) => answer.status === "ready" && answer.sheet));
    expect(sheets.size).toBe(1);
    const again = await specSheetFor("shared-thread", EN, client(99));
    expect(again.status === "ready" && again.sheet).toBe([...sheets][0]);
  });

  it("answers busy with a time to retry when a sheet runs past its budget, and draws the next afresh", async () => {
    await addProducts({ name: "Slow Thread", slug: "slow-thread" });
    await resetSpecSheets({ budgetMs: 1 });
    const late = await specSheetFor("slow-thread", EN, client());
    expect(late.status).toBe("busy");
    expect(late.status === "busy" && late.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await resetSpecSheets({ budgetMs: 30_000 });
    expect((await specSheetFor("slow-thread", EN, client())).status).toBe("ready");
  });

  it("answers busy at once when the queue is full", async () => {
    await addProducts(...Array.from({ length: 4 }, (_, n) => ({ name: `Queued ${n}`, slug: `queued-${n}` })));
    await resetSpecSheets({ queueLimit: 1, budgetMs: 30_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, n) => specSheetFor(`queued-${n}`, EN, client(n + 20))),
    );
    // One drawn, one waiting, two refused; which two depends on the order their reads finish (on PostgreSQL
    // they run side by side), so only the count is certain.
    expect(answers.map((answer) => answer.status).sort()).toEqual(["busy", "busy", "ready", "ready"]);
  });

  it("limits the new sheets a client has drawn, but still serves it sheets already made", async () => {
    const count = SHEET_BUILDS.limit + 1;
    await addProducts(
      ...Array.from({ length: count }, (_, n) => ({ name: `Limit ${n}`, slug: `limit-${n}` })),
    );
    const statuses: string[] = [];
    for (let n = 0; n < count; n++) statuses.push((await specSheetFor(`limit-${n}`, EN, client(30))).status);
    expect(statuses.slice(0, -1).every((status) => status === "ready")).toBe(true);
    const refused = await specSheetFor(`limit-${count - 1}`, EN, client(30));
    expect(refused.status).toBe("limited");
    expect(refused.status === "limited" && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await specSheetFor("limit-0", EN, client(30))).status).toBe("ready");
    expect((await specSheetFor(`limit-${count - 1}`, EN, client(31))).status).toBe("ready");
  });
});
