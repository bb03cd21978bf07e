/** Dark hero at the top of the gallery and news lists: eyebrow, serif title, one line of intro. */
export function ListHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <section className="relative overflow-hidden bg-ink pt-18 text-paper">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(184,137,43,0.28),transparent_55%),linear-gradient(120deg,transparent_40%,rgba(227,199,122,0.07)_50%,transparent_60%)]"
      />
      <div className="container-page relative py-20 md:py-28">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-light uppercase">{eyebrow}</p>
        <div className="mt-4 h-px w-16 bg-gold" />
        <h1 className="mt-6 max-w-3xl text-h1">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-paper/75">{intro}</p>
      </div>
    </section>
  );
}
