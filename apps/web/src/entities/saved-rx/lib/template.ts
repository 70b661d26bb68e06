// What a saved prescription (a company's template) holds of a patient's prescription, and what applying one to a
// patient changes. A template keeps the four groups, the diagnosis, the orthotic style and the pack; the rest of
// uiContextData (PO number, shoe sizes, weight, scan mode, quantity, expert review) describes one patient and
// stays out of a company-wide template (docs/decisions.md "Prescription screens").
import { defaultPrescription, type Prescription, type UiContextData } from "@solerx/domain/prescription";

type TemplateUi = Pick<UiContextData, "orthoticStyle" | "orthoticStyleTitle" | "pack">;

function templateUi(ui: UiContextData): TemplateUi {
  return {
    orthoticStyle: ui.orthoticStyle,
    pack: ui.pack,
    ...(ui.orthoticStyleTitle !== undefined ? { orthoticStyleTitle: ui.orthoticStyleTitle } : {}),
  };
}

/** The template of a patient's prescription, as "Save as saved Rx" stores it. */
export function savedRxTemplate(prescription: Prescription): Prescription {
  return {
    ...prescription,
    uiContextData: { ...defaultPrescription().uiContextData, ...templateUi(prescription.uiContextData) },
  };
}

/**
 * A patient's prescription with a saved Rx applied: the saved Rx replaces it, pack and style included (the pack is
 * taken from it, spec 001 §4), and the patient's own uiContextData stays. The caller fits it to the scans.
 */
export function applySavedRx(patient: Prescription, saved: Prescription): Prescription {
  const { orthoticStyleTitle: _title, ...patientUi } = patient.uiContextData;
  return { ...saved, uiContextData: { ...patientUi, ...templateUi(saved.uiContextData) } };
}
