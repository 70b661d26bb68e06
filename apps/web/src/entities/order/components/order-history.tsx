// An order's steps, oldest first: its placing, each change at the lab (with who made it and the note), a repair
// opened. The tracking link is not repeated here: the screens show it once, as a link (TrackingLinkFact).
import { Text, Timeline, Title } from "@mantine/core";
import type { OrderEvent } from "@solerx/domain/order";
import { formatDateTime } from "../../../lib/time-format";
import { ORDER_FACT_TEXTS } from "../texts";

export function OrderHistory({ steps }: { steps: readonly OrderEvent[] }) {
  if (steps.length === 0) return null;
  return (
    <div>
      <Title order={3} fz="sm" mb="xs">
        {ORDER_FACT_TEXTS.history}
      </Title>
      <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
        {steps.map((step, index) => (
          // Steps never move: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Timeline.Item key={index} title={step.status}>
            <Text size="sm" c="dimmed">
              {formatDateTime(step.at)}
              {step.byName ? ` · ${ORDER_FACT_TEXTS.by(step.byName)}` : ""}
            </Text>
            {step.note && <Text size="sm">{step.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </div>
  );
}
