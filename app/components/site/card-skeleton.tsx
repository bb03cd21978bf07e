/** Placeholder card shown while a new page of results loads. */
export function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton
      className="overflow-hidden rounded-xl border border-line bg-surface"
    >
      <div className="aspect-[4/3] animate-pulse bg-line/70" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-24 animate-pulse rounded-full bg-line" />
        <div className="h-6 w-3/4 animate-pulse rounded bg-line" />
        <div className="h-4 w-full animate-pulse rounded bg-line/70" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-line/70" />
      </div>
    </div>
  );
}
