// /saved-rx?name=...: one saved prescription of the company (a new one without a name); needs no patient.
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import { SavedRxScreen } from "../../features/saved-rx/components/saved-rx-screen";
import { SAVED_RX_NAME_PARAM, savedRxPath } from "../../features/saved-rx/lib/saved-rx-path";

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SavedRxScreen
      fileName={params.get(SAVED_RX_NAME_PARAM)}
      onNamed={(fileName) => navigate(savedRxPath(fileName), { replace: true })}
      onDeleted={() => navigate(paths.savedRxList, { replace: true })}
    />
  );
}
