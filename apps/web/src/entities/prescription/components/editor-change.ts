import type { Prescription } from "@solerx/domain/contracts";

/** How the editor's controls change the prescription: an update of the whole object, applied by the screen. */
export type EditorChange = (update: (prescription: Prescription) => Prescription) => void;
