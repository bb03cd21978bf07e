import { describe, expect, it } from "vitest";
import * as z from "zod";
import { validateContact } from "~/lib/schemas/contact";

const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "0123456789" };

describe("contact form rules (hand-written, shipped to the browser)", () => {
  it("accepts and rejects email addresses exactly as zod's z.email() does", () => {
    const samples = [
      "ada@example.com",
      "a.b+c@sub.example.co.uk",
      "o'neil@example.ie",
      "x_y-z@ex-ample.org",
      "nope",
      "@example.com",
      "ada@",
      "ada@example",
      "ada@example.c",
      ".ada@example.com",
      "a..da@example.com",
      "ada.@example.com",
      "ada@-example.com",
      "ada@example..com",
      "ada example@example.com",
      "ada@exa_mple.com",
      "陳@example.com",
    ];
    for (const email of samples) {
      const zodSays = z.email().safeParse(email).success;
      const oursSays = validateContact({ ...valid, email }).ok;
      expect({ email, ok: oursSays }).toEqual({ email, ok: zodSays });
    }
  });

  it("measures lengths after trimming, at the spec's minimums", () => {
    expect(validateContact({ ...valid, name: " A " })).toEqual({
      ok: false,
      errors: { name: "contact.error.name" },
    });
    expect(validateContact({ ...valid, name: "Al", subject: "Hey", message: "0123456789" }).ok).toBe(true);
    expect(validateContact({ ...valid, subject: "Hi ", message: " 012345678 " })).toEqual({
      ok: false,
      errors: { subject: "contact.error.subject", message: "contact.error.message" },
    });
    expect(validateContact({}).ok).toBe(false);
  });
});
