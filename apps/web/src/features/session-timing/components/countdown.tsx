// A readable countdown: the sentence with its seconds (a timer, read on demand), a ring that shows the time
// left at a glance, and a polite live region that announces only milestones, so a screen reader is not
// interrupted every second.
import { Group, RingProgress, Text, VisuallyHidden } from "@mantine/core";
import { announcedSeconds } from "../lib/session-clock";

export function Countdown({
  seconds,
  totalSeconds,
  sentence,
  color,
}: {
  seconds: number;
  totalSeconds: number;
  sentence: (seconds: number) => string;
  color: string;
}) {
  const fraction = totalSeconds > 0 ? Math.min(1, Math.max(0, seconds / totalSeconds)) : 0;
  return (
    <Group wrap="nowrap" gap="md" align="center">
      <RingProgress
        size={76}
        thickness={6}
        roundCaps
        sections={[{ value: fraction * 100, color }]}
        aria-hidden
        label={
          <Text ta="center" fw={700} fz={22} lh={1} style={{ fontVariantNumeric: "tabular-nums" }}>
            {seconds}
          </Text>
        }
      />
      <Text role="timer" aria-atomic="true" fw={600} style={{ flex: 1 }} data-testid="session-countdown">
        {sentence(seconds)}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {sentence(announcedSeconds(seconds))}
      </VisuallyHidden>
    </Group>
  );
}
