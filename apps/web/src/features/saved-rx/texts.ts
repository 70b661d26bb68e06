// Texts of Saved Rx List and Saved Rx (spec 001 §2 "/saved-rx-list", "/saved-rx"). The spec's own words (its
// error messages) come from @solerx/domain through entities/saved-rx; the rest is ours.
export const SAVED_RX_LIST_TEXTS = {
  intro: "Prescriptions your company keeps as templates. Apply one to a patient from Orthotic Styles.",
  newRx: "New saved Rx",
  lastSaved: "Last saved",
  openLabel: (name: string) => `Open ${name}`,
  rename: "Rename",
  renameLabel: (name: string) => `Rename ${name}`,
  delete: "Delete",
  deleteLabel: (name: string) => `Delete ${name}`,
  renameTitle: "Rename saved Rx",
  renameConfirm: "Rename",
  deleteTitle: "Delete saved Rx",
  deleteBody: (name: string) =>
    `“${name}” is deleted for everyone in your company. Patients' prescriptions made from it stay as they are.`,
  deleteConfirm: "Delete",
  cancel: "Cancel",
  emptyTitle: "No saved Rx yet",
  emptyBody:
    "Save a patient's prescription as a saved Rx from the Prescription screen, or start a new one from the default template.",
  loading: "Loading saved Rx…",
  loadFailed: "The saved Rx could not be loaded.",
  tryAgain: "Try again",
  noStore: "Choose a store to see its company's saved Rx.",
  count: (count: number) => (count === 1 ? "1 saved Rx" : `${count} saved Rx`),
} as const;

export const SAVED_RX_EDIT_TEXTS = {
  newTitle: "New saved Rx",
  introExisting: "Changes are kept when you save. Patients' prescriptions made from this saved Rx do not change.",
  introNew: "A new saved Rx from the default template. Name it when you save.",
  template: "Template",
  style: "Orthotic style",
  pack: "Pack",
  save: "Save",
  saveNewTitle: "Save saved Rx",
  saveNewBody: "Name the new saved Rx.",
  renameAndSave: "Rename and save",
  renameAndSaveTitle: "Rename and save",
  renameAndSaveBody: "Save the changes under a new name.",
  delete: "Delete",
  deleteTitle: "Delete saved Rx",
  deleteBody: (name: string) => `“${name}” is deleted for everyone in your company.`,
  cancel: "Cancel",
  saved: "Saved.",
  unsaved: "Unsaved changes",
  backToList: "Saved Rx List",
  loading: "Loading the saved Rx…",
  loadFailed: "The saved Rx could not be loaded.",
  tryAgain: "Try again",
} as const;

export const LEAVE_TEXTS = {
  title: "Leave without saving?",
  body: "The changes to this saved Rx are not saved yet.",
  stay: "Stay",
  leave: "Leave",
} as const;
