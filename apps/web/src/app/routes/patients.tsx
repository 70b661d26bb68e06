// /patients and /landmark: the chosen store's patient list, with its doctors' names.
import { doctorDisplayName } from "@solerx/domain/store";
import { lazy, Suspense, useMemo } from "react";
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { paths } from "../../config/paths";
import { closePatientRecord, openPatientRecord } from "../../entities/patient/open-record";
import { useDoctors } from "../../entities/store/api/get-doctors";
import { useCurrentStore } from "../../entities/store/use-current-store";
import { PatientsScreen } from "../../features/patients/components/patients-screen";
import { STORE_TEXTS } from "../../features/stores/texts";

// Lab staff land here after signing in, like everyone: the notice points them to the lab. Loaded after the list.
const LabNotice = lazy(() => import("../top-bar/lab-link").then((module) => ({ default: module.LabNotice })));

export function Component() {
  const navigate = useNavigate();
  const store = useCurrentStore();
  const doctors = useDoctors(store);
  const doctorNames = useMemo(
    () => new Map((doctors.data ?? []).map((doctor) => [doctor.userID, doctorDisplayName(doctor)])),
    [doctors.data],
  );
  if (!store) return <PageLoader label={STORE_TEXTS.loading} />;
  return (
    <>
      <Suspense fallback={null}>
        <LabNotice />
      </Suspense>
      <PatientsScreen
        store={store}
        doctorNames={doctorNames}
        onOpen={(patient, path) => {
          openPatientRecord({ id: patient.userID, orderId: null });
          navigate(`${path}?id=${encodeURIComponent(patient.userID)}`);
        }}
        onCreate={() => {
          closePatientRecord();
          navigate(paths.gettingStarted);
        }}
      />
    </>
  );
}
