import { requireStaff } from "#server/auth/session";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { SearchIcon } from "~/components/site/icons";
import type { Route } from "./+types/admin.style";

// Staff-only style page of the public site (docs/design.md): the type scale and the one style of each
// control, in English and Chinese, as the pages use them. Not linked from the sidebar, never indexed.

export const meta: Route.MetaFunction = () => adminMeta("Style");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

type Sample = { en: string; zh: string };

const SCALE: {
  token: string;
  element: "h1" | "h2" | "h3" | "h4" | "p";
  size: string;
  use: string;
  text: Sample;
}[] = [
  {
    token: "text-display",
    element: "h1",
    size: "48 → 72 px, serif 600",
    use: "the home hero",
    text: { en: "Threads that catch the light", zh: "捕捉光芒的絲線" },
  },
  {
    token: "text-h1",
    element: "h1",
    size: "40 → 60 px, serif 600",
    use: "page and detail titles",
    text: { en: "Explore Infinite Possibility", zh: "探索無限可能" },
  },
  {
    token: "text-h2",
    element: "h2",
    size: "32 → 48 px, serif 600",
    use: "section headings",
    text: { en: "Featured Products", zh: "精選產品" },
  },
  {
    token: "text-h3",
    element: "h3",
    size: "30 px, serif 600",
    use: "sub-sections, empty states, dialogs",
    text: { en: "Delivery and Samples", zh: "交貨與樣品" },
  },
  {
    token: "text-h4",
    element: "h4",
    size: "24 px, serif 600",
    use: "card titles",
    text: { en: "Aurum Classic 40", zh: "Aurum 經典 40 號" },
  },
  {
    token: "text-lg",
    element: "p",
    size: "18 px, sans 400",
    use: "intros under a title",
    text: {
      en: "Premium metallic and specialty embroidery threads.",
      zh: "為設計師、品牌和工廠打造的優質金屬刺繡線。",
    },
  },
  {
    token: "text-base",
    element: "p",
    size: "16 px, sans 400",
    use: "body text",
    text: {
      en: "Our signature gold runs at full machine speed with an even, warm shine.",
      zh: "我們的招牌金色刺繡線可全速運行，光澤溫潤均勻。",
    },
  },
  {
    token: "text-sm",
    element: "p",
    size: "14 px, sans 400",
    use: "small print, card text, controls",
    text: { en: "Published 12 March 2026 · 3 min read", zh: "2026年3月12日發佈 · 閱讀約3分鐘" },
  },
];

const LANGUAGES = [
  { code: "en", lang: "en", name: "English" },
  { code: "zh", lang: "zh-Hant-HK", name: "Chinese" },
] as const;

const SAMPLES = {
  primary: { en: "Explore Products", zh: "探索產品" },
  secondary: { en: "Our Story", zh: "我們的故事" },
  more: { en: "Learn more", zh: "了解更多" },
  search: { en: "Search resources...", zh: "搜尋資源..." },
  field: { en: "Your name", zh: "您的姓名" },
} satisfies Record<string, Sample>;

const TAGS: Sample[] = [
  { en: "Metallic Embroidery", zh: "金屬刺繡線" },
  { en: "Couture & Bridal", zh: "高級訂製與婚紗" },
];

function TypeScale() {
  return (
    <section aria-labelledby="style-type" className="space-y-4">
      <h2 id="style-type" className="font-sans font-semibold text-lg">
        Type scale
      </h2>
      <p className="max-w-3xl text-gray-600 text-sm">
        Headings: Cormorant Garamond 600 (Latin), then the system CJK serif at the same weight. Body and
        controls: Inter (variable, Latin subset), then the system CJK sans. Every heading level is 600 on
        every page.
      </p>
      <div className="public-sample divide-y divide-line rounded-lg border border-line bg-paper">
        {SCALE.map(({ token, element: Element, size, use, text: sample }) => (
          <div key={token} className="grid gap-3 p-5 lg:grid-cols-[12rem_1fr_1fr]">
            <div className="font-sans text-sm">
              <code className="font-semibold">{token}</code>
              <p className="text-muted">{size}</p>
              <p className="text-muted">{use}</p>
            </div>
            {LANGUAGES.map(({ code, lang }) => (
              <Element key={code} lang={lang} className={token}>
                {sample[code]}
              </Element>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

function Controls({ code, lang, name }: (typeof LANGUAGES)[number]) {
  return (
    <div lang={lang} className="public-sample space-y-6 rounded-lg border border-line bg-paper p-5">
      <h3 className="font-sans font-semibold text-base" lang="en">
        {name}
      </h3>
      <div className="flex flex-wrap items-center gap-3">
        <a href="#style-controls" className="btn-primary">
          {SAMPLES.primary[code]}
        </a>
        <a href="#style-controls" className="btn-secondary">
          {SAMPLES.secondary[code]}
        </a>
        <a href="#style-controls" className="link-more">
          {SAMPLES.more[code]} <span aria-hidden="true">→</span>
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-md bg-ink p-4">
        <a href="#style-controls" className="btn-primary">
          {SAMPLES.primary[code]}
        </a>
        <a href="#style-controls" className="btn-secondary-dark">
          {SAMPLES.secondary[code]}
        </a>
        {TAGS.map((tag) => (
          <span key={tag.en} className="tag-dark">
            {tag[code]}
          </span>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {TAGS.map((tag) => (
          <span key={tag.en} className="tag">
            {tag[code]}
          </span>
        ))}
      </div>
      <div className="search-form">
        <label htmlFor={`style-search-${code}`} className="sr-only">
          {SAMPLES.search[code]}
        </label>
        <input
          id={`style-search-${code}`}
          type="search"
          placeholder={SAMPLES.search[code]}
          className="search-field"
        />
        <button type="button" aria-label={SAMPLES.search[code]} className="search-submit">
          <SearchIcon />
        </button>
      </div>
      <div className="max-w-sm">
        <label htmlFor={`style-field-${code}`} className="mb-1.5 block font-medium text-sm">
          {SAMPLES.field[code]}
        </label>
        <input id={`style-field-${code}`} className="field" />
      </div>
    </div>
  );
}

export default function StylePage() {
  return (
    <>
      <AdminPageHeader
        title="Style"
        description="The public site's type scale and controls (docs/design.md), in English and Chinese."
      />
      <div className="space-y-10">
        <TypeScale />
        <section aria-labelledby="style-controls" className="space-y-4">
          <h2 id="style-controls" className="font-sans font-semibold text-lg">
            Controls
          </h2>
          <p className="max-w-3xl text-gray-600 text-sm">
            One class each, in app/app.css: <code>btn-primary</code>, <code>btn-secondary</code> (
            <code>btn-secondary-dark</code> on ink), <code>link-more</code>, <code>tag</code> (
            <code>tag-dark</code>
            ), <code>field</code>, and <code>search-form</code> + <code>search-field</code> +{" "}
            <code>search-submit</code> with the search icon.
          </p>
          <div className="grid gap-6 xl:grid-cols-2">
            {LANGUAGES.map((language) => (
              <Controls key={language.code} {...language} />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
