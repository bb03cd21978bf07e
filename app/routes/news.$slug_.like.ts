import { redirect } from "react-router";
import { z } from "zod";
import { readForm } from "#server/http/form";
import { messagesFor } from "#server/i18n/messages";
import { likeNewsItem } from "#server/news/likes";
import { guardPublicPost, retryAfter } from "#server/security/limits";
import { sameSitePath } from "#server/security/redirect-target";
import { createTranslate } from "~/lib/i18n/translate";
import { rowId } from "~/lib/schemas/ids";
import type { Route } from "./+types/news.$slug_.like";

/** Only a page of the news section may be the place to go back to (no open redirect). */
function safeReturnTo(value: FormDataEntryValue | null): string | null {
  const path = sameSitePath(value);
  return path && /^\/news(?:[/?#]|$)/.test(path) ? path : null;
}

/** What the like button posts: the news item's id and whether it is liked or unliked. */
const likeSchema = z.object({ id: rowId(), intent: z.enum(["like", "unlike"]) });

/**
 * POST intent=like|unlike, id: changes the like count atomically; without JavaScript it redirects back.
 * A post from another site is refused (403); more than the per-client limit answers 429.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = createTranslate(messagesFor(context.language.code));
  const limit = await guardPublicPost(request, context, "like");
  if (!limit.allowed) {
    return Response.json({ error: t("news.like.limited") }, { status: 429, headers: retryAfter(limit) });
  }
  const form = await readForm(request);
  const parsed = likeSchema.safeParse({ id: form.get("id"), intent: form.get("intent") });
  if (!parsed.success) return Response.json({ error: t("news.like.notFound") }, { status: 404 });
  const { id, intent } = parsed.data;
  const likes = await likeNewsItem(id, intent === "like" ? 1 : -1);
  if (likes === null) return Response.json({ error: t("news.like.notFound") }, { status: 404 });
  const returnTo = safeReturnTo(form.get("returnTo"));
  if (returnTo) throw redirect(returnTo, 303);
  return Response.json({ likes });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/news/${encodeURIComponent(params.slug)}`);
}
