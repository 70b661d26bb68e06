// /getting-started: create a patient at the chosen store and open its record.
import { useNavigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { GettingStartedScreen } from "../../features/getting-started/components/getting-started-screen";
import { useDoctors } from "../../features/stores/api/get-doctors";
import { useCurrentStore } from "../../features/stores/hooks";
import { STORE_TEXTS } from "../../messages";
import { setAppState } from "../../stores/app-state";

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
        setAppState({ openPatient: { id: userId, orderId: null } });
        navigate(`/scan-settings?id=${encodeURIComponent(userId)}`);
      }}
      onCancel={() => navigate("/patients")}
    />
  );
}
