// The top bar (spec 000 §2 "Shell"), composed from the features. From 768 px wide it is one row; on a phone it
// is two: the brand with the operator and their menu above, the store drop-down or the patient with the screen's
// buttons below, so no control covers another and SIGN OUT is never next to the store drop-down.
import { Box, Divider, Group, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { Logo } from "../../components/brand/logo";
import { PatientInfoSkeleton } from "../../components/layouts/patient-info";
import { routeOf, topBarMode } from "../../config/paths";
import { usePatientsFirstPage } from "../../entities/patient/api/get-patients";
import { usePatientOpen } from "../../entities/patient/open-record";
import { useAuthStatus } from "../../entities/session/session-state";
import { useMobileView } from "../../entities/session/tab-state";
import { useStoreId } from "../../entities/store/store-state";
import { useCurrentStore } from "../../entities/store/use-current-store";
import { AccountMenu } from "../../features/auth/components/account-menu";
import { OperatorName } from "../../features/auth/components/operator-name";
import { SignOutButton } from "../../features/auth/components/sign-out-button";
import { StoreSelect } from "../../features/stores/components/store-select";
import { CurrentStoreName } from "./current-store-name";
import { EndSessionButton, EndSessionHost } from "./end-session-button";
import { AddPatientButton, SearchButton } from "./list-actions";
import { rightButtons } from "./right-buttons";

// The parts of an open record (its bar, Notes, the Edit patient modal) load with the first record opened: they
// bring the patient form and the write calls, which the patient list, the first screen, does not need.
const PatientBar = lazy(() => import("./patient-bar").then((module) => ({ default: module.PatientBar })));
const EditPatientHost = lazy(() =>
  import("./edit-patient-host").then((module) => ({ default: module.EditPatientHost })),
);
const NotesButton = lazy(() =>
  import("../../features/patient-notes/components/notes-button").then((module) => ({ default: module.NotesButton })),
);
// The PDF button brings the PDF call and the order lookups: it loads with the first screen that shows it.
const PdfButton = lazy(() =>
  import("../../features/prescription-pdf/components/pdf-button").then((module) => ({ default: module.PdfButton })),
);
// Design Inspection reads the session's scans (is there enough for a design?) and brings the overlay: none of it
// belongs in the first download.
const loadDesignInspection = () => import("./design-inspection-host");
const DesignInspectionButton = lazy(() =>
  loadDesignInspection().then((module) => ({ default: module.DesignInspectionButton })),
);
const DesignInspectionHost = lazy(() =>
  loadDesignInspection().then((module) => ({ default: module.DesignInspectionWithLandmarks })),
);
// Lab staff's way to the lab screen: its access call waits until after the first screen.
const LabLink = lazy(() => import("./lab-link").then((module) => ({ default: module.LabLink })));
const NotesHost = lazy(() =>
  import("../../features/patient-notes/components/notes-button").then((module) => ({ default: module.NotesHost })),
);

/** One row from Mantine's `sm` breakpoint (48em, 768 px); the word mark and labels from `md` (62em). */
const ONE_ROW = "(min-width: 48em)";
const ROOMY = "(min-width: 62em)";
const sync = { getInitialValueInEffect: false };

export function TopBar() {
  const { pathname } = useLocation();
  const signedIn = useAuthStatus() === "signed-in";
  const storeChosen = useStoreId() !== null;
  const patientOpen = usePatientOpen();
  const mobileView = useMobileView();
  const oneRow = useMediaQuery(ONE_ROW, true, sync);
  const roomy = useMediaQuery(ROOMY, true, sync);
  const store = useCurrentStore();
  const patients = usePatientsFirstPage(store);
  const mode = topBarMode(pathname, patientOpen);
  const ready = signedIn && storeChosen;
  const buttons = rightButtons({
    route: routeOf(pathname),
    mode,
    signedIn,
    storeChosen,
    patientOpen,
    hasPatients: (patients.data?.patients.length ?? 0) > 0,
    // Whether the scans are enough is read by the lazily loaded button itself (it hides itself without them), so
    // the scan list's call stays out of the first download; here the screen and the record decide.
    enoughScans: true,
    mobileView,
  });

  const main = ready ? (
    mode === "list" ? (
      <StoreSelect compact={!roomy} />
    ) : mode === "patient" ? (
      <Suspense fallback={<PatientInfoSkeleton />}>
        <PatientBar stacked={!oneRow} />
      </Suspense>
    ) : (
      <CurrentStoreName />
    )
  ) : null;
  const actions = (
    <>
      {buttons.search && <SearchButton />}
      {buttons.notes && (
        <Suspense fallback={null}>
          <NotesButton />
        </Suspense>
      )}
      {buttons.designInspection && (
        <Suspense fallback={null}>
          <DesignInspectionButton compact={!roomy} />
        </Suspense>
      )}
      {buttons.pdf && (
        <Suspense fallback={null}>
          <PdfButton />
        </Suspense>
      )}
      {buttons.addPatient && <AddPatientButton compact={!roomy} />}
    </>
  );
  // The operator and SIGN OUT show wherever no patient is open; a patient screen ends with End session instead.
  const showAccount = signedIn && mode !== "patient";
  const close = ready && mode === "patient" && !mobileView ? <EndSessionButton /> : null;
  // The record's modals sit beside either layout, not inside it, so a resize across the breakpoint keeps them.
  const modals = (
    <Suspense fallback={null}>
      {ready && mode === "patient" && <EditPatientHost />}
      {close && <EndSessionHost />}
      {buttons.notes && <NotesHost />}
      {buttons.designInspection && <DesignInspectionHost />}
    </Suspense>
  );

  const layout = oneRow ? (
    <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Logo size={30} withWordMark={roomy} />
        {main && <Divider orientation="vertical" h={30} style={{ alignSelf: "center" }} />}
        {main && <Box style={{ minWidth: 0, flex: 1, maxWidth: mode === "list" ? 440 : undefined }}>{main}</Box>}
      </Group>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {actions}
        {showAccount && (
          <Suspense fallback={null}>
            <LabLink compact={!roomy} />
          </Suspense>
        )}
        {showAccount && <OperatorName maxWidth={roomy ? 220 : 130} />}
        {showAccount && <SignOutButton />}
        {close}
      </Group>
    </Group>
  ) : (
    <Stack gap={8} h="100%" justify="center">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Logo size={28} />
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {showAccount && (
            <Suspense fallback={null}>
              <LabLink compact />
            </Suspense>
          )}
          {showAccount && <OperatorName maxWidth={150} />}
          {showAccount && <AccountMenu />}
          {mode === "patient" && actions}
          {close}
        </Group>
      </Group>
      {main && (
        <Group gap="xs" wrap="nowrap">
          <Box style={{ minWidth: 0, flex: 1 }}>{main}</Box>
          {mode !== "patient" && actions}
        </Group>
      )}
    </Stack>
  );
  return (
    <>
      {layout}
      {modals}
    </>
  );
}
