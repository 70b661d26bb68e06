// The fabrication lab (ours, issue 11): for lab staff only (GET /profile/operator/access → lab); the list of every
// company's orders, and one order with what the bench needs and the actions its status allows. The open order and
// the list's filter and page live in the address (?order, ?status, ?offset), so Back and a reload keep them.
import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type OrderStatus, OrderStatus as OrderStatusSchema } from "@solerx/domain/common";
import { IconLock } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { ErrorPanel } from "../../../components/errors/error-panel";
import { PageLoader } from "../../../components/page-loader";
import { ROUTES } from "../../../config/paths";
import { useOperatorAccess } from "../../../entities/session/api/get-operator-access";
import { LAB_TEXTS } from "../texts";
import { LabOrderDetail } from "./lab-order-detail";
import { LabOrderList } from "./lab-order-list";

function LabOnly() {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon variant="light" color="gray" size={56} radius="xl">
          <IconLock size={28} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{LAB_TEXTS.labOnly}</Text>
        <Text size="sm" c="dimmed">
          {LAB_TEXTS.labOnlyBody}
        </Text>
      </Stack>
    </Paper>
  );
}

function statusParam(value: string | null): OrderStatus | null {
  const parsed = OrderStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function offsetParam(value: string | null): number {
  const offset = Number(value);
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

export function LabScreen() {
  const access = useOperatorAccess();
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order");
  const status = statusParam(params.get("status"));
  const offset = offsetParam(params.get("offset"));

  const listParams = (next: { status?: OrderStatus | null; offset?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status === undefined ? status : next.status;
    const nextOffset = next.offset ?? offset;
    if (nextStatus) query.set("status", nextStatus);
    if (nextOffset > 0) query.set("offset", String(nextOffset));
    return query;
  };
  const orderHref = (id: string) => {
    const query = listParams({});
    query.set("order", id);
    return `${ROUTES.lab.path}?${query.toString()}`;
  };

  let body: React.ReactNode;
  if (access.isPending) body = <PageLoader label={LAB_TEXTS.checkingAccess} />;
  else if (access.isError) {
    body = (
      <ErrorPanel title={LAB_TEXTS.loadFailed} onAction={() => void access.refetch()}>
        {access.error.message}
      </ErrorPanel>
    );
  } else if (!access.data.lab) body = <LabOnly />;
  else if (orderId) {
    body = (
      <LabOrderDetail
        orderId={orderId}
        listHref={`${ROUTES.lab.path}?${listParams({}).toString()}`}
        orderHref={orderHref}
      />
    );
  } else {
    body = (
      <LabOrderList
        status={status}
        offset={offset}
        onStatus={(next) => setParams(listParams({ status: next, offset: 0 }))}
        onOffset={(next) => setParams(listParams({ offset: next }))}
        orderHref={orderHref}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      {!orderId && (
        <div>
          <Title order={1} fz={28}>
            {ROUTES.lab.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {LAB_TEXTS.intro}
          </Text>
        </div>
      )}
      {body}
    </Stack>
  );
}
