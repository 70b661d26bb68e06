// Texts of the System Error modal (spec 000 §2 "Modals": "Something went wrong", buttons Wait and End session).
// The sentence is ours: the spec gives only the title and the buttons.
import { APP_TEXTS } from "@solerx/domain/common";

export const SYSTEM_ERROR_TEXTS = {
  title: APP_TEXTS.systemError,
  body: "SoleRx is still waiting for an answer. You can wait a little longer, or end the session and start again.",
  wait: "Wait",
  endSession: "End session",
} as const;
