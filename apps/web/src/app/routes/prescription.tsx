// /prescription: the open record's prescription; Back to the styles, Next to Order Review. Every screen of the
// prescription asks before fitting it to the scans drops a value (ScanFitCheck), and offers 3D Scan instead.
import { paths } from "../../config/paths";
import { ScanFitCheck } from "../../entities/prescription/components/scan-fit-check";
import { PrescriptionScreen } from "../../features/prescription/components/prescription-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  return (
    <>
      <ScanFitCheck onScan={() => go(paths.threed)} />
      <PrescriptionScreen onBack={() => go(paths.orderStyles)} onNext={() => go(paths.summary)} />
    </>
  );
}
