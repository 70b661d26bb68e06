// The Order screen (spec 001 §2 "/end-view"): the order's data (id, date, PO number, style, pack, quantity, sizes,
// every prescription choice), its status with the history of its steps, the tracking link once shipped, and
// Reorder (given by the app: it is the patient-reorder feature's). The order is asked for again every minute and
// when the window regains focus, so a change at the lab shows without a reload.
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { Order } from "@solerx/domain/order";
import type { PatientRecord } from "@solerx/domain/patient";
import { IconCircleCheck, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { ErrorPanel } from "../../../components/errors/error-panel";
import { FactList } from "../../../components/layouts/fact-list";
import { SectionCard } from "../../../components/layouts/section-card";
import { PageLoader } from "../../../components/page-loader";
import { PrescriptionSummarySection } from "../../../components/prescription-summary/prescription-summary";
import { ROUTES } from "../../../config/paths";
import { orderFactItems, placingFactItems } from "../../../entities/order/components/order-fact-items";
import { OrderHistory } from "../../../entities/order/components/order-history";
import { OrderStatusBadge } from "../../../entities/order/components/order-status-badge";
import { TrackingLinkFact } from "../../../entities/order/components/tracking-link";
import { orderFacts } from "../../../entities/order/lib/order-facts";
import { ORDER_FACT_TEXTS } from "../../../entities/order/texts";
import { useOpenOrder } from "../hooks/use-open-order";
import { ORDER_VIEW_TEXTS as T } from "../texts";

export interface OrderViewScreenProps {
  /** The Reorder control for the order (the app passes the patient-reorder feature's). */
  renderReorder?(record: PatientRecord, order: Order): ReactNode;
  /** The order was found without an order id in the address (the session's order): the app names it there. */
  onOrderFound?(order: Order): void;
  onReview(): void;
  /** The order was placed a moment ago (Order Review moved here): the screen says so. */
  justPlaced?: boolean;
}

export function OrderViewScreen({ renderReorder, onOrderFound, onReview, justPlaced }: OrderViewScreenProps) {
  const view = useOpenOrder();
  const { order, record } = view;
  const foundId = view.found ? order?.orderID : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per order found, not per render.
  useEffect(() => {
    if (foundId && order) onOrderFound?.(order);
  }, [foundId]);

  if (view.error) {
    return (
      <ErrorPanel title={T.loadFailed} onAction={view.retry} actionLabel={T.tryAgain}>
        {view.error.message}
      </ErrorPanel>
    );
  }
  if (view.none) {
    return (
      <Stack gap="lg" maw={880} mx="auto" w="100%">
        <Title order={1} fz={28}>
          {ROUTES.endView.title}
        </Title>
        <Alert variant="light" title={T.noOrderTitle}>
          <Text size="sm">{T.noOrderBody}</Text>
          <Button mt="sm" size="xs" onClick={onReview}>
            {T.toReview}
          </Button>
        </Alert>
      </Stack>
    );
  }
  if (view.pending || !order || !record) return <PageLoader label={T.loading} />;

  const facts = orderFacts(order);
  const shipped = order.status === "Shipped" && order.trackingLink;
  return (
    <Stack gap="lg" maw={1180} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={28}>
            {ROUTES.endView.title}
          </Title>
          <Text c="dimmed" mt={4} ff="monospace" size="sm">
            {order.orderID}
          </Text>
        </div>
        <Group gap="sm">{renderReorder?.(record, order)}</Group>
      </Group>

      {justPlaced && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={T.placedTitle}>
          <Text size="sm">{T.placedBody}</Text>
        </Alert>
      )}

      <SectionCard
        title={T.status}
        actions={
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={view.refreshing}
            onClick={view.refresh}
          >
            {T.refresh}
          </Button>
        }
      >
        <Stack gap="md">
          <Group gap="md" wrap="wrap" role="status" aria-live="polite">
            <OrderStatusBadge status={order.status} />
            <Text size="sm">{T.statusDescription[order.status]}</Text>
          </Group>
          {shipped && order.trackingLink && <TrackingLinkFact href={order.trackingLink} />}
          <OrderHistory steps={order.history} />
        </Stack>
      </SectionCard>

      <SectionCard title={T.orderData}>
        <Stack gap="md">
          <FactList
            facts={[
              {
                label: ORDER_FACT_TEXTS.orderId,
                value: (
                  <Text span ff="monospace" size="sm">
                    {order.orderID}
                  </Text>
                ),
              },
              ...placingFactItems(order),
              ...orderFactItems(facts),
              { label: T.shipsTo, value: order.items[0]?.shippingAddress || ORDER_FACT_TEXTS.none },
            ]}
          />
          {order.repairOfID && <Text size="sm">{ORDER_FACT_TEXTS.repairOf(order.repairOfID)}</Text>}
          {order.reorderOfID && <Text size="sm">{T.reorderOf(order.reorderOfID)}</Text>}
        </Stack>
      </SectionCard>

      {/* The order as placed: its prescription (the diagnosis first) and the notes it was placed with. */}
      <PrescriptionSummarySection prescription={order.prescriptionObj} notes={order.notes} />
    </Stack>
  );
}
