// /prescription: the open record's prescription; Back to the styles, Next to Order Review.
import { paths } from "../../config/paths";
import { PrescriptionScreen } from "../../features/prescription/components/prescription-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  return <PrescriptionScreen onBack={() => go(paths.orderStyles)} onNext={() => go(paths.summary)} />;
}
