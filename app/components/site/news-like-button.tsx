import { clsx } from "clsx";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";

const STORAGE_KEY = "likedNews";
const CHANGE_EVENT = "liked-news-change";

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
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(listener: () => void) {
  window.addEventListener("storage", listener);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener("storage", listener);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

type LikeResult = { likes: number } | { error: string };

function Heart({ filled }: { filled: boolean }) {
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
  const fetcher = useFetcher<LikeResult>({ key: `news-like-${id}` });
  const liked = useSyncExternalStore(subscribe, readLiked, () => "[]");
  const isLiked = likedIds(liked).includes(id);
  const [count, setCount] = useState(likes);
  const pending = useRef<{ delta: 1 | -1 } | null>(null);
  const busy = fetcher.state !== "idle";

  useEffect(() => setCount(likes), [likes]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const { delta } = pending.current;
    pending.current = null;
    const result = fetcher.data;
    if (result && "likes" in result) {
      setCount(result.likes);
      return;
    }
    rememberLiked(id, delta === -1);
    toast.error(result && "error" in result ? result.error : t("news.like.failed"), {
      title: t("news.error.title"),
    });
  }, [fetcher.state, fetcher.data, id, t]);

  const delta = pending.current?.delta ?? 0;
  const shown = busy ? Math.max(0, count + delta) : count;
  return (
    <form
      method="post"
      action={`/news/${slug}/like`}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        const next = isLiked ? -1 : 1;
        pending.current = { delta: next };
        rememberLiked(id, next === 1);
        fetcher.submit(
          { id, intent: next === 1 ? "like" : "unlike" },
          { method: "post", action: `/news/${slug}/like` },
        );
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
          showLabel
            ? undefined
            : `${t("news.likeItem", { title })} (${t("news.likeCount", { count: shown })})`
        }
        data-like-count={shown}
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
            {isLiked ? t("news.liked") : t("news.like")} ({shown})
          </span>
        ) : (
          <span aria-hidden="true">{shown}</span>
        )}
      </button>
    </form>
  );
}

/** The like count shown beside the article's date: follows the like button of the same item, optimistic too. */
export function NewsLikeCount({ id, likes }: { id: number; likes: number }) {
  const t = useT();
  const fetcher = useFetcher<LikeResult>({ key: `news-like-${id}` });
  const intent = fetcher.formData?.get("intent");
  const base = fetcher.data && "likes" in fetcher.data ? fetcher.data.likes : likes;
  const shown = intent ? Math.max(0, base + (intent === "like" ? 1 : -1)) : base;
  return (
    <span className="inline-flex items-center gap-1.5" data-like-total={shown}>
      <Heart filled />
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{t("news.likeCount", { count: shown })}</span>
    </span>
  );
}
