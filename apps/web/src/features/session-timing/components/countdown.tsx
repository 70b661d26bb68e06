// A readable countdown: the sentence with its seconds (a timer, read on demand), a ring that shows the time
// left at a glance, and a polite live region that announces only milestones, so a screen reader is not
// interrupted every second.
import { Box, Group, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
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
      <Ring fraction={fraction} color={color}>
        <Text ta="center" fw={700} fz={22} lh={1} style={{ fontVariantNumeric: "tabular-nums" }}>
          {seconds}
        </Text>
      </Ring>
      <Text role="timer" aria-atomic="true" fw={600} style={{ flex: 1 }} data-testid="session-countdown">
        {sentence(seconds)}
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {sentence(announcedSeconds(seconds))}
      </VisuallyHidden>
    </Group>
  );
}

const RING_SIZE = 76;
const RING_STROKE = 6;

/**
 * The time left as a ring. Drawn here rather than with Mantine's RingProgress, which brings a tooltip and its
 * positioning library into the first screen's code for a ring that never shows a tooltip.
 */
function Ring({ fraction, color, children }: { fraction: number; color: string; children: ReactNode }) {
  const radius = (RING_SIZE - RING_STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <Box pos="relative" w={RING_SIZE} h={RING_SIZE} style={{ flexShrink: 0 }}>
      <svg
        width={RING_SIZE}
        height={RING_SIZE}
        aria-hidden="true"
        focusable="false"
        style={{ transform: "rotate(-90deg)" }}
      >
        <circle
          cx={RING_SIZE / 2}
          cy={RING_SIZE / 2}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-gray-2)"
          strokeWidth={RING_STROKE}
        />
        <circle
          cx={RING_SIZE / 2}
          cy={RING_SIZE / 2}
          r={radius}
          fill="none"
          stroke={`var(--mantine-color-${color}-filled)`}
          strokeWidth={RING_STROKE}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          style={{ transition: "stroke-dashoffset 200ms linear" }}
        />
      </svg>
      <Box
        pos="absolute"
        inset={0}
        style={{ display: "flex", alignItems: "center", justifyContent: "center" }}
        aria-hidden
      >
        {children}
      </Box>
    </Box>
  );
}
