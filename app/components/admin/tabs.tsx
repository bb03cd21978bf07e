import clsx from "clsx";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";

export type TabDefinition<K extends string> = { key: K; label: string };

/**
 * Accessible tabs (role=tablist/tab/tabpanel): arrow keys move between tabs and select them,
 * Home and End jump to the ends. The selected tab is controlled (e.g. kept in the URL).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    tabs.findIndex((tab) => tab.key === selected),
    0,
  );
  // On narrow screens the tab list scrolls sideways: keep the selected tab in view (e.g. after a reload).
  useEffect(() => {
    refs.current[index]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index]);
  const focusTab = (next: number) => {
    const target = (next + tabs.length) % tabs.length;
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-gray-200 border-b"
      >
        {tabs.map((tab, position) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                refs.current[position] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={clsx(
                "-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 font-medium text-sm",
                active ? "border-gold-dark text-ink" : "border-transparent text-gray-600 hover:text-ink",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs[index]?.key}`}
        className="pt-6"
      >
        {children}
      </div>
    </div>
  );
}
