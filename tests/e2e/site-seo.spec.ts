import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { E2E_PORT, expect, test } from "./fixtures";
import { detailTitle } from "./titles";

const PORT = E2E_PORT;
const EN = `http://localhost:${PORT}`;
const ZH = `http://zh.localhost:${PORT}`;

/** GET on 127.0.0.1 with another Host header (Node cannot resolve zh.localhost). */
function getOnHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path, headers: { Host: host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

type Head = {
  title?: string;
  description?: string;
  canonical?: string;
  alternates: Record<string, string>;
  ogImage?: string;
  ogLocale?: string;
  ogLocaleAlternates: string[];
  ogUrl?: string;
  twitterImage?: string;
  jsonLd: { "@type": string; [key: string]: unknown }[];
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Text of an HTML attribute or element with its character references decoded. */
function decode(text: string | undefined): string | undefined {
  return text?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");
}

/** Reads the head tags from raw server HTML (no JavaScript runs). */
function readHead(html: string): Head {
  const attr = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]);
  const tags = html.match(/<(meta|link)\b[^>]*>/g) ?? [];
  const find = (predicate: (tag: string) => boolean, name: string) => {
    const tag = tags.find(predicate);
    return tag ? attr(tag, name) : undefined;
  };
  const alternates: Record<string, string> = {};
  for (const tag of tags.filter((t) => /rel="alternate"/.test(t))) {
    const lang = attr(tag, "hrefLang") ?? attr(tag, "hreflang");
    const href = attr(tag, "href");
    if (lang && href) alternates[lang] = href;
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: find((t) => /name="description"/.test(t), "content"),
    canonical: find((t) => /rel="canonical"/.test(t), "href"),
    alternates,
    ogImage: find((t) => /property="og:image"/.test(t), "content"),
    ogLocale: find((t) => /property="og:locale"/.test(t), "content"),
    ogLocaleAlternates: tags
      .filter((t) => /property="og:locale:alternate"/.test(t))
      .map((t) => attr(t, "content") ?? ""),
    ogUrl: find((t) => /property="og:url"/.test(t), "content"),
    twitterImage: find((t) => /name="twitter:image"/.test(t), "content"),
    jsonLd,
  };
}

const ROUTES = [
  {
    path: "/",
    title: "Lumina Threads | Premium Metallic Embroidery Threads since 1985",
    types: ["Organization", "WebSite"],
  },
  { path: "/about", title: "About Us | Lumina Threads", types: ["BreadcrumbList"] },
  { path: "/contact", title: "Contact Us | Lumina Threads", types: ["BreadcrumbList"] },
];

