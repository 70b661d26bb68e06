// /patients and /landmark: the chosen store's patient list, with its doctors' names.
import { doctorDisplayName } from "@solerx/domain";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { PatientsScreen } from "../../features/patients/components/patients-screen";
import { useDoctors } from "../../features/stores/api/get-doctors";
import { useCurrentStore } from "../../features/stores/hooks";
import { STORE_TEXTS } from "../../messages";
import { setAppState } from "../../stores/app-state";

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
    <PatientsScreen
      store={store}
      doctorNames={doctorNames}
      onOpen={(patient, path) => {
        setAppState({ openPatient: { id: patient.userID, orderId: null } });
        navigate(`${path}?id=${encodeURIComponent(patient.userID)}`);
      }}
      onCreate={() => {
        setAppState({ openPatient: null });
        navigate("/getting-started");
      }}
    />
  );
}
