import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/**
 * A screen whose list could not be read: the message inline with Try Again (reloads the route's
 * data, or runs `onRetry` for a list read another way), and with `toastToo` the same message once as a
 * destructive toast.
 */
export function LoadFailure({
  message,
  toastToo = false,
  onRetry,
}: {
  message: string;
  toastToo?: boolean;
  onRetry?: () => void;
}) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (toastToo) toast.error(message);
  }, [message, toastToo]);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{message}</p>
      <Button
        className="mt-3"
        disabled={revalidator.state !== "idle"}
        onClick={() => (onRetry ? onRetry() : void revalidator.revalidate())}
      >
        Try Again
      </Button>
    </div>
  );
}
