// The patient search box's id: the top bar's Search button focuses it. A module of its own, so the top bar does
// not import (and bundle) the patient list screen to learn one string.
export const PATIENT_SEARCH_INPUT_ID = "patient-search";
