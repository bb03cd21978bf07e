import { expect, test } from "./fixtures";

test("pages send security headers and a CSP without 'unsafe-inline' scripts that our own scripts satisfy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.request.get("/");
  // A cached page names its inline scripts by hash (decision 024); a rendered one carries a nonce.
  const response = await page.goto("/");
  expect(response!.headers()["x-page-cache"]).toBe("hit");
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  const rendered = (await page.request.get("/admin/login")).headers()["content-security-policy"] ?? "";
  expect(rendered).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
  for (const policy of [csp, rendered]) expect(/script-src[^;]*/.exec(policy)?.[0]).not.toContain("unsafe");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Hydration finished: React Router's client state is present and no script was refused.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(violations).toEqual([]);
});

test("each rendered response gets a different nonce", async ({ request }) => {
  const nonceOf = async () =>
    /nonce-([^']+)'/.exec(
      (await request.get("/admin/login")).headers()["content-security-policy"] ?? "",
    )?.[1];
  const [a, b] = [await nonceOf(), await nonceOf()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
});

test("an oversized form post is refused with 413 before it is read", async ({ request }) => {
  const response = await request.post("/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(1024 * 1024 + 10)}`,
  });
  expect(response.status()).toBe(413);
});
