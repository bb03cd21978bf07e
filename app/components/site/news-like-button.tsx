import { clsx } from "clsx";
import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { toast } from "~/components/ui/toast";
import { cookieDomain } from "~/lib/cookie-domain";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import type { Translate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";
import { formatIdList, parseIdList } from "~/lib/id-list";
import { postForJson } from "~/lib/post-json";
import type { RootData } from "~/root";

/** The liked news ids: a cookie every language host of the site reads. */
const COOKIE = "liked_news";
/** The list each host kept in localStorage before: moved into the cookie once, then removed. */
const LEGACY_KEY = "likedNews";
/** Ids only, the latest 100 likes: at most 1,100 characters however large the ids grow. */
const LIKED_LIMIT = 100;
/** 400 days, the longest a browser keeps a cookie. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
// Another tab or host may have changed the cookie: read it again when this page is shown or focused.
const REREAD = ["pageshow", "focus", "visibilitychange"];
function subscribe(listener: () => void) {
  listeners.add(listener);
  for (const type of REREAD) window.addEventListener(type, listener);
  return () => {
    listeners.delete(listener);
    for (const type of REREAD) window.removeEventListener(type, listener);
  };
}

/** The cookie's raw value (every copy of it, should a host-only one linger): hostile, see likedIds. */
function readLiked(): string {
  return document.cookie
    .split("; ")
    .filter((part) => part.startsWith(`${COOKIE}=`))
    .map((part) => part.slice(COOKIE.length + 1))
    .join(".");
}

const likedIds = (raw: string) => parseIdList(raw, LIKED_LIMIT);

/** Stores the list (the latest ids when over the limit) for every language host, or drops the cookie. */
function writeLiked(ids: readonly number[], domain: string | null) {
  const kept = ids.slice(-LIKED_LIMIT);
  const attributes = `; Path=/; SameSite=Lax; Max-Age=${kept.length > 0 ? MAX_AGE_SECONDS : 0}${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
  // A host-only copy (written before the site had a shared domain) would hide the shared list's changes.
  // document.cookie rather than the Cookie Store: synchronous, as the store's snapshot reads it.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  if (domain) document.cookie = `${COOKIE}=; Path=/; Max-Age=0`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${COOKIE}=${formatIdList(kept)}${domain ? `; Domain=${domain}` : ""}${attributes}`;
  emit();
}

/** Remembers (or forgets) a liked news id for every language host of the site. */
function rememberLiked(id: number, liked: boolean, domain: string | null) {
  const ids = likedIds(readLiked()).filter((other) => other !== id);
  if (liked) ids.push(id);
  writeLiked(ids, domain);
}

/** Moves this host's old localStorage list into the cookie, once (merged, without repeats, oldest first). */
function moveLegacyList(domain: string | null) {
  try {
    const raw = window.localStorage.getItem(LEGACY_KEY);
    if (raw === null) return;
    const parsed: unknown = JSON.parse(raw);
    const legacy = Array.isArray(parsed)
      ? parseIdList(parsed.filter(Number.isInteger).join("."), LIKED_LIMIT)
      : [];
    const current = likedIds(readLiked());
    if (legacy.some((id) => !current.includes(id)))
      writeLiked([...legacy.filter((id) => !current.includes(id)), ...current], domain);
    window.localStorage.removeItem(LEGACY_KEY);
  } catch {
    // Storage disabled or a list that is not JSON: nothing to move.
  }
}

// The latest known count and the request in flight, per item, shared by every control of that item.
type LikeState = { count: number | null; busy: boolean };
const IDLE: LikeState = { count: null, busy: false };
const states = new Map<number, LikeState>();
function setLikeState(id: number, state: LikeState) {
  states.set(id, state);
  emit();
}

/** The Domain of the liked list's cookie: the base host, the default language's (see cookieDomain). */
function useSharedCookieDomain(): string | null {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const origin = root?.languages.find((language) => language.code === DEFAULT_LANGUAGE.code)?.origin;
  return origin ? cookieDomain(new URL(origin).hostname) : null;
}

/** The like count and state of an item, shared by every control of that item. */
export function useLikeState(id: number, likes: number) {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(id) ?? IDLE,
    () => IDLE,
  );
  const liked = useSyncExternalStore(subscribe, readLiked, () => "");
  const domain = useSharedCookieDomain();
  useEffect(() => moveLegacyList(domain), [domain]);
  return { count: state.count ?? likes, busy: state.busy, isLiked: likedIds(liked).includes(id), domain };
}

/** Likes or unlikes at once, then confirms with the server; a refusal puts everything back and says so. */
async function toggleLike(
  {
    id,
    slug,
    wasLiked,
    count,
    domain,
  }: { id: number; slug: string; wasLiked: boolean; count: number; domain: string | null },
  t: Translate,
) {
  const delta = wasLiked ? -1 : 1;
  setLikeState(id, { count: Math.max(0, count + delta), busy: true });
  rememberLiked(id, !wasLiked, domain);
  const answer = await postForJson(
    `/news/${encodeURIComponent(slug)}/like`,
    new URLSearchParams({ id: String(id), intent: wasLiked ? "unlike" : "like" }),
  );
  const body = answer?.body as { likes?: unknown; error?: unknown } | null | undefined;
  if (answer && answer.status < 300 && typeof body?.likes === "number") {
    setLikeState(id, { count: body.likes, busy: false });
    return;
  }
  // A network failure or any refusal is reported alike; an item gone since the page was made says so.
  const error =
    answer?.status === 404 && typeof body?.error === "string" ? body.error : t("news.like.failed");
  setLikeState(id, { count, busy: false });
  rememberLiked(id, wasLiked, domain);
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
 * Like toggle of a news item, no sign-in: liked ids live in a cookie shared by the site's language hosts
 * (so switching language does not make a second like possible); the count changes at once
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
  const { count, busy, isLiked, domain } = useLikeState(id, likes);
  return (
    <form
      method="post"
      action={`/news/${slug}/like`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void toggleLike({ id, slug, wasLiked: isLiked, count, domain }, t);
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
