import { describe, expect, it } from "vitest";
import { ORIGINAL_NAME_MAX, sanitizeFileName } from "#server/media/original-names";
import { partFileName } from "#server/media/upload";

describe("an uploaded file's own name", () => {
  it("keeps an ordinary name, spaces and non-Latin letters included", () => {
    expect(sanitizeFileName("Gold thread 01.jpg")).toBe("Gold thread 01.jpg");
    expect(sanitizeFileName("金線 樣本.png")).toBe("金線 樣本.png");
  });

  it("keeps only the last path part", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("C:\\Users\\staff\\photo.png")).toBe("photo.png");
    expect(sanitizeFileName("/tmp/")).toBeNull();
  });

  it("drops control characters and bidi marks, and collapses whitespace", () => {
    expect(sanitizeFileName("a\u0000b\r\nc\t.pdf")).toBe("a b c .pdf");
    expect(sanitizeFileName("invoice\u202Egpj.exe")).toBe("invoice gpj.exe");
    expect(sanitizeFileName("  spaced   out  .jpg ")).toBe("spaced out .jpg");
  });

  it("is null when nothing usable is left", () => {
    expect(sanitizeFileName("")).toBeNull();
    expect(sanitizeFileName("\u0001\u0002")).toBeNull();
    expect(sanitizeFileName("..")).toBeNull();
  });

  it("caps the length and keeps the extension", () => {
    const name = sanitizeFileName(`${"x".repeat(300)}.jpeg`);
    expect(name).toHaveLength(ORIGINAL_NAME_MAX);
    expect(name?.endsWith("x.jpeg")).toBe(true);
    // Characters outside the BMP are never cut in half.
    const emoji = sanitizeFileName(`${"🧵".repeat(200)}.png`) ?? "";
    expect(Array.from(emoji)).toHaveLength(ORIGINAL_NAME_MAX);
    expect(Array.from(emoji.slice(0, -4)).every((character) => character === "🧵")).toBe(true);
  });

  it("leaves markup as text (React escapes it when shown)", () => {
    expect(sanitizeFileName('<img src=x onerror="alert(1)">.png')).toBe('<img src=x onerror="alert(1)">.png');
  });

  it("is read from a multipart part's headers as browsers encode it", () => {
    const headers = (filename: string) =>
      `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png`;
    expect(partFileName(headers("my %22best%22 shot.png"))).toBe('my "best" shot.png');
    expect(partFileName(headers("two%0D%0Alines.png"))).toBe("two lines.png");
    expect(partFileName(headers("../secret.png"))).toBe("secret.png");
    expect(partFileName('Content-Disposition: form-data; name="file"')).toBeNull();
  });
});
