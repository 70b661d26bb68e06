// Texts of the no-internet modal. The spec gives one line, "No internet connection - Please check your internet
// connection."; its two halves become the modal's title and its sentence, word for word.
import { APP_TEXTS } from "@solerx/domain/common";

const [title = APP_TEXTS.noInternet, body = ""] = APP_TEXTS.noInternet.split(" - ");

export const CONNECTIVITY_TEXTS = {
  title,
  body,
  waiting: "SoleRx reconnects by itself as soon as the connection is back.",
} as const;
