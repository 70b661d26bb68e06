// The saved Rx area's part of the repository: a company's saved prescriptions, for the operator's own company
// only, since templates are a clinic's own work and no one reads or writes another company's.
import type { Prescription } from "@solerx/domain/prescription";
import type { SavedRx, SavedRxListItem } from "@solerx/domain/saved-rx";
import type { AreaContext } from "../context";
import { deleteSavedRx, findSavedRx, listSavedRx, type RenameOutcome, renameSavedRx, upsertSavedRx } from "./queries";

export interface SavedRxRepository {
  list(): Promise<SavedRxListItem[]>;
  get(fileName: string): Promise<SavedRx | undefined>;
  upsert(fileName: string, fileData: Prescription): Promise<SavedRx>;
  /** Whether there was one of that name to delete. */
  delete(fileName: string): Promise<boolean>;
  rename(fileName: string, newFileName: string): Promise<RenameOutcome>;
  renameAndSave(fileName: string, newFileName: string, fileData: Prescription): Promise<RenameOutcome>;
}

/** The company's saved prescriptions; undefined for any company but the operator's own. */
export function savedRxRepository({ db, operator, own }: AreaContext) {
  return (companyID: string): SavedRxRepository | undefined => {
    if (companyID !== own.companyID) return undefined;
    const context = { companyID, userID: operator.userID };
    return {
      list: () => listSavedRx(db, companyID),
      get: (fileName) => findSavedRx(db, companyID, fileName),
      upsert: (fileName, fileData) => upsertSavedRx(db, context, fileName, fileData),
      delete: (fileName) => deleteSavedRx(db, companyID, fileName),
      rename: (fileName, newFileName) => renameSavedRx(db, context, { fileName, newFileName }),
      renameAndSave: (fileName, newFileName, fileData) =>
        renameSavedRx(db, context, { fileName, newFileName, fileData }),
    };
  };
}
