// POST /savedrx/delete: removes a saved prescription of the company.
import { SavedRxDeleteRequest } from "@solerx/domain/saved-rx";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export type DeleteSavedRxInput = z.input<typeof SavedRxDeleteRequest>;

export async function deleteSavedRx(input: DeleteSavedRxInput): Promise<void> {
  const body = SavedRxDeleteRequest.parse(input);
  await apiRequest({ method: "POST", path: "/savedrx/delete", json: body, schema: z.unknown() });
}

export function useDeleteSavedRx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedRx,
    onSuccess: (_answer, { companyID, fileName }) => {
      queryClient.removeQueries({ queryKey: savedRxKeys.one(companyID, fileName) });
      return queryClient.invalidateQueries({ queryKey: savedRxKeys.list(companyID) });
    },
  });
}
