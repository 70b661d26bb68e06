// Saved prescriptions (saved Rx), templates scoped to a company (spec 001 §3 "Saved Rx", §7 "Saved
// prescriptions").
import { z } from "zod";
import { savedRxNameIsValid } from "../rules/text";
import { SAVED_RX_NAME_INVALID_MESSAGE } from "./messages";
import { Prescription } from "./prescription";
import { Id } from "./store";

/** At most 100 characters (ours: the spec gives no length; a name is a short label, and the server indexes it). */
export const SAVED_RX_NAME_MAX_LENGTH = 100;

export const SavedRxName = z
  .string()
  .trim()
  .min(1)
  .max(SAVED_RX_NAME_MAX_LENGTH)
  .refine(savedRxNameIsValid, SAVED_RX_NAME_INVALID_MESSAGE);

/**
 * A saved prescription. The spec names fileData without its shape; ours: the prescription object itself, so the
 * server validates it like any other prescription.
 */
export const SavedRx = z.object({ fileName: SavedRxName, fileData: Prescription, companyID: Id });
export type SavedRx = z.infer<typeof SavedRx>;

/** GET /savedrx/get/list?companyID and GET /savedrx/{fileName}/get?companyID. */
export const SavedRxQuery = z.object({ companyID: Id });
export const SavedRxListItem = z.object({ fileName: z.string(), updatedAt: z.iso.datetime({ offset: true }) });
export const SavedRxList = z.array(SavedRxListItem);
export type SavedRxListItem = z.infer<typeof SavedRxListItem>;

/** POST /savedrx/upsert. */
export const SavedRxUpsertRequest = SavedRx;
/** POST /savedrx/delete. */
export const SavedRxDeleteRequest = z.object({ fileName: z.string().min(1), companyID: Id });
/** POST /savedrx/rename. */
export const SavedRxRenameRequest = z.object({ fileName: z.string().min(1), newFileName: SavedRxName, companyID: Id });
/** POST /savedrx/renameAndSave: rename and replace the content; refused when newFileName exists. */
export const SavedRxRenameAndSaveRequest = SavedRxRenameRequest.extend({ fileData: Prescription });
