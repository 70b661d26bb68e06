// The patient list's buttons: search (focuses the list's search box) and add patient (clears the open record and
// goes to Get Started). Icon-only where the bar is narrow, with the name kept for screen readers and tooltips.
import { ActionIcon, Button } from "@mantine/core";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { closePatientRecord } from "../../entities/patient/open-record";
import { PATIENT_SEARCH_INPUT_ID } from "../../features/patients/search-input-id";
import { SHELL_TEXTS } from "../texts";

export function SearchButton() {
  return (
    <ActionIcon
      title={SHELL_TEXTS.searchPatients}
      variant="default"
      size={36}
      aria-label={SHELL_TEXTS.searchPatients}
      onClick={() => document.getElementById(PATIENT_SEARCH_INPUT_ID)?.focus()}
    >
      <IconSearch size={18} aria-hidden />
    </ActionIcon>
  );
}

export function AddPatientButton({ compact }: { compact: boolean }) {
  const navigate = useNavigate();
  const add = () => {
    closePatientRecord();
    navigate(paths.gettingStarted);
  };
  if (compact) {
    return (
      <ActionIcon
        title={SHELL_TEXTS.addPatient}
        variant="filled"
        size={36}
        aria-label={SHELL_TEXTS.addPatient}
        onClick={add}
      >
        <IconUserPlus size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={add}>
      {SHELL_TEXTS.addPatient}
    </Button>
  );
}
