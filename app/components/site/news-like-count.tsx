import { useT } from "~/lib/i18n/use-t";
import { Heart, useLikeState } from "./news-like-button";

/** The like count shown beside the article's date; follows the like button of the same item. */
export default function NewsLikeCount({ id, likes }: { id: number; likes: number }) {
  const t = useT();
  const { count } = useLikeState(id, likes);
  return (
    <span className="inline-flex items-center gap-1.5" data-like-total={count}>
      <Heart filled />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t("news.likeCount", { count })}</span>
    </span>
  );
}
