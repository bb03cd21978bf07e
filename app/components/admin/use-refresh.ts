import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

/**
 * The table's Refresh button: reloads the route's data and reports `refreshing` only for a reload
 * staff asked for (not for the revalidation that follows every save), for the loading text.
 */
export function useRefresh(): { refresh: () => void; refreshing: boolean } {
  const revalidator = useRevalidator();
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (requested && revalidator.state === "idle") setRequested(false);
  }, [requested, revalidator.state]);
  return {
    refresh: () => {
      setRequested(true);
      void revalidator.revalidate();
    },
    refreshing: requested,
  };
}
