// Topic entry of @solerx/domain: saved prescriptions (saved Rx). Only what other topics and the apps import is listed
// here.
export {
  SAVED_RX_NAME_MAX_LENGTH,
  SavedRx,
  SavedRxDeleteRequest,
  SavedRxFileNameParams,
  SavedRxList,
  SavedRxListItem,
  SavedRxName,
  SavedRxQuery,
  SavedRxRenameAndSaveRequest,
  SavedRxRenameRequest,
  SavedRxUpsertRequest,
} from "./saved-rx";
