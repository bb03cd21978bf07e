import { describe, expect, it } from "vitest";
import { retryDelayMs } from "#server/mail/outbox";

describe("retryDelayMs (contact mail backoff)", () => {
  it("doubles from 30 seconds after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("is capped at one hour", () => {
    expect(retryDelayMs(7)).toBe(1_920_000);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it("scales with the base and never waits less than the base", () => {
    expect(retryDelayMs(0, 200)).toBe(200);
    expect(retryDelayMs(3, 200)).toBe(800);
    expect(retryDelayMs(3, 0)).toBe(0);
  });
});
