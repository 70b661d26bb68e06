// POST /savedrx/renameAndSave: a new name and new content at once; 404 "A prescription by the given new file name
// already exists" (spec 001 §8) when the new name is taken.
import type { Prescription } from "@solerx/domain/prescription";
import { type SavedRx, SavedRxRenameAndSaveRequest } from "@solerx/domain/saved-rx";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export interface RenameAndSaveInput {
  companyID: string;
  fileName: string;
  newFileName: string;
  fileData: Prescription;
}

/** Answers the saved Rx as it is now stored (the new name trimmed, as the contract reads it). */
export async function renameAndSaveSavedRx(input: RenameAndSaveInput): Promise<SavedRx> {
  const body = SavedRxRenameAndSaveRequest.parse(input);
  await apiRequest({ method: "POST", path: "/savedrx/renameAndSave", json: body, schema: z.unknown() });
  return { companyID: body.companyID, fileName: body.newFileName, fileData: body.fileData };
}

export function useRenameAndSaveSavedRx() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAndSaveSavedRx,
    onSuccess: (saved, { fileName }) => {
      queryClient.removeQueries({ queryKey: savedRxKeys.one(saved.companyID, fileName) });
      queryClient.setQueryData(savedRxKeys.one(saved.companyID, saved.fileName), saved);
      return queryClient.invalidateQueries({ queryKey: savedRxKeys.list(saved.companyID) });
    },
  });
}
