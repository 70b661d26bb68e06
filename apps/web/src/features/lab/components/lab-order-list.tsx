// The lab's list of orders across companies (GET /lab/orders): clinic, store, patient, style, pack, product,
// status and when it was placed; filtered by status, newest first, in pages of 200. Each patient's name links to
// the order. Below 62em each order is a card with its status on the first line (lab-order-list.module.css), so a
// phone never scrolls sideways to see it.
import { Alert, Button, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { LIMITS, type OrderStatus, OrderStatus as OrderStatusSchema } from "@solerx/domain/common";
import { orthoticStyleName } from "@solerx/domain/prescription";
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { OrderStatusBadge } from "../../../entities/order/components/order-status-badge";
import { PRODUCT_LABELS } from "../../../entities/scan/texts";
import { formatDateTime } from "../../../lib/time-format";
import { useLabOrders } from "../api/lab-orders";
import { LAB_TEXTS as T } from "../texts";
import classes from "./lab-order-list.module.css";

export interface LabOrderListProps {
  status: OrderStatus | null;
  offset: number;
  onStatus(status: OrderStatus | null): void;
  onOffset(offset: number): void;
  orderHref(orderId: string): string;
}

const ALL = "";

export function LabOrderList({ status, offset, onStatus, onOffset, orderHref }: LabOrderListProps) {
  const captionId = useId();
  const list = useLabOrders(status, offset, true);
  const page = list.data;
  const pageSize = LIMITS.ordersPageSize;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <NativeSelect
          label={T.statusFilter}
          value={status ?? ALL}
          onChange={(event) => {
            const parsed = OrderStatusSchema.safeParse(event.currentTarget.value);
            onStatus(parsed.success ? parsed.data : null);
          }}
          data={[
            { value: ALL, label: T.allStatuses },
            ...OrderStatusSchema.options.map((value) => ({ value, label: value })),
          ]}
          w={{ base: "100%", xs: 240 }}
        />
        {page && page.total > 0 && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" role="status">
              {T.page(offset + 1, offset + page.orders.length, page.total)}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={14} aria-hidden />}
              disabled={offset === 0}
              onClick={() => onOffset(Math.max(0, offset - pageSize))}
            >
              {T.newer}
            </Button>
            <Button
              variant="default"
              size="xs"
              rightSection={<IconChevronRight size={14} aria-hidden />}
              disabled={offset + page.orders.length >= page.total}
              onClick={() => onOffset(offset + pageSize)}
            >
              {T.older}
            </Button>
          </Group>
        )}
      </Group>

      {list.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={T.loadFailed}>
          <Text size="sm">{list.error.message}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={() => void list.refetch()}>
            {T.tryAgain}
          </Button>
        </Alert>
      ) : !page ? (
        <Stack gap="xs" aria-label={T.loading} role="status">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      ) : page.orders.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {T.empty}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
          <div className={classes.frame}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={captionId} className={classes.table}>
              <Table.Caption id={captionId} style={{ captionSide: "top", textAlign: "left", padding: "0 12px" }}>
                {T.ordersTable}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.columns.patient}</Table.Th>
                  <Table.Th scope="col">{T.columns.clinic}</Table.Th>
                  <Table.Th scope="col">{T.columns.store}</Table.Th>
                  <Table.Th scope="col">{T.columns.style}</Table.Th>
                  <Table.Th scope="col">{T.columns.pack}</Table.Th>
                  <Table.Th scope="col">{T.columns.product}</Table.Th>
                  <Table.Th scope="col">{T.columns.status}</Table.Th>
                  <Table.Th scope="col">{T.columns.placedAt}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.orders.map((order) => (
                  <Table.Tr key={order.orderID}>
                    <Table.Th scope="row" fw={600}>
                      <Link to={orderHref(order.orderID)} style={{ color: "inherit" }}>
                        {`${order.firstName} ${order.lastName}`.trim()}
                      </Link>
                      {order.repairOfID && (
                        <Text span size="xs" c="orange" fw={700} ml={6}>
                          {T.repairMark}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td data-label={T.columns.clinic}>{order.companyName}</Table.Td>
                    <Table.Td data-label={T.columns.store}>{order.storeName}</Table.Td>
                    <Table.Td data-label={T.columns.style}>{orthoticStyleName(order.orthoticStyle)}</Table.Td>
                    <Table.Td data-label={T.columns.pack}>
                      {order.pack}
                      {order.quantity > 1 ? ` × ${order.quantity}` : ""}
                    </Table.Td>
                    <Table.Td data-label={T.columns.product}>
                      {order.product === "HELMET" ? order.product : PRODUCT_LABELS[order.product].label}
                    </Table.Td>
                    <Table.Td className={classes.status}>
                      <OrderStatusBadge status={order.status} size="sm" />
                    </Table.Td>
                    <Table.Td data-label={T.columns.placedAt} style={{ whiteSpace: "nowrap" }}>
                      {formatDateTime(order.createdAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Paper>
      )}
    </Stack>
  );
}
