// The patient screens: the record named by `id` is loaded once signed in; a record that cannot be opened says why.
import { Button } from "@mantine/core";
import { Outlet, useNavigate } from "react-router";
import { ErrorPanel } from "../components/errors/error-panel";
import { PageLoader } from "../components/page-loader";
import { paths } from "../config/paths";
import { closePatientRecord, useOpenPatient } from "../entities/patient/open-record";
import { useOpenPatientRecord } from "../entities/patient/use-open-patient-record";
import { RECORD_TEXTS } from "../features/patient-record/texts";

export function PatientLayout() {
  const patientId = useOpenPatient()?.id ?? null;
  const record = useOpenPatientRecord();
  const navigate = useNavigate();

  // Only in the development server can a patient screen be reached with no record (the guard is off there).
  if (!patientId) return <Outlet />;
  if (record.isPending) return <PageLoader label={RECORD_TEXTS.opening} />;
  if (record.isError) {
    const back = () => {
      closePatientRecord();
      navigate(paths.patients);
    };
    return (
      <ErrorPanel
        title={record.error.message}
        actionLabel={RECORD_TEXTS.backToPatients}
        onAction={back}
        extraActions={
          <Button variant="default" onClick={() => void record.refetch()}>
            {RECORD_TEXTS.tryAgain}
          </Button>
        }
      >
        {RECORD_TEXTS.openFailed}
      </ErrorPanel>
    );
  }
  return <Outlet />;
}
