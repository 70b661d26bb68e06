// What a screen of the open patient's prescription (Orthotic Styles, Prescription) shows until it has one: the
// loader, why it cannot (a record without a scan session can save no prescription), or the failure with a retry.
import { Alert, Button } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { PageLoader } from "../../../components/page-loader";
import { PRESCRIPTION_LOAD_TEXTS as T } from "../texts";
import type { PatientPrescription } from "../use-patient-prescription";

export function PrescriptionUnavailable({ state }: { state: Exclude<PatientPrescription, { status: "ready" }> }) {
  if (state.status === "loading") return <PageLoader label={T.loading} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={T.loadFailed}>
      {state.status === "no-session" ? (
        T.noSession
      ) : (
        <Button mt="xs" size="xs" variant="default" onClick={state.retry}>
          {T.tryAgain}
        </Button>
      )}
    </Alert>
  );
}
