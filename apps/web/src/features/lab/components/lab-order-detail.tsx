// One order at the lab (GET /lab/orders/{orderID}): its status and actions, who and where it is for (clinic,
// store, doctor, shipping address), what to make (style, pack, quantity, sizes, product, every prescription
// choice), its history, the stored prescription PDF (pres.pdf), each foot's insole files (3MF, STL) and the scans'
// measurements and 3D view.
// What to make is the order as placed (weight, sizes, diagnosis, notes, prescription), never the live record.
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { ORDER_PDF_ATTACHMENT } from "@solerx/domain/order";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorPanel } from "../../../components/errors/error-panel";
import { FactList } from "../../../components/layouts/fact-list";
import { SectionCard } from "../../../components/layouts/section-card";
import { PageLoader } from "../../../components/page-loader";
import { PrescriptionSummarySection } from "../../../components/prescription-summary/prescription-summary";
import { getOrderAttachment } from "../../../entities/order/api/get-order-attachment";
import { orderFactItems, placingFactItems } from "../../../entities/order/components/order-fact-items";
import { OrderHistory } from "../../../entities/order/components/order-history";
import { OrderStatusBadge } from "../../../entities/order/components/order-status-badge";
import { TrackingLinkFact } from "../../../entities/order/components/tracking-link";
import { orderFacts } from "../../../entities/order/lib/order-facts";
import { ORDER_FACT_TEXTS } from "../../../entities/order/texts";
import { saveBlob } from "../../../lib/download";
import { useLabOrder } from "../api/lab-orders";
import { LAB_TEXTS as T } from "../texts";
import { LabActions } from "./lab-actions";
import { LabInsoleFiles } from "./lab-insole-files";
import { LabScans } from "./lab-scans";

export interface LabOrderDetailProps {
  orderId: string;
  listHref: string;
  orderHref(orderId: string): string;
}

export function LabOrderDetail({ orderId, listHref, orderHref }: LabOrderDetailProps) {
  const navigate = useNavigate();
  const query = useLabOrder(orderId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const back = (
    <Anchor component={Link} to={listHref} size="sm">
      <Group gap={4} component="span" display="inline-flex">
        <IconArrowLeft size={14} aria-hidden />
        {T.backToList}
      </Group>
    </Anchor>
  );
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        <ErrorPanel title={T.orderLoadFailed} onAction={() => void query.refetch()} actionLabel={T.tryAgain}>
          {query.error.message}
        </ErrorPanel>
      </Stack>
    );
  }
  if (!query.data) return <PageLoader label={T.loadingOrder} />;
  const labOrder = query.data;
  const { order } = labOrder;

  const download = async () => {
    setDownloadError(null);
    try {
      saveBlob(await getOrderAttachment(order.orderID, ORDER_PDF_ATTACHMENT), ORDER_PDF_ATTACHMENT);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : T.downloadFailed);
    }
  };

  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={26}>
            {T.orderTitle(order.firstName, order.lastName)}
          </Title>
          <Text size="sm" c="dimmed" ff="monospace">
            {order.orderID}
          </Text>
          {order.repairOfID && (
            <Anchor component={Link} to={orderHref(order.repairOfID)} size="sm">
              {ORDER_FACT_TEXTS.repairOf(order.repairOfID)}
            </Anchor>
          )}
        </div>
        <OrderStatusBadge status={order.status} />
      </Group>

      <SectionCard title={T.actions}>
        <LabActions
          key={order.orderID}
          labOrder={labOrder}
          onRepairOpened={(repair) => navigate(orderHref(repair.order.orderID))}
        />
      </SectionCard>

      <SectionCard title={T.facts}>
        <Stack gap="md">
          <FactList
            facts={[
              { label: T.clinic, value: labOrder.companyName },
              { label: T.store, value: labOrder.storeName },
              { label: T.doctor, value: labOrder.doctorName || ORDER_FACT_TEXTS.none },
              { label: T.shippingAddress, value: labOrder.shippingAddress || ORDER_FACT_TEXTS.none },
              ...placingFactItems(order),
              ...orderFactItems(orderFacts(order)),
            ]}
          />
          {order.trackingLink && <TrackingLinkFact href={order.trackingLink} />}
          <OrderHistory steps={order.history} />
        </Stack>
      </SectionCard>

      {/* Every order has its pres.pdf: made when it was placed, or by the server when first asked for. */}
      <SectionCard title={T.attachment}>
        <Stack gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            w="fit-content"
          >
            {T.downloadAttachment(ORDER_PDF_ATTACHMENT)}
          </Button>
          {downloadError && (
            <Text size="sm" c="red" role="alert">
              {downloadError}
            </Text>
          )}
        </Stack>
      </SectionCard>

      <SectionCard title={T.insoles}>
        <LabInsoleFiles orderId={order.orderID} scans={labOrder.scans} />
      </SectionCard>

      <SectionCard title={T.scans}>
        <LabScans orderId={order.orderID} scans={labOrder.scans} />
      </SectionCard>

      {/* As placed: the order's own prescription and notes, not the patient record's since. */}
      <PrescriptionSummarySection prescription={order.prescriptionObj} notes={order.notes} />
    </Stack>
  );
}
