// Modals that only say what is happening while the app cannot be used: "Please wait. Your data is being saved."
// (spec 000 §2 "Saving data") while an end of session or a sign-out waits for unsaved patient data (at most 60 s),
// and the notice shown while the page leaves for the sign-out or the sign-in page. Neither can be closed: each
// wait ends by itself.
import { Group, Loader, Modal, Text } from "@mantine/core";
import { SESSION_TEXTS } from "../texts";
import { SECURITY_MODAL_Z_INDEX } from "./security-notification-modal";

function WaitModal({ opened, title, text, zIndex }: { opened: boolean; title: string; text: string; zIndex: number }) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title={title}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      centered
      size={420}
      zIndex={zIndex}
    >
      <Group wrap="nowrap" gap="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{text}</Text>
      </Group>
    </Modal>
  );
}

export function SavingDataModal({ opened }: { opened: boolean }) {
  // Above a security notice: the save it waits for may have been started by one.
  return (
    <WaitModal
      opened={opened}
      title={SESSION_TEXTS.savingTitle}
      text={SESSION_TEXTS.saving}
      zIndex={SECURITY_MODAL_Z_INDEX + 100}
    />
  );
}

/** While the page leaves for the sign-out or the sign-in page, the screen underneath is no longer usable. */
export function LeavingModal({ opened, text }: { opened: boolean; text: string }) {
  return <WaitModal opened={opened} title={SESSION_TEXTS.title} text={text} zIndex={SECURITY_MODAL_Z_INDEX} />;
}
