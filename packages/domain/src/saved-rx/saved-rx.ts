// Saved prescriptions (saved Rx), templates scoped to a company (spec 001 §3 "Saved Rx", §7 "Saved
// prescriptions").
import { z } from "zod";
import { normaliseSavedRxName, SAVED_RX_NAME_INVALID_MESSAGE, savedRxNameIsValid, storable } from "../common";
import { Prescription } from "../prescription";
import { Id } from "../store";

/**
 * At most 100 UTF-16 units (ours: the spec gives no length; a name is a short label, and the server indexes it).
 * Counted in UTF-16 units, as the server's path parameter limit counts the name that opens it: 50 emoji fit, 51
 * do not (counted in characters, 51 saved and could never be opened).
 */
export const SAVED_RX_NAME_MAX_LENGTH = 100;

/** A saved Rx name, kept normalised (normaliseSavedRxName): look-alike names are one name. */
export const SavedRxName = z
  .string()
  .overwrite(normaliseSavedRxName)
  .min(1)
  .refine((name) => name.length <= SAVED_RX_NAME_MAX_LENGTH, {
    message: `At most ${SAVED_RX_NAME_MAX_LENGTH} characters`,
    abort: true,
  })
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

// The request schemas refuse what the database cannot store (storable): a NUL, a lone surrogate.
/** POST /savedrx/upsert. */
export const SavedRxUpsertRequest = storable(SavedRx);
/** POST /savedrx/delete. */
export const SavedRxDeleteRequest = storable(z.object({ fileName: z.string().min(1), companyID: Id }));
const SavedRxRename = z.object({ fileName: z.string().min(1), newFileName: SavedRxName, companyID: Id });
/** POST /savedrx/rename. */
export const SavedRxRenameRequest = storable(SavedRxRename);
/** POST /savedrx/renameAndSave: rename and replace the content; refused when newFileName exists. */
export const SavedRxRenameAndSaveRequest = storable(SavedRxRename.extend({ fileData: Prescription }));
/** Path of GET /savedrx/{fileName}/get: any name may be asked for, but not one the database cannot compare. */
export const SavedRxFileNameParams = storable(z.object({ fileName: z.string().min(1) }));
