import { Link } from "react-router";
import { listFeaturedProducts } from "#server/catalog/products";
import { useT } from "~/lib/i18n/use-t";
import type { Route } from "./+types/_index";

export async function loader() {
  return { featured: await listFeaturedProducts(3) };
}

export function meta() {
  return [{ title: "Lumina Threads | Premium Metallic Embroidery Threads" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="pt-18">
      <section className="bg-ink py-24 text-paper">
        <div className="container-page">
          <h1 className="font-serif text-5xl">{t("site.tagline")}</h1>
        </div>
      </section>
      <section className="container-page py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {loaderData.featured.map((product) => (
            <li key={product.id} className="rounded-xl border border-line bg-surface p-6">
              <h2 className="font-serif text-2xl">{product.name}</h2>
              <p className="mt-2 text-muted">{product.description}</p>
              <Link to={`/products/${product.slug}`} className="mt-4 inline-block text-gold-dark underline">
                Learn more
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
