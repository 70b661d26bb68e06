// POST /savedrx/upsert: writes a saved prescription under its name (a new one, or over the one of that name);
// 404 "Company not found" (spec 001 §8). The answer's body is not used: the saved Rx is what was sent.
import { type SavedRx, SavedRxUpsertRequest } from "@solerx/domain/saved-rx";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export async function upsertSavedRx(savedRx: SavedRx): Promise<SavedRx> {
  const body = SavedRxUpsertRequest.parse(savedRx);
  await apiRequest({ method: "POST", path: "/savedrx/upsert", json: body, schema: z.unknown() });
  return body;
}

export function useUpsertSavedRx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertSavedRx,
    onSuccess: (saved) => {
      queryClient.setQueryData(savedRxKeys.one(saved.companyID, saved.fileName), saved);
      return queryClient.invalidateQueries({ queryKey: savedRxKeys.list(saved.companyID) });
    },
  });
}
