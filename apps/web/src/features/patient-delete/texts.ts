// Texts of deleting a patient (issue 9 §8). The spec names the action and its condition (no orders), not its
// words: these are ours.
export const DELETE_TEXTS = {
  button: "Delete patient",
  title: "Delete patient",
  body: (name: string) =>
    `Delete ${name}? Their profile, sessions and medical profile are deleted too. This cannot be undone.`,
  cancel: "Cancel",
  confirm: "Delete",
} as const;