test.describe("metadata in the first response", () => {
  for (const route of ROUTES) {
    test(`${route.path} has title, description, canonical, alternates, social image and JSON-LD`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const head = readHead(await response.text());
      expect(head.title).toBe(route.title);
      expect(head.description?.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(`${EN}${route.path}`);
      expect(head.alternates).toEqual({
        en: `${EN}${route.path}`,
        "zh-Hant": `${ZH}${route.path}`,
        "x-default": `${EN}${route.path}`,
      });
      expect(head.ogImage).toMatch(/^http:\/\/localhost:\d+\//);
      expect(head.twitterImage).toBe(head.ogImage);
      expect(head.ogUrl).toBe(`${EN}${route.path}`);
      // Open Graph locales are language_TERRITORY, with every other language of the page as an alternate.
      expect(head.ogLocale).toBe("en_US");
      expect(head.ogLocaleAlternates).toEqual(["zh_HK"]);
      expect(head.jsonLd.map((block) => block["@type"])).toEqual(route.types);
      for (const block of head.jsonLd) expect(block["@context"]).toBe("https://schema.org");
    });
  }

  test("sub-routes name the trail Home > page in their BreadcrumbList", async ({ request }) => {
    const head = readHead(await (await request.get("/about")).text());
    expect(head.jsonLd[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${EN}/` },
        { position: 2, name: "About Us", item: `${EN}/about` },
      ],
    });
  });

  test("the Chinese host gives Chinese titles and its own canonical", async () => {
    const head = readHead(await getOnHost("/about", `zh.localhost:${PORT}`));
    expect(head.title).toBe("關於我們 | Lumina Threads");
    expect(head.canonical).toBe(`${ZH}/about`);
    expect(head.alternates["zh-Hant"]).toBe(`${ZH}/about`);
    expect(head.ogLocale).toBe("zh_HK");
    expect(head.ogLocaleAlternates).toEqual(["en_US"]);
    expect(head.jsonLd[0]).toMatchObject({ itemListElement: [{ name: "首頁" }, { name: "關於我們" }] });
  });

  test("the 404 page has a title, description and noindex, and names no address for what does not exist", async ({
    request,
  }) => {
    for (const host of [`localhost:${PORT}`, `zh.localhost:${PORT}`]) {
      const response = await request.get("/missing-page", { headers: { Host: host } });
      expect(response.status()).toBe(404);
      const html = await response.text();
      const head = readHead(html);
      expect(head.title).toBe(
        host.startsWith("zh.") ? "找不到頁面 | Lumina Threads" : "Page Not Found | Lumina Threads",
      );
      expect(head.description).toBeTruthy();
      expect(head.canonical, host).toBeUndefined();
      expect(head.ogUrl, host).toBeUndefined();
      expect(head.alternates, host).toEqual({});
      expect(html.match(/<meta name="robots" content="noindex"\/>/g), host).toHaveLength(1);
    }
  });

  for (const { path, title } of [
    { path: "/news", title: "News & Events" },
    { path: "/resources", title: "Gallery" },
  ]) {
    test(`page 2 of ${path} has its own title and description`, async ({ request }) => {
      const first = readHead(await (await request.get(path)).text());
      const response = await request.get(`${path}?page=2`, { maxRedirects: 0 });
      expect(response.status(), "the demo content has a second page").toBe(200);
      const second = readHead(await response.text());
      expect(first.title).toBe(`${title} | Lumina Threads`);
      expect(second.title).toBe(`${title} – Page 2 | Lumina Threads`);
      expect(second.description).toBe(`${first.description} Page 2.`);
      expect(second.canonical).toBe(`${EN}${path}?page=2`);
      const zh = readHead(await getOnHost(`${path}?page=2`, `zh.localhost:${PORT}`));
      expect(zh.title).toMatch(/ – 第 2 頁 \| Lumina Threads$/);
      expect(zh.description).toMatch(/（第 2 頁）$/);
    });
  }

  test("telephone numbers never wrap: their spaces are non-breaking", async ({ request }) => {
    for (const path of ["/contact", "/"]) {
      const html = await (await request.get(path)).text();
      // The footer's, and the contact page's own.
      expect(html.split("+852\u00a02345\u00a06789").length - 1, path).toBe(path === "/contact" ? 2 : 1);
      expect(html, path).not.toMatch(/>\s*\+852 2345/);
    }
  });

  test("robots.txt keeps crawlers out of /admin and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${EN}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages and active products with hreflang alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/about", "/products", "/colours", "/resources", "/news", "/contact"]) {
      expect(xml).toContain(`<loc>${EN}${path}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${EN}/products/[a-z0-9-]+</loc>`));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant" href="${ZH}/about"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${EN}/about"/>`);
    expect(await getOnHost("/sitemap.xml", `zh.localhost:${PORT}`)).toContain(`<loc>${ZH}/contact</loc>`);
  });
});

/** The segment names and site suffix each language host uses. */
const HOSTS = [
  {
    origin: EN,
    host: `localhost:${PORT}`,
    ogLocale: "en_US",
    language: "en",
    names: { home: "Home", products: "Products", gallery: "Gallery", news: "News & Events" },
  },
  {
    origin: ZH,
    host: `zh.localhost:${PORT}`,
    ogLocale: "zh_HK",
    language: "zh",
    names: { home: "首頁", products: "產品", gallery: "作品集", news: "最新消息及活動" },
  },
] as const;

type Names = (typeof HOSTS)[number]["names"];
type CatalogueRoute = {
  /** The route's path on each host (a detail page's slug is its language's own). */
  path: { en: string; zh: string };
  /** Expected title; `name` is the item's name as the page's breadcrumb gives it. */
  title: (names: Names, name: string) => string;
  /** JSON-LD types in order; every sub-route ends with its BreadcrumbList. */
  types: string[];
  /** Breadcrumb names before the item's own name. */
  trail: (names: Names) => string[];
  item: boolean;
};

/**
 * One real page of each detail kind with its path on each host, read from the sitemap (it lists only
 * non-PDF gallery items, and names each page's Chinese version at its Chinese slug).
 */
async function catalogueRoutes(): Promise<CatalogueRoute[]> {
  const xml = await getOnHost("/sitemap.xml", `localhost:${PORT}`);
  const slug = (segment: string) => {
    for (const [url] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const en = new RegExp(`<loc>${EN}(/${segment}/[a-z0-9-]+)</loc>`).exec(url)?.[1];
      const zh = new RegExp(`hreflang="zh-Hant" href="${ZH}(/${segment}/[^"]+)"`).exec(url)?.[1];
      if (en && zh) return { en, zh };
    }
    throw new Error(`no /${segment}/{slug} with a Chinese version in the sitemap`);
  };
  const same = (path: string) => ({ en: path, zh: path });
  const suffix = "Lumina Threads";
  return [
    {
      path: same("/products"),
      title: (n) => `${n.products} | ${suffix}`,
      types: ["BreadcrumbList"],
      trail: (n) => [n.home, n.products],
      item: false,
    },
    {
      path: slug("products"),
      title: (_n, name) => `${name} | ${suffix}`,
      types: ["Product", "BreadcrumbList"],
      trail: (n) => [n.home, n.products],
      item: true,
    },
    {
      path: same("/resources"),
      title: (n) => `${n.gallery} | ${suffix}`,
      types: ["BreadcrumbList"],
      trail: (n) => [n.home, n.gallery],
      item: false,
    },
    {
      path: slug("resources"),
      title: (n, name) => detailTitle(name, n.gallery, suffix),
      types: ["BreadcrumbList"],
      trail: (n) => [n.home, n.gallery],
      item: true,
    },
    {
      path: same("/news"),
      title: (n) => `${n.news} | ${suffix}`,
      types: ["BreadcrumbList"],
      trail: (n) => [n.home, n.news],
      item: false,
    },
    {
      path: slug("news"),
      title: (n, name) => detailTitle(name, n.news, suffix),
      types: ["Article", "BreadcrumbList"],
      trail: (n) => [n.home, n.news],
      item: true,
    },
  ];
}

type Crumb = { position: number; name: string; item: string };

test.describe("metadata in the first response of the catalogue, gallery and news routes", () => {
  for (const { origin, host, ogLocale, names, language } of HOSTS) {
    test(`on ${host.split(":")[0]}: title, description, canonical, alternates, social images and JSON-LD`, async () => {
      test.setTimeout(120_000);
      for (const route of await catalogueRoutes()) {
        const path = route.path[language];
        const head = readHead(await getOnHost(path, host));
        const where = `${host}${path}`;
        expect(
          head.jsonLd.map((block) => block["@type"]),
          where,
        ).toEqual(route.types);
        for (const block of head.jsonLd) expect(block["@context"], where).toBe("https://schema.org");
        const crumbs = head.jsonLd.at(-1)?.itemListElement as Crumb[];
        const trail = route.trail(names);
        expect(
          crumbs.slice(0, trail.length).map((crumb) => crumb.name),
          where,
        ).toEqual(trail);
        expect(
          crumbs.map((crumb) => crumb.position),
          where,
        ).toEqual(crumbs.map((_, index) => index + 1));
        expect(crumbs.at(-1)?.item, where).toBe(`${origin}${path}`);
        const name = route.item ? (crumbs.at(-1)?.name ?? "") : "";
        expect(crumbs.length, where).toBe(trail.length + (route.item ? 1 : 0));
        if (route.item) expect(name, where).not.toBe("");
        expect(head.title, where).toBe(route.title(names, name));
        expect(head.description?.length ?? 0, where).toBeGreaterThan(10);
        expect(head.canonical, where).toBe(`${origin}${path}`);
        expect(head.alternates, where).toEqual({
          en: `${EN}${route.path.en}`,
          "zh-Hant": `${ZH}${route.path.zh}`,
          "x-default": `${EN}${route.path.en}`,
        });
        expect(head.ogImage, where).toMatch(new RegExp(`^${origin.replace(/\./g, "\\.")}/\\S+`));
        expect(head.twitterImage, where).toBe(head.ogImage);
        expect(head.ogLocale, where).toBe(ogLocale);
        const product = head.jsonLd.find((block) => block["@type"] === "Product");
        if (product) {
          expect(product.name, where).toBe(name);
          expect(product.offers, where).toMatchObject({
            price: 0,
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
          });
        }
        const article = head.jsonLd.find((block) => block["@type"] === "Article");
        if (article) {
          expect(article.headline, where).toBe(name);
          expect(article.mainEntityOfPage, where).toBe(`${origin}${path}`);
          expect(String(article.datePublished), where).toMatch(/^\d{4}-\d{2}-\d{2}/);
        }
      }
    });
  }
});

test.describe("accessibility", () => {
  for (const path of ["/", "/about", "/contact", "/no-such-page"]) {
    test(`${path} has no axe violations @mobile`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});
