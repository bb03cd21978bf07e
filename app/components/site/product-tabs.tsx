import { clsx } from "clsx";
import { useId, useRef, useState } from "react";

type Tab = { id: string; label: string; content: React.ReactNode };

/** Accessible tabs (tablist, tab, tabpanel); arrow keys, Home and End move between tabs. */
export function ProductTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const focus = (index: number) => {
    setActive(index);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    focus(next);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-line border-b">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={index === active}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            className={clsx(
              "-mb-px min-h-11 whitespace-nowrap border-b-2 px-5 font-medium text-sm transition-colors",
              index === active ? "border-gold text-ink" : "border-transparent text-muted hover:text-ink",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={index !== active}
          className="py-8"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
