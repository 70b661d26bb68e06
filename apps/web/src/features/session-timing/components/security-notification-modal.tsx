// The Security Notification (spec 000 §2 "Modals"): one titled, focus-trapping Mantine modal above the rest of
// the app, whose content follows the notice, so a notice that turns into another (soft into critical, inactivity
// into critical) changes in place instead of stacking a second modal. A countdown cannot be waved away: Escape
// and a click outside do nothing unless the notice may be closed (docs/decisions.md "Session clocks").
import { Button, Group, Modal, Stack, ThemeIcon } from "@mantine/core";
import { IconShieldExclamation, IconShieldLock } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { SESSION_TEXTS } from "../texts";
import { CriticalWarningBody, InactivityBody, SoftWarningBody } from "./notice-bodies";

/** Above the app's own modals (Mantine's default is 200), below the Saving data popup. */
export const SECURITY_MODAL_Z_INDEX = 300;

export type ShownNotice =
  | { kind: "inactivity"; secondsLeft: number; totalSeconds: number }
  | { kind: "soft-warning"; signOutAt: number }
  | { kind: "critical"; secondsLeft: number; totalSeconds: number };

export function SecurityNotificationModal({
  notice,
  onStaySignedIn,
  onSignIn,
  onContinue,
}: {
  notice: ShownNotice | null;
  onStaySignedIn: () => void;
  onSignIn: () => void;
  /** Closes the soft warning, the only notice that may be closed. */
  onContinue: () => void;
}) {
  // A closing modal fades out with what it showed, not with nothing.
  const [last, setLast] = useState<ShownNotice | null>(notice);
  if (notice !== null && JSON.stringify(notice) !== JSON.stringify(last)) setLast(notice);
  const shown = notice ?? last;

  // When the notice changes under an open modal, the focus moves to its default button: the way to keep
  // working (Stay signed in; Continue on the soft warning), or Sign in once the session is ending.
  const primary = useRef<HTMLButtonElement>(null);
  const kind = notice?.kind ?? null;
  useEffect(() => {
    if (kind !== null) primary.current?.focus();
  }, [kind]);

  if (shown === null) return null;
  const closable = shown.kind === "soft-warning";
  return (
    <Modal
      opened={notice !== null}
      onClose={closable ? onContinue : () => {}}
      title={SESSION_TEXTS.title}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={false}
      trapFocus
      centered
      size={500}
      zIndex={SECURITY_MODAL_Z_INDEX}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon color={shown.kind === "critical" ? "red" : "brand"} variant="light" size={44} radius="xl">
          {shown.kind === "critical" ? (
            <IconShieldExclamation size={24} aria-hidden />
          ) : (
            <IconShieldLock size={24} aria-hidden />
          )}
        </ThemeIcon>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          {shown.kind === "inactivity" && <InactivityBody {...shown} />}
          {shown.kind === "soft-warning" && <SoftWarningBody {...shown} />}
          {shown.kind === "critical" && <CriticalWarningBody {...shown} />}
        </Stack>
      </Group>
      <Group justify="flex-end" mt="xl" gap="sm">
        {shown.kind === "inactivity" && (
          <Button ref={primary} onClick={onStaySignedIn} data-autofocus>
            {SESSION_TEXTS.staySignedIn}
          </Button>
        )}
        {shown.kind === "soft-warning" && (
          <>
            <Button ref={primary} variant="default" onClick={onContinue} data-autofocus>
              {SESSION_TEXTS.continue}
            </Button>
            <Button onClick={onSignIn}>{SESSION_TEXTS.signIn}</Button>
          </>
        )}
        {shown.kind === "critical" && (
          <Button ref={primary} onClick={onSignIn} data-autofocus>
            {SESSION_TEXTS.signIn}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
