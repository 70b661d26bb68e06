// An order's tracking link: the carrier's address, opening in a new tab (rel noopener), told so to screen readers;
// TrackingLinkFact puts it after its label, as the Order screen and the lab show it.
import { Anchor, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconExternalLink, IconTruckDelivery } from "@tabler/icons-react";
import { ORDER_FACT_TEXTS } from "../texts";

export function TrackingLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
        <IconTruckDelivery size={18} aria-hidden />
        {ORDER_FACT_TEXTS.trackShipment}
        <IconExternalLink size={14} aria-hidden />
        <VisuallyHidden>{ORDER_FACT_TEXTS.opensInNewTab}</VisuallyHidden>
      </Group>
    </Anchor>
  );
}

export function TrackingLinkFact({ href }: { href: string }) {
  return (
    <Group gap="sm">
      <Text size="sm" fw={600}>
        {ORDER_FACT_TEXTS.trackingLink}:
      </Text>
      <TrackingLink href={href} />
    </Group>
  );
}
