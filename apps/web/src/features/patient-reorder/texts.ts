// Texts of the reorder (spec 000 §4 "Reorder", §8 "Internal errors"). The button's words are ours; the errors are
// the spec's internal errors, logged and reported (the snackbar shows its generic text for them).
export const REORDER_TEXTS = {
  button: "Reorder",
  title: "Reorder",
  body: (orderId: string) =>
    `Start a new order for this patient from order ${orderId}? A copy of the patient is created with a new scan session and the current profile.`,
  cancel: "Cancel",
  confirm: "Reorder",
  /** Ours: the clone's notes end with the order id, and the notes have a length limit the save would refuse. */
  notesTooLong: (orderId: string, over: number) =>
    `The patient's notes have no room for the order number ${orderId}: shorten them by ${over} ${over === 1 ? "character" : "characters"} (Notes), then reorder.`,
} as const;

/** Spec 000 §8 "Internal errors". */
export const REORDER_ERRORS = {
  missingOrderData: "missing order data",
  createUser: "failed to create new user record",
  createSession: "error while creating session",
  noSessionId: "no session id",
} as const;
