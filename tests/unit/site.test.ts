import { describe, expect, it } from "vitest";
import { isActiveLink } from "~/components/site/nav-links";
import { parseCarouselInterval, stepSlide } from "~/lib/carousel";
import { whatsappChatUrl } from "~/lib/company";
import { parseNewsletterEmail } from "~/lib/schemas/newsletter";

describe("navigation links", () => {
  it("is active on the target or below it, Home only exactly", () => {
    expect(isActiveLink("/products", "/products")).toBe(true);
    expect(isActiveLink("/products/aurum", "/products")).toBe(true);
    expect(isActiveLink("/products-old", "/products")).toBe(false);
    expect(isActiveLink("/about", "/", true)).toBe(false);
    expect(isActiveLink("/", "/", true)).toBe(true);
  });
});

describe("carousel rules", () => {
  it("loops forwards and backwards", () => {
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it("reads the interval as a positive integer, else 5000", () => {
    expect(parseCarouselInterval("3000")).toBe(3000);
    expect(parseCarouselInterval("2500.9")).toBe(2500);
    expect(parseCarouselInterval("0")).toBe(5000);
    expect(parseCarouselInterval("fast")).toBe(5000);
    expect(parseCarouselInterval(null)).toBe(5000);
  });
});

describe("newsletter and social helpers", () => {
  it("trims the newsletter address and refuses invalid ones", () => {
    expect(parseNewsletterEmail("  a@example.com ")).toBe("a@example.com");
    expect(parseNewsletterEmail("a@")).toBeNull();
    expect(parseNewsletterEmail(undefined)).toBeNull();
  });

  it("opens a WhatsApp chat with a prefilled greeting", () => {
    expect(whatsappChatUrl()).toMatch(/^https:\/\/wa\.me\/852\d+\?text=Hello%20/);
  });
});
