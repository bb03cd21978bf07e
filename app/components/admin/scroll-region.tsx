import type { ReactNode } from "react";

/** A horizontally scrolling box around a wide table; focusable so keyboard users can scroll it. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-focusable (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-gray-200 bg-surface"
    >
      {children}
    </section>
  );
}
