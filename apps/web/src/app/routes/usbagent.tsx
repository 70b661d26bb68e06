import { UsbAgentScreen } from "../../features/usbagent/components/usb-agent-screen";

export function Component() {
  return <UsbAgentScreen />;
}
