// POST /savedrx/rename: gives a saved prescription a new name; a name that exists is refused with 404 "A
// prescription by the given new file name already exists" (spec 001 §8), the error's message.
import { SavedRxRenameRequest } from "@solerx/domain/saved-rx";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export type RenameSavedRxInput = z.input<typeof SavedRxRenameRequest>;

/** Answers the new name as stored (trimmed, as the contract reads it). */
export async function renameSavedRx(input: RenameSavedRxInput): Promise<string> {
  const body = SavedRxRenameRequest.parse(input);
  await apiRequest({ method: "POST", path: "/savedrx/rename", json: body, schema: z.unknown() });
  return body.newFileName;
}

export function useRenameSavedRx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSavedRx,
    onSuccess: (_answer, { companyID, fileName }) => {
      queryClient.removeQueries({ queryKey: savedRxKeys.one(companyID, fileName) });
      return queryClient.invalidateQueries({ queryKey: savedRxKeys.list(companyID) });
    },
  });
}
