import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upsertStaffUser } from "#server/auth/staff";
import { PAIR_POLICY } from "#server/auth/throttle";
import { rateLimits } from "#server/db/schema";
import type { RequestContext } from "#server/request-context";
import { hitRateLimit } from "#server/security/rate-limit";
import { action as signInAction } from "~/routes/admin_.login";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("fixed-window rate limit", () => {
  it("allows hits up to the limit and refuses the next one with a Retry-After within the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit("like:1.2.3.4", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    await hitRateLimit("like:a", 1, 60_000);
    expect((await hitRateLimit("like:b", 1, 60_000)).allowed).toBe(true);
    expect((await hitRateLimit("like:a", 1, 60_000)).allowed).toBe(false);
  });

  it("starts a new window at 1 once the window has passed", async () => {
    await hitRateLimit("like:old", 2, 60_000);
    await hitRateLimit("like:old", 2, 60_000);
    await database.handle.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, "like:old"));
    const result = await hitRateLimit("like:old", 2, 60_000);
    expect(result).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts every one of 150 concurrent hits exactly once, allowing exactly the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, () => hitRateLimit("like:burst", 60, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(60);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 150 }, (_, i) => i + 1),
    );
    const [row] = await database.handle.db.select().from(rateLimits).where(eq(rateLimits.key, "like:burst"));
    expect(row!.count).toBe(150);
  });
});

describe("sign-in lock", () => {
  const ORIGIN = "http://localhost:3000";
  const context = (clientIp: string) => ({ clientIp }) as RequestContext;
  /** Posts the sign-in form the way the page does; the answer as status, Retry-After and the toast text. */
  async function postSignIn(email: string, password: string, clientIp: string) {
    const request = new Request(`${ORIGIN}/admin/login`, {
      method: "POST",
      headers: { Origin: ORIGIN },
      body: new URLSearchParams({ email, password }),
    });
    const result = (await signInAction({ request, context: context(clientIp), params: {} } as never)) as {
      data: { ok: boolean; error?: string };
      init: ResponseInit | null;
    };
    return {
      status: result.init?.status ?? 200,
      retryAfter: new Headers(result.init?.headers).get("Retry-After"),
      error: result.data.error,
    };
  }

  it("answers 429 with Retry-After and the same Invalid email or password for an e-mail locked from this address, known or not", async () => {
    await upsertStaffUser("staff@example.com", "correct-horse-battery");
    for (const email of ["staff@example.com", "ghost@example.com"]) {
      for (let i = 0; i < 5; i += 1) {
        expect(await postSignIn(email, "wrong", "10.1.9.1")).toEqual({
          status: 401,
          retryAfter: null,
          error: "Invalid email or password",
        });
      }
      const locked = await postSignIn(
        email,
        email.startsWith("staff") ? "correct-horse-battery" : "x",
        "10.1.9.1",
      );
      expect(locked.status).toBe(429);
      expect(locked.error).toBe("Invalid email or password");
      expect(Number(locked.retryAfter)).toBeGreaterThan(PAIR_POLICY.lockMs / 1000 - 60);
      expect(Number(locked.retryAfter)).toBeLessThanOrEqual(PAIR_POLICY.lockMs / 1000);
    }
  });
});
