import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";

/** What /samples answers a posted "add" from a page that stays where it is (see routes/samples.tsx). */
export type SampleListAnswer = { status: "added" | "full" | "unknown"; count: number };

/**
 * "Request a sample": adds the code to the visitor's sample list. Without JavaScript the form posts to
 * /samples, which adds it and shows the list; with JavaScript it stays on the page and confirms by a toast.
 */
export function SampleButton({ itemCodeId, itemCode }: { itemCodeId: number; itemCode: string }) {
  const t = useT();
  const fetcher = useFetcher<SampleListAnswer>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const handled = useRef<SampleListAnswer>(undefined);
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer || handled.current === answer || fetcher.state !== "idle") return;
    handled.current = answer;
    if (answer.status === "added") toast.success(t("samples.added", { code: itemCode }));
    else toast.error(t(answer.status === "full" ? "samples.full" : "samples.unknownCode"));
  }, [answer, fetcher.state, itemCode, t]);
  const added = answer?.status === "added";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <fetcher.Form method="post" action="/samples">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="itemCodeId" value={itemCodeId} />
        {hydrated && <input type="hidden" name="stay" value="1" />}
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold px-5 font-medium text-ink text-sm hover:bg-gold-light disabled:opacity-70"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {t("samples.request")}
        </button>
      </fetcher.Form>
      {added && (
        <Link to="/samples" className="font-medium text-gold-dark text-sm underline underline-offset-4">
          {t("samples.viewList", { count: answer.count })}
        </Link>
      )}
    </div>
  );
}
