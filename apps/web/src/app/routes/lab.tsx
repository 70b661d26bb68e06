// /lab: the fabrication lab's orders (ours, issue 11), for lab staff.
import { LabScreen } from "../../features/lab/components/lab-screen";

export function Component() {
  return <LabScreen />;
}
