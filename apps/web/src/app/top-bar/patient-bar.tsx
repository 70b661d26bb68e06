// The open record's bar in the top bar (spec 000 §2 "Shell"): name with the edit icon, Reference ID, assigned
// doctor and store; the edit icon opens the Edit patient modal (edit-patient-host.tsx). Beside the name: Reorder
// (where the record names an order, except on the Order screen, which has its own), Delete patient (where the server
// allows it) and the record's save status.
import { doctorDisplayName } from "@solerx/domain/store";
import { useLocation } from "react-router";
import { PatientInfo, PatientInfoSkeleton } from "../../components/layouts/patient-info";
import { normalizePath, paths } from "../../config/paths";
import { useOpenPatient } from "../../entities/patient/open-record";
import { useOpenPatientRecord } from "../../entities/patient/use-open-patient-record";
import { useDoctors } from "../../entities/store/api/get-doctors";
import { useStore } from "../../entities/store/api/get-store";
import { DeletePatientButton } from "../../features/patient-delete/components/delete-patient-button";
import { ReorderButton } from "../../features/patient-reorder/components/reorder-button";
import { openEditPatient } from "./edit-patient-host";
import { RecordStatus } from "./record-status";

/** `stacked`: the phone's two-row top bar, where the details take a second line rather than lose the store. */
export function PatientBar({ stacked = false }: { stacked?: boolean }) {
  const record = useOpenPatientRecord();
  const orderId = useOpenPatient()?.orderId ?? null;
  // The Order screen offers Reorder itself, as a labelled button; the two share one confirmation.
  const onOrderScreen = normalizePath(useLocation().pathname) === paths.endView;
  const data = record.data;
  const doctors = useDoctors(data ? { storeID: data.storeID, companyID: data.companyID } : null);
  const store = useStore(data?.storeID);
  if (record.isError) return null;
  if (!data) return <PatientInfoSkeleton />;
  const doctor = doctors.data?.find((candidate) => candidate.userID === data.assignedToDoctor);
  const doctorName = doctor ? doctorDisplayName(doctor) : doctors.isPending ? null : "—";
  const storeName = store.data?.name ?? (store.isPending ? null : "—");
  return (
    <PatientInfo
      firstName={data.firstName}
      lastName={data.lastName}
      referenceId={data.patientID}
      doctorName={doctorName}
      storeName={storeName}
      onEdit={() => openEditPatient(data.userID)}
      wrapDetails={stacked}
      actions={
        <>
          {orderId && !onOrderScreen && <ReorderButton record={data} orderId={orderId} />}
          <DeletePatientButton record={data} />
        </>
      }
      status={<RecordStatus userId={data.userID} />}
    />
  );
}
