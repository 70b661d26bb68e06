// /saved-rx?name=...: one saved prescription of the company (a new one without a name); needs no patient.
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { SavedRxScreen } from "../../features/saved-rx/components/saved-rx-screen";
import { SAVED_RX_NAME_PARAM, savedRxPath } from "../../features/saved-rx/lib/saved-rx-path";

export function Component() {
  // useSearchParams would add its code to the react-router chunk of the first download; the query is read here.
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  return (
    <SavedRxScreen
      fileName={params.get(SAVED_RX_NAME_PARAM)}
      onNamed={(fileName) => navigate(savedRxPath(fileName), { replace: true })}
      onDeleted={() => navigate(paths.savedRxList, { replace: true })}
    />
  );
}
