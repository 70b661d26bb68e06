// /order-styles: the open record's orthotic style, pack and quantity; Next goes to the prescription.
import { paths } from "../../config/paths";
import { ScanFitCheck } from "../../entities/prescription/components/scan-fit-check";
import { OrderStylesScreen } from "../../features/order-styles/components/order-styles-screen";
import { useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  return (
    <>
      <ScanFitCheck onScan={() => go(paths.threed)} />
      <OrderStylesScreen onBack={() => go(paths.results)} onNext={() => go(paths.prescription)} />
    </>
  );
}
