// The top bar's content per screen (spec 000 §2 "Shell"), composed from the features.

import { ActionIcon, Button, Divider, Group, Text, Tooltip } from "@mantine/core";
import { doctorDisplayName } from "@solerx/domain/rules";
import { IconBuildingStore, IconSearch, IconUserPlus, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Logo } from "../components/brand/logo";
import { PatientInfo, PatientInfoSkeleton } from "../components/layouts/patient-info";
import { ConfirmModal } from "../components/modals/confirm-modal";
import { isPatientListScreen, topBarMode } from "../config/paths";
import { usePatients } from "../entities/patient/api/get-patients";
import { closePatientRecord, usePatientOpen } from "../entities/patient/open-record";
import { useOpenPatientRecord } from "../entities/patient/use-open-patient-record";
import { waitForUnsavedWork } from "../entities/patient/wait-for-saves";
import { useAuthStatus } from "../entities/session/session-state";
import { useMobileView } from "../entities/session/tab-state";
import { useDoctors } from "../entities/store/api/get-doctors";
import { useStore } from "../entities/store/api/get-store";
import { useStoreId } from "../entities/store/store-state";
import { useCurrentStore } from "../entities/store/use-current-store";
import { OperatorName } from "../features/auth/components/operator-name";
import { SignOutButton } from "../features/auth/components/sign-out-button";
import { PatientDetailsModal } from "../features/patient-record/components/patient-details-modal";
import { PATIENT_SEARCH_INPUT_ID } from "../features/patients/components/patients-screen";
import { StoreSelect } from "../features/stores/components/store-select";
import { SHELL_TEXTS } from "./texts";

export function TopBar() {
  const { pathname } = useLocation();
  const signedIn = useAuthStatus() === "signed-in";
  const storeChosen = useStoreId() !== null;
  const patientOpen = usePatientOpen();
  const mobileView = useMobileView();
  const mode = topBarMode(pathname, patientOpen);
  const ready = signedIn && storeChosen;

  return (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="lg" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Logo size={30} />
        {ready && <Divider orientation="vertical" h={30} style={{ alignSelf: "center" }} />}
        {ready && mode === "list" && <StoreSelect />}
        {ready && mode === "patient" && <PatientBar />}
        {ready && mode === "plain" && <CurrentStoreName />}
      </Group>
      {signedIn && !storeChosen && (
        // No store yet (or none at all): the operator can still sign out.
        <Group gap="sm" wrap="nowrap">
          <OperatorName />
          <SignOutButton />
        </Group>
      )}
      {ready && (
        <Group gap="sm" wrap="nowrap">
          {mode === "list" && isPatientListScreen(pathname) && <ListActions />}
          {mode !== "patient" && <OperatorName />}
          {mode === "list" && <SignOutButton />}
          {mode === "patient" && !mobileView && <EndSessionButton />}
        </Group>
      )}
    </Group>
  );
}

function CurrentStoreName() {
  const store = useCurrentStore();
  if (!store) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconBuildingStore size={16} aria-hidden />
      <Text size="sm" fw={500} truncate>
        {store.name}
      </Text>
    </Group>
  );
}

function PatientBar() {
  const record = useOpenPatientRecord();
  const data = record.data;
  const doctors = useDoctors(data ? { storeID: data.storeID, companyID: data.companyID } : null);
  const store = useStore(data?.storeID);
  const [editing, setEditing] = useState(false);
  if (record.isError) return null;
  if (!data) return <PatientInfoSkeleton />;
  const doctor = doctors.data?.find((candidate) => candidate.userID === data.assignedToDoctor);
  const doctorName = doctor ? doctorDisplayName(doctor) : doctors.isPending ? null : "—";
  const storeName = store.data?.name ?? (store.isPending ? null : "—");
  return (
    <>
      <PatientInfo
        firstName={data.firstName}
        lastName={data.lastName}
        referenceId={data.patientID}
        doctorName={doctorName}
        storeName={storeName}
        onEdit={() => setEditing(true)}
      />
      <PatientDetailsModal
        opened={editing}
        onClose={() => setEditing(false)}
        record={data}
        doctorName={doctorName}
        storeName={storeName}
      />
    </>
  );
}

function ListActions() {
  const navigate = useNavigate();
  const store = useCurrentStore();
  const patients = usePatients(store);
  const hasPatients = (patients.data?.total ?? 0) > 0;
  return (
    <>
      {hasPatients && (
        <Tooltip label={SHELL_TEXTS.searchPatients}>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={SHELL_TEXTS.searchPatients}
            onClick={() => document.getElementById(PATIENT_SEARCH_INPUT_ID)?.focus()}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {store && (
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => {
            closePatientRecord();
            navigate("/getting-started");
          }}
        >
          {SHELL_TEXTS.addPatient}
        </Button>
      )}
    </>
  );
}

function EndSessionButton() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={SHELL_TEXTS.endSession}>
        <ActionIcon variant="default" size={36} aria-label={SHELL_TEXTS.endSession} onClick={() => setOpened(true)}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={opened}
        title={SHELL_TEXTS.endSessionTitle}
        cancelLabel={SHELL_TEXTS.no}
        confirmLabel={SHELL_TEXTS.yes}
        onCancel={() => setOpened(false)}
        onConfirm={async () => {
          setOpened(false);
          // Up to 600 x 100 ms for unsaved data, with the Saving data popup, then the start address.
          await waitForUnsavedWork();
          closePatientRecord();
          navigate("/");
        }}
      >
        {SHELL_TEXTS.endSessionBody}
      </ConfirmModal>
    </>
  );
}
