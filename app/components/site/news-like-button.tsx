import { clsx } from "clsx";
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import type { Translate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";

const STORAGE_KEY = "likedNews";
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readLiked(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function likedIds(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Remembers (or forgets) a liked news id in this browser. */
function rememberLiked(id: number, liked: boolean) {
  const ids = likedIds(readLiked()).filter((other) => other !== id);
  if (liked) ids.push(id);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the like still counts on the server.
  }
  emit();
}

// The latest known count and the request in flight, per item, shared by every control of that item.
type LikeState = { count: number | null; busy: boolean };
const IDLE: LikeState = { count: null, busy: false };
const states = new Map<number, LikeState>();
function setLikeState(id: number, state: LikeState) {
  states.set(id, state);
  emit();
}

/** The like count and state of an item, shared by every control of that item. */
export function useLikeState(id: number, likes: number) {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(id) ?? IDLE,
    () => IDLE,
  );
  const liked = useSyncExternalStore(subscribe, readLiked, () => "[]");
  return { count: state.count ?? likes, busy: state.busy, isLiked: likedIds(liked).includes(id) };
}

/** Likes or unlikes at once, then confirms with the server; a refusal puts everything back and says so. */
async function toggleLike(id: number, slug: string, wasLiked: boolean, count: number, t: Translate) {
  const delta = wasLiked ? -1 : 1;
  setLikeState(id, { count: Math.max(0, count + delta), busy: true });
  rememberLiked(id, !wasLiked);
  let error = t("news.like.failed");
  try {
    const response = await fetch(`/news/${encodeURIComponent(slug)}/like`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ id: String(id), intent: wasLiked ? "unlike" : "like" }),
    });
    const body = (await response.json().catch(() => null)) as { likes?: unknown; error?: unknown } | null;
    if (response.ok && typeof body?.likes === "number") {
      setLikeState(id, { count: body.likes, busy: false });
      return;
    }
    if (response.status === 404 && typeof body?.error === "string") error = body.error;
  } catch {
    // Network failure: reported below like any other.
  }
  setLikeState(id, { count, busy: false });
  rememberLiked(id, wasLiked);
  toast.error(error, { title: t("news.error.title") });
}

export function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-[18px]">
      <path
        d="M10 17s-6.5-4.1-6.5-8.6A3.6 3.6 0 0 1 10 6.2a3.6 3.6 0 0 1 6.5 2.2C16.5 12.9 10 17 10 17z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * Like toggle of a news item, no sign-in: liked ids live in localStorage; the count changes at once
 * and is put back with an error toast if the server refuses. A plain form post without JavaScript.
 */
export function NewsLikeButton({
  id,
  slug,
  title,
  likes,
  showLabel = false,
}: {
  id: number;
  slug: string;
  title: string;
  likes: number;
  showLabel?: boolean;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { count, busy, isLiked } = useLikeState(id, likes);
  return (
    <form
      method="post"
      action={`/news/${slug}/like`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void toggleLike(id, slug, isLiked, count, t);
      }}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={isLiked ? "unlike" : "like"} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button
        type="submit"
        disabled={busy}
        aria-pressed={isLiked}
        aria-label={
          showLabel ? undefined : `${t("news.likeItem", { title })} (${t("news.likeCount", { count })})`
        }
        data-like-count={count}
        className={clsx(
          "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors disabled:cursor-wait disabled:opacity-70",
          isLiked
            ? "border-gold bg-gold/10 text-gold-dark"
            : "border-line bg-surface text-ink hover:border-gold",
        )}
      >
        <Heart filled={isLiked} />
        {showLabel ? (
          <span>
            {isLiked ? t("news.liked") : t("news.like")} ({count})
          </span>
        ) : (
          <span aria-hidden="true">{count}</span>
        )}
      </button>
    </form>
  );
}

export default NewsLikeButton;
