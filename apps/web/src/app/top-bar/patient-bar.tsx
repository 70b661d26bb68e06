// The open record's bar in the top bar (spec 000 §2 "Shell"): name with the edit icon, Reference ID, assigned
// doctor and store; the edit icon opens the record's details.
import { doctorDisplayName } from "@solerx/domain/rules";
import { useState } from "react";
import { PatientInfo, PatientInfoSkeleton } from "../../components/layouts/patient-info";
import { lazyModal } from "../../components/modals/lazy-modal";
import { useOpenPatientRecord } from "../../entities/patient/use-open-patient-record";
import { useDoctors } from "../../entities/store/api/get-doctors";
import { useStore } from "../../entities/store/api/get-store";

const PatientDetailsModal = lazyModal(() =>
  import("../../features/patient-record/components/patient-details-modal").then((module) => module.PatientDetailsModal),
);

export function PatientBar() {
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
