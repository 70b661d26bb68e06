// /getting-started: create a patient at the chosen store and open its record.
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { paths } from "../../config/paths";
import { openPatientRecord } from "../../entities/patient/open-record";
import { useDoctors } from "../../entities/store/api/get-doctors";
import { useCurrentStore } from "../../entities/store/use-current-store";
import { GettingStartedScreen } from "../../features/getting-started/components/getting-started-screen";
import { STORE_TEXTS } from "../../features/stores/texts";

export function Component() {
  const navigate = useNavigate();
  const store = useCurrentStore();
  const doctors = useDoctors(store);
  if (!store) return <PageLoader label={STORE_TEXTS.loading} />;
  return (
    <GettingStartedScreen
      key={store.storeID}
      store={store}
      doctors={doctors.data}
      doctorsLoading={doctors.isPending}
      onCreated={(userId) => {
        openPatientRecord({ id: userId, orderId: null });
        navigate(`${paths.scanSettings}?id=${encodeURIComponent(userId)}`);
      }}
      onCancel={() => navigate(paths.patients)}
    />
  );
}
