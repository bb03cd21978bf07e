import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { PAGE_SIZES, pageQuery, pageWindow } from "~/lib/pagination";
import { SearchIcon } from "./icons";

const ITEM = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium";

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <path
        d={direction === "left" ? "M10 3 5 8l5 5" : "m6 3 5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * Page links (first, last and the pages around the current one, ellipses between) with Previous and
 * Next; each page is a real link (?page=…) so it renders on the server and can be shared.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  const href = (n: number) => `${pathname}${pageQuery(params, { page: n })}`;
  const edge = (label: string, target: number, disabled: boolean, direction: "left" | "right") => {
    const content =
      direction === "left" ? (
        <>
          <Chevron direction="left" />
          <span>{label}</span>
        </>
      ) : (
        <>
          <span>{label}</span>
          <Chevron direction="right" />
        </>
      );
    return disabled ? (
      <span aria-disabled="true" className={clsx(ITEM, "gap-1 text-muted/60")}>
        {content}
      </span>
    ) : (
      <Link
        to={href(target)}
        rel={direction === "left" ? "prev" : "next"}
        className={clsx(ITEM, "gap-1 hover:bg-line/60")}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t("pagination.label")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(t("pagination.previous"), page - 1, page <= 1, "left")}</li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === "ellipsis" ? (
            <li key={`ellipsis-${index}`} aria-hidden="true" className={clsx(ITEM, "text-muted")}>
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={href(entry)}
                aria-label={t("pagination.page", { page: entry })}
                aria-current={entry === page ? "page" : undefined}
                className={clsx(
                  ITEM,
                  entry === page ? "bg-ink text-paper" : "border border-line bg-surface hover:border-gold",
                )}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>{edge(t("pagination.next"), page + 1, page >= totalPages, "right")}</li>
      </ul>
    </nav>
  );
}

/** Hidden inputs that keep the list's other filters in a GET form (page is left out: a change starts at page 1). */
function KeepParams({ except }: { except: string[] }) {
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(
    ([key, value]) => value && ![...except, "page"].includes(key),
  );
  return kept.map(([key, value]) => <input key={key} type="hidden" name={key} value={value} />);
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Page-size select (6, 12, 18): a GET form with an Apply button without JavaScript, navigates on change with it. */
export function PageSizeSelect({ size }: { size: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Form method="get" className="flex items-center gap-2">
      <KeepParams except={["size"]} />
      <label htmlFor="page-size" className="text-sm whitespace-nowrap text-muted">
        {t("pagination.pageSize")}
      </label>
      <select
        id="page-size"
        name="size"
        defaultValue={size}
        onChange={(event) =>
          navigate(
            `${pathname}${pageQuery(new URLSearchParams(search), { size: event.currentTarget.value, page: null })}`,
          )
        }
        className="field w-auto"
      >
        {PAGE_SIZES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {/* Hidden rather than left out once running: islands find a clicked element again by its position
          in the server's HTML (decision 022), so the browser's render keeps every element the server sent. */}
      <button type="submit" hidden={hydrated} className={clsx(ITEM, "border border-ink")}>
        {t("pagination.apply")}
      </button>
    </Form>
  );
}

/** Search box of a list: a GET form (page 1 of the results); with JavaScript it also searches while typing. */
export function ListSearch({
  q,
  label,
  placeholder,
  submitLabel,
}: {
  q: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [value, setValue] = useState(q);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Follow the address (Clear Search, back button) unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === q) return;
    navigate(`${pathname}${pageQuery(new URLSearchParams(search), { q: text.trim(), page: null })}`, {
      replace: Boolean(q),
      preventScrollReset: true,
    });
  };
  return (
    <Form
      method="get"
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        go(value);
      }}
    >
      <KeepParams except={["q"]} />
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id="list-search"
        type="search"
        name="q"
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setValue(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(text), 350);
        }}
        className="search-field"
      />
      <button type="submit" aria-label={submitLabel} className="search-submit">
        <SearchIcon />
      </button>
    </Form>
  );
}
