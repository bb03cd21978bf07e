import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";

type Result = { ok: true; message: string } | { ok: false; error: string; stepUp?: true };

/** How a screen's toasts read: `errorTitle` heads every error toast (News: "Error"). */
export type ToastOptions = { errorTitle?: string };

/**
 * Toasts the answer of an admin action once per answer: the success message, or the error in
 * the destructive style (not a request for the current password, which its field shows). Pass fetcher.data; `onSuccess` runs after a success (e.g. close a dialog).
 */
export function useActionToast(
  result: Result | undefined,
  onSuccess?: (result: Result) => void,
  options: ToastOptions = {},
): void {
  const { errorTitle } = options;
  const seen = useRef<Result | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast.success(result.message);
      callback.current?.(result);
    } else if (result.stepUp) {
      // Said once, where it is answered: on the form's "Your current password" field (StepUpField).
      return;
    } else {
      toast.error(result.error, { title: errorTitle });
    }
  }, [result, errorTitle]);
}
