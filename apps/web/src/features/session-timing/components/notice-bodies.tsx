// What each Security Notification says (spec 000 §4 "Session timing"): the inactivity countdown, and the
// automatic sign-out notices of the 8-hour session, which carry the compliance message.
import { Text } from "@mantine/core";
import { formatTime } from "../../../lib/time-format";
import { SESSION_TEXTS } from "../texts";
import { Countdown } from "./countdown";

/** "Due to inactivity your session will end in N seconds". */
export function InactivityBody({ secondsLeft, totalSeconds }: { secondsLeft: number; totalSeconds: number }) {
  return (
    <Countdown seconds={secondsLeft} totalSeconds={totalSeconds} sentence={SESSION_TEXTS.inactivity} color="brand" />
  );
}

/** One hour left, on the index screen: an advance notice without a countdown. */
export function SoftWarningBody({ signOutAt }: { signOutAt: number }) {
  return (
    <>
      <Text>{SESSION_TEXTS.compliance}</Text>
      <Text fw={600}>{SESSION_TEXTS.softWarning(formatTime(signOutAt))}</Text>
    </>
  );
}

/** 30 minutes left, anywhere: 60 s, then sign-out. */
export function CriticalWarningBody({ secondsLeft, totalSeconds }: { secondsLeft: number; totalSeconds: number }) {
  return (
    <>
      <Text>{SESSION_TEXTS.compliance}</Text>
      <Text>
        {SESSION_TEXTS.criticalWarning} {SESSION_TEXTS.savedFirst}
      </Text>
      <Countdown
        seconds={secondsLeft}
        totalSeconds={totalSeconds}
        sentence={SESSION_TEXTS.criticalCountdown}
        color="red"
      />
    </>
  );
}
