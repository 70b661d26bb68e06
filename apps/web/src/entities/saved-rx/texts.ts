// Texts of saved prescriptions shared by the screens that name, apply or list them (Prescription's Save as saved
// Rx, Orthotic Styles, Saved Rx List, Saved Rx). The spec's own words come from @solerx/domain.
import { API_ERROR_MESSAGES, SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";

export const SAVED_RX_TEXTS = {
  /** The spec's "Prescription name (saved Rx)". */
  nameLabel: "Prescription name",
  nameInvalid: SAVED_RX_NAME_INVALID_MESSAGE,
  /** Told before a write would replace a saved Rx of that name; the server's own words for a rename. */
  nameTaken: API_ERROR_MESSAGES.savedRxRenameAndSave[404],
  notFound: API_ERROR_MESSAGES.savedRxGet[404],
  cancel: "Cancel",
} as const;
