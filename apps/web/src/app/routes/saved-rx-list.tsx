// /saved-rx-list: the company's saved prescriptions; needs no patient.
import { SavedRxListScreen } from "../../features/saved-rx/components/saved-rx-list-screen";

export function Component() {
  return <SavedRxListScreen />;
}
