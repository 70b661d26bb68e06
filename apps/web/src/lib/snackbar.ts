// Snackbar messages (spec 000 §5): a known text as it is, anything else the generic try-again text; cut to 250
// characters; shown 3.5 s plus 12.5 ms per character; a text already showing is not shown again.

import { notifications } from "@mantine/notifications";
import { isDuplicateSnackbar, snackbarDuration, snackbarText } from "@solerx/domain/rules";

const showing: string[] = [];

export function showSnackbar(message: string, tone: "error" | "info" = "error"): void {
  const text = snackbarText(message);
  if (isDuplicateSnackbar(text, showing)) return;
  showing.push(text);
  notifications.show({
    message: text,
    color: tone === "error" ? "red" : "brand",
    autoClose: snackbarDuration(text),
    onClose: () => {
      const index = showing.indexOf(text);
      if (index >= 0) showing.splice(index, 1);
    },
  });
}
