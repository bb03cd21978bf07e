import { Link } from "react-router";
import { PageHero } from "~/components/site/page-hero";
import { ServerRenderedPage } from "~/components/static-html";
import { type ImageLoad, ResponsiveImage } from "~/components/ui/responsive-image";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { useT } from "~/lib/i18n/use-t";
import { siteImageSrcSet } from "~/lib/images";
import { seo } from "~/lib/seo";
import { currentOrigin, metaTranslate, pageBreadcrumb } from "~/lib/site-seo";
import type { Route } from "./+types/about";

/** `sizes` (how ~/lib/image-sizes derives them): about page pictures: half the container beside the text from 1024 px (gap 64 px). */
const ABOUT_STORY_SIZES =
  "(min-width: 1200px) 544px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

function pageMeta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("about.title"),
    description: t("about.description"),
    path: "/about",
    image: "/images/about-history.webp",
    jsonLd: [pageBreadcrumb(currentOrigin(matches), t("nav.home"), t("nav.about"), "/about")],
  });
}

/** A story's picture: a site image 1200 px wide, with its variants below that (scripts/generate-site-images.ts). */
type Story = { id: string; title: MessageKey; paragraphs: MessageKey[]; image: string; alt: MessageKey };
const STORY_IMAGE_WIDTH = 1200;

const STORIES: Story[] = [
  {
    id: "history",
    title: "about.historyTitle",
    paragraphs: ["about.history1", "about.history2"],
    image: "/images/about-history.webp",
    alt: "about.historyImageAlt",
  },
  {
    id: "metallic-yarn",
    title: "about.yarnTitle",
    paragraphs: ["about.yarn1", "about.yarn2"],
    image: "/images/about-yarn.webp",
    alt: "about.yarnImageAlt",
  },
];

const LATER_STORIES: Story[] = [
  {
    id: "sustainability",
    title: "about.sustainabilityTitle",
    paragraphs: ["about.sustainability1", "about.sustainability2"],
    image: "/images/about-sustainability.webp",
    alt: "about.sustainabilityImageAlt",
  },
  {
    id: "community",
    title: "about.communityTitle",
    paragraphs: ["about.community1", "about.community2"],
    image: "/images/about-community.webp",
    alt: "about.communityImageAlt",
  },
];

const VALUES: { title: MessageKey; body: MessageKey }[] = [
  { title: "about.value1Title", body: "about.value1Body" },
  { title: "about.value2Title", body: "about.value2Body" },
  { title: "about.value3Title", body: "about.value3Body" },
  { title: "about.value4Title", body: "about.value4Body" },
];

/**
 * A text and image row; every other row puts the image first. The first row's picture is the page's LCP
 * from 1024 px (beside the text, above the fold): preloaded at high priority there.
 */
function StoryRow({ story, flipped, load }: { story: Story; flipped: boolean; load?: ImageLoad }) {
  const t = useT();
  return (
    <section
      id={story.id}
      aria-labelledby={`${story.id}-title`}
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={flipped ? "lg:order-2" : undefined}>
        <span aria-hidden="true" className="block h-px w-12 bg-gold" />
        <h2 id={`${story.id}-title`} className="mt-5 text-h2">
          {t(story.title)}
        </h2>
        {story.paragraphs.map((key) => (
          <p key={key} className="mt-5 text-lg leading-relaxed text-muted">
            {t(key)}
          </p>
        ))}
      </div>
      <ResponsiveImage
        src={story.image}
        srcSet={siteImageSrcSet(story.image, STORY_IMAGE_WIDTH)}
        sizes={ABOUT_STORY_SIZES}
        alt={t(story.alt)}
        width={1200}
        height={900}
        load={load}
        lcpMedia="(min-width: 1024px)"
        className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
      />
    </section>
  );
}

function About() {
  const t = useT();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero label={t("about.label")} title={t("about.title")} intro={t("about.intro")} />
      <div className="container-page space-y-24 py-20 lg:space-y-32 lg:py-28">
        {STORIES.map((story, index) => (
          <StoryRow
            key={story.id}
            story={story}
            flipped={index % 2 === 1}
            load={index === 0 ? "lcp" : "lazy"}
          />
        ))}
      </div>
      <section aria-labelledby="values-title" className="bg-ink-soft py-20 text-paper lg:py-28">
        <div className="container-page">
          <h2 id="values-title" className="text-center text-h2">
            {t("about.valuesTitle")}
          </h2>
          <span aria-hidden="true" className="mx-auto mt-6 block h-px w-16 bg-gold" />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((value, index) => (
              <li key={value.title} className="rounded-xl border border-paper/10 bg-ink p-8">
                <span className="font-serif text-3xl text-gold-light">0{index + 1}</span>
                <h3 className="mt-4 text-h4">{t(value.title)}</h3>
                <p className="mt-3 leading-relaxed text-paper/75">{t(value.body)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container-page space-y-24 py-20 lg:space-y-32 lg:py-28">
        {LATER_STORIES.map((story, index) => (
          <StoryRow key={story.id} story={story} flipped={index % 2 === 1} />
        ))}
      </div>
      <section className="border-t border-line bg-surface py-20">
        <div className="container-page text-center">
          <h2 className="text-h2">{t("about.ctaTitle")}</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{t("about.ctaBody")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to="/contact" className="btn-primary">
              {t("nav.contact")}
            </Link>
            <Link to="/products" className="btn-secondary">
              {t("nav.products")}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? About : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
