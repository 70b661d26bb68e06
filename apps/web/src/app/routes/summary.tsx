// /summary: Order Review of the open record; a placed order opens on the Order screen with its id.
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { openPatientRecord, useOpenPatient } from "../../entities/patient/open-record";
import { ScanFitCheck } from "../../entities/prescription/components/scan-fit-check";
import { OrderReviewScreen } from "../../features/order-review/components/order-review-screen";
import { openEditPatient } from "../top-bar/edit-patient-host";
import { type EndViewState, orderViewPath, useRecordNavigate } from "./record-navigate";

export function Component() {
  const go = useRecordNavigate();
  const navigate = useNavigate();
  const patientId = useOpenPatient()?.id ?? null;
  return (
    <>
      <ScanFitCheck onScan={() => go(paths.threed)} />
      <OrderReviewScreen
        onBack={() => go(paths.prescription)}
        onScan={() => go(paths.threed)}
        onChangePack={() => go(paths.orderStyles)}
        onEditPatient={() => patientId && openEditPatient(patientId)}
        onPlaced={(order) => {
          openPatientRecord({ id: order.userID, orderId: order.orderID });
          const state: EndViewState = { placed: true };
          navigate(orderViewPath(order), { state });
        }}
        onViewOrder={() => go(paths.endView)}
      />
    </>
  );
}
