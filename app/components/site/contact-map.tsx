/**
 * The embedded map of Our Location. Its frame is another site, and a phone that opens it with the page
 * spends its first second connecting there before the page's own text is painted; so the frame gets its
 * address from the site's script (enhance.ts), which runs after the first paint (decision 023).
 * Without JavaScript the <noscript> frame, over the same box, loads it instead. The box keeps its height
 * either way, so nothing moves when the map comes.
 */
export function ContactMap({ title, src }: { title: string; src: string }) {
  const frame = "absolute inset-0 block size-full border-0 bg-paper";
  return (
    <div className="relative h-[420px]">
      <iframe
        title={title}
        data-src={src}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={frame}
      />
      <noscript>
        <iframe
          title={title}
          src={src}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={frame}
        />
      </noscript>
    </div>
  );
}
