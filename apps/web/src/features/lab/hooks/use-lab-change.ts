// A change the lab makes to an order (a status, a repair): sent, the order's cached copy replaced with the answer,
// the lists made stale; a refusal is kept to show (the server's LAB_MESSAGES text when it gives one).
import type { LabOrder } from "@solerx/domain/lab";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { labKeys } from "../api/lab-orders";
import { LAB_TEXTS } from "../texts";

export function useLabChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (send: () => Promise<LabOrder>): Promise<LabOrder | null> => {
    setBusy(true);
    setError(null);
    try {
      const changed = await send();
      queryClient.setQueryData(labKeys.order(changed.order.orderID), changed);
      void queryClient.invalidateQueries({ queryKey: labKeys.lists });
      return changed;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : LAB_TEXTS.changeFailed);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run, clearError: () => setError(null) };
}
