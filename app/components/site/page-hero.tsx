/** Dark hero band at the top of a content page (below the fixed header). */
export function PageHero({ label, title, intro }: { label: string; title: string; intro: string }) {
  return (
    <section className="relative overflow-hidden bg-ink pt-18 text-paper">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_75%_20%,rgba(227,199,122,0.18),transparent_60%)]"
      />
      <div className="container-page relative py-20 sm:py-24">
        <p className="text-balance text-xs font-semibold uppercase tracking-[0.32em] text-gold-light">
          {label}
        </p>
        <h1 className="mt-4 text-balance text-h1">{title}</h1>
        <span aria-hidden="true" className="mt-6 block h-px w-16 bg-gold" />
        <p className="mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-paper/80">{intro}</p>
      </div>
    </section>
  );
}
