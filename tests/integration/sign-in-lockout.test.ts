import { describe, expect, it } from "vitest";
import { upsertStaffUser } from "#server/auth/staff";
import { PAIR_POLICY } from "#server/auth/throttle";
import type { RequestContext } from "#server/request-context";
import * as signInRoute from "~/routes/admin_.login";
import { setupTestDatabase } from "../support/database";
import { routeRequestHandler } from "../support/route-handler";

setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const handle = routeRequestHandler("routes/admin_.login", "admin/login", signInRoute);
const context = (clientIp: string) => ({ clientIp }) as RequestContext;

/** Posts the sign-in form through React Router: as a page post, or as the page's fetch (`.data`). */
function postSignIn(email: string, password: string, clientIp: string, as: "page" | "fetch" = "page") {
  const path = as === "page" ? "/admin/login" : "/admin/login.data";
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Host: "localhost:3000" },
    body: new URLSearchParams({ email, password }),
  });
  return handle(request, context(clientIp));
}

describe("sign-in lock over HTTP", () => {
  it("a locked sign-in is a real 429 response with Retry-After and no-store, for a page post and a fetch", async () => {
    await upsertStaffUser("staff@example.com", "correct-horse-battery");
    for (let i = 0; i < 5; i += 1) {
      const failed = await postSignIn("staff@example.com", "wrong", "192.0.2.10");
      expect(failed.status).toBe(401);
      expect(failed.headers.get("Retry-After")).toBeNull();
    }
    for (const as of ["page", "fetch"] as const) {
      const locked = await postSignIn("staff@example.com", "correct-horse-battery", "192.0.2.10", as);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(PAIR_POLICY.lockMs / 1000 - 60);
      expect(Number(locked.headers.get("Retry-After"))).toBeLessThanOrEqual(PAIR_POLICY.lockMs / 1000);
      expect(locked.headers.get("Cache-Control")).toBe("no-store");
      expect(locked.headers.get("Set-Cookie")).toBeNull();
      if (as === "fetch") expect(await locked.text()).toContain("Invalid email or password");
    }
  });

  it("six failures from address A do not stop a correct sign-in from address B", async () => {
    await upsertStaffUser("staff@example.com", "correct-horse-battery");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await postSignIn("staff@example.com", "wrong", "203.0.113.66")).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const fromB = await postSignIn("staff@example.com", "correct-horse-battery", "198.51.100.7", "fetch");
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("Set-Cookie")).toMatch(/^admin_session=/);
    expect(fromB.headers.get("Cache-Control")).toBe("no-store");
  });
});
