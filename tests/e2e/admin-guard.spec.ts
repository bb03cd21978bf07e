import fs from "node:fs";
import path from "node:path";
import { adminRouteFiles } from "../security/routes";
import { dashboardNumbers, signIn } from "./admin-support";
import { BASE_URL, expect, test } from "./fixtures";

/** Every admin route module, read from the route files, so a new screen is checked the day it lands. */
const ROUTES = adminRouteFiles();

test("the route list is read from the files and includes the known admin routes", () => {
  const paths = ROUTES.map((route) => route.path);
  expect(paths).toEqual(
    expect.arrayContaining(["/admin", "/admin/categories", "/admin/upload", "/admin/logout"]),
  );
  expect(paths).not.toContain("/admin/login");
});

for (const route of ROUTES) {
  test(`${route.file}: refuses anonymous and cross-site requests`, async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const get = await request.get(route.path, { maxRedirects: 0 });
    expect(get.status(), `GET ${route.path}`).toBe(302);
    expect(get.headers().location).toMatch(/\/admin\/login$/);
    const data = await request.get(`${route.path === "/admin" ? "/admin/_index" : route.path}.data`, {
      maxRedirects: 0,
    });
    expect([202, 204, 302, 404], `GET ${route.path}.data`).toContain(data.status());
    if (data.status() !== 404) expect(await data.text()).not.toContain("e2e-admin@example.com");

    const form = { intent: "create", name: "Forged", id: "1", ids: "1" };
    const anonymous = await request.post(route.path, {
      form,
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(anonymous.status(), `POST ${route.path}`).toBe(route.hasAction ? 401 : 405);
    const forged = await request.post(route.path, {
      form,
      headers: { Referer: "https://evil.example/page" },
      maxRedirects: 0,
    });
    expect(forged.status(), `POST ${route.path} from another site`).toBe(route.hasAction ? 403 : 405);
    await request.dispose();
  });
}

test("a signed-in cross-site post is refused and changes nothing", async ({ page }) => {
  await signIn(page);
  const before = await dashboardNumbers(page);
  for (const route of ROUTES.filter((r) => r.hasAction && r.path !== "/admin/logout")) {
    const viaOrigin = await page.request.post(route.path, {
      form: { intent: "create", name: "Forged by another site" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect([400, 403], `${route.path} with a foreign Origin`).toContain(viaOrigin.status());
    const viaReferer = await page.request.post(route.path, {
      form: { intent: "create", name: "Forged by another site" },
      headers: { Referer: "https://evil.example/" },
      maxRedirects: 0,
    });
    expect(viaReferer.status(), `${route.path} with a foreign Referer`).toBe(403);
  }
  const logout = await page.request.post("/admin/logout", {
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(logout.status());
  expect(await dashboardNumbers(page)).toEqual(before);
});

test("anonymous posts with real payloads change nothing", async ({ page, playwright }) => {
  await signIn(page);
  const before = await dashboardNumbers(page);
  const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
  await anonymous.post("/admin/categories", {
    form: { intent: "create", name: "Anonymous" },
    headers: { Origin: BASE_URL },
  });
  await anonymous.post("/admin/categories", {
    form: { intent: "delete", id: "1" },
    headers: { Origin: BASE_URL },
  });
  await anonymous.dispose();
  expect(await dashboardNumbers(page)).toEqual(before);
});

test("public pages load none of the admin libraries (table, drag and drop, editor)", () => {
  const assets = path.resolve("build/client/assets");
  const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  expect(manifestFile).toBeTruthy();
  const text = fs.readFileSync(path.join(assets, manifestFile!), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const markers = ["ProseMirror", "DndDescribedBy", "sortUndefined"];
  const publicRoutes = Object.entries(manifest.routes).filter(([id]) => !id.startsWith("routes/admin"));
  expect(publicRoutes.length).toBeGreaterThan(1);
  for (const [id, route] of publicRoutes) {
    for (const file of [
      route.module,
      ...(route.imports ?? []),
      manifest.entry.module,
      ...manifest.entry.imports,
    ]) {
      const source = fs.readFileSync(path.join("build/client", file), "utf8");
      for (const marker of markers)
        expect(source.includes(marker), `${id} loads ${file} with ${marker}`).toBe(false);
    }
  }
});
