// Order Review (spec 001 §2 "/summary"): everything that will be made (patient, style and pack, quantity, sizes,
// scans and their measurements, every prescription choice, notes), the order's expert review, the PO number (the
// patient's zebraID: one value, edited with the patient, which the order's flags copy), what
// still blocks the order with the way to fix it, and Place order: the prescription saved with PRESCRIPTION_UPDATED,
// 2 s, the order created (once, whatever the presses and retries), then its flags (entities/order order-placing).
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import type { Order } from "@solerx/domain/order";
import { fromProfileNotes } from "@solerx/domain/patient";
import { normalisePack } from "@solerx/domain/prescription";
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorPanel } from "../../../components/errors/error-panel";
import { FactList } from "../../../components/layouts/fact-list";
import { SectionCard } from "../../../components/layouts/section-card";
import { PageLoader } from "../../../components/page-loader";
import { PrescriptionSummarySection } from "../../../components/prescription-summary/prescription-summary";
import { ROUTES } from "../../../config/paths";
import { useOrderValidation } from "../../../entities/order/api/validate-order";
import { orderFactItems } from "../../../entities/order/components/order-fact-items";
import { orderFacts } from "../../../entities/order/lib/order-facts";
import { PlaceOrderError } from "../../../entities/order/lib/order-placing";
import { placingCalls, useOrderPlacing } from "../../../entities/order/lib/placing-calls";
import { orderKeys } from "../../../entities/order/query-keys";
import { patientKeys } from "../../../entities/patient/query-keys";
import { MeasurementsLoading, MeasurementsTable } from "../../../entities/scan/components/measurements-table";
import { type Clock, systemClock } from "../../../lib/clock";
import { showSnackbar } from "../../../lib/snackbar";
import { formatDateTime } from "../../../lib/time-format";
import { type OrderReview, useOrderReview } from "../hooks/use-order-review";
import { REVIEW_TEXTS as T } from "../texts";
import { BlockersPanel } from "./blockers-panel";
import { PackWarning } from "./pack-warning";

export interface OrderReviewScreenProps {
  onBack(): void;
  onEditPatient(): void;
  onScan(): void;
  /** To Orthotic Styles, where the pack is chosen. */
  onChangePack(): void;
  /** The order is placed (flags set): the Order screen follows. */
  onPlaced(order: Order): void;
  /** The visit's order exists: open it. */
  onViewOrder(): void;
  /** The clock of the 2 s wait; the system's by default. */
  clock?: Clock;
}

export function OrderReviewScreen(props: OrderReviewScreenProps) {
  const review = useOrderReview();
  if (review.status === "error") {
    return <ErrorPanel title={T.loadFailed} onAction={review.retry} actionLabel={T.tryAgain} />;
  }
  if (review.status === "loading" || !review.record || !review.medicalProfile) {
    return <PageLoader label={T.loading} />;
  }
  return <Review {...props} review={review} record={review.record} profile={review.medicalProfile} />;
}

type ReviewProps = OrderReviewScreenProps & {
  review: OrderReview;
  record: NonNullable<OrderReview["record"]>;
  profile: NonNullable<OrderReview["medicalProfile"]>;
};

function Review({
  review,
  record,
  profile,
  onBack,
  onEditPatient,
  onScan,
  onChangePack,
  onPlaced,
  onViewOrder,
  clock = systemClock,
}: ReviewProps) {
  const queryClient = useQueryClient();
  const ui = profile.prescriptionObj.uiContextData;
  const [expertReview, setExpertReview] = useState(ui.expertReview);
  // The PO number is the patient's zebraID, edited in one place (Edit patient); the order's flags copy it.
  const zebraID = record.zebraID ?? "";
  const { placing, state } = useOrderPlacing(record.sessionID);
  const clientReady = review.blockers.length === 0 && review.body !== null && !review.ordered;
  const validation = useOrderValidation(clientReady ? review.body : null);
  const serverIssues = validation.data && !validation.data.valid ? validation.data.issues : [];
  const busy = state.status === "placing";
  const canPlace = clientReady && serverIssues.length === 0 && placing !== null && !busy;

  const place = async () => {
    const body = review.body;
    if (!placing || !body) return;
    const prescriptionObj = {
      ...body.prescriptionObj,
      uiContextData: { ...body.prescriptionObj.uiContextData, expertReview, zebraID },
    };
    try {
      const order = await placing.place(
        {
          userId: record.userID,
          profile: { ...profile, prescriptionObj },
          body: { ...body, prescriptionObj },
          flags: { expertReview, zebraID },
        },
        placingCalls(clock),
      );
      void queryClient.invalidateQueries({ queryKey: patientKeys.record(record.userID) });
      // A patient with an order cannot be deleted: the top bar's Delete patient must learn it now.
      void queryClient.invalidateQueries({ queryKey: patientKeys.canDelete(record.userID) });
      void queryClient.invalidateQueries({ queryKey: patientKeys.store(record.storeID) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onPlaced(order);
    } catch (error) {
      showSnackbar(error instanceof PlaceOrderError ? error.message : T.createFailed);
    }
  };

  const facts = orderFacts(review.body ?? { prescriptionObj: profile.prescriptionObj, items: [] });
  const shipsTo = review.body?.items[0]?.shippingAddress ?? "";
  const scanLine = (scan: OrderReview["scans"]["left"]) => {
    if (!scan) return T.notScanned;
    const at = scan.completedAt ?? scan.createdAt;
    return at ? T.scanned(formatDateTime(at)) : T.scannedNoTime;
  };

  return (
    <Stack gap="lg" maw={1180} mx="auto" w="100%">
      <div>
        <Title order={1} fz={28}>
          {ROUTES.summary.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {T.intro}
        </Text>
      </div>

      {review.ordered && (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={T.orderedTitle}>
          <Text size="sm">{T.orderedBody}</Text>
          <Button mt="sm" size="xs" onClick={onViewOrder}>
            {T.viewOrder}
          </Button>
        </Alert>
      )}
      <BlockersPanel blockers={review.blockers} onEditPatient={onEditPatient} onScan={onScan} />
      <PackWarning
        pack={normalisePack(review.body?.prescriptionObj.uiContextData.pack)}
        scans={{ left: review.scans.left !== null, right: review.scans.right !== null }}
        onChangePack={onChangePack}
      />
      {serverIssues.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />} title={T.serverIssuesTitle}>
          <Stack gap={2} component="ul" m={0} pl="md">
            {serverIssues.map((issue) => (
              <Text component="li" size="sm" key={`${issue.path}:${issue.message}`}>
                {issue.message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}

      <SectionCard title={T.patient}>
        <FactList
          facts={[
            { label: T.name, value: `${record.firstName} ${record.lastName}`.trim() || "—" },
            { label: T.referenceId, value: record.patientID || "—" },
            {
              label: T.poNumber,
              value: (
                <Group gap="xs" component="span" wrap="nowrap">
                  <span>{zebraID || "—"}</span>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={onEditPatient}
                    aria-label={T.changePoNumber}
                    disabled={busy}
                  >
                    {T.change}
                  </Button>
                </Group>
              ),
            },
            { label: T.doctor, value: review.doctorName || "—" },
            { label: T.store, value: review.store?.name ?? "—" },
            ...(shipsTo ? [{ label: T.shippingAddress, value: shipsTo }] : []),
          ]}
        />
      </SectionCard>

      <SectionCard title={T.order}>
        <FactList facts={orderFactItems(facts)} />
      </SectionCard>

      <SectionCard title={T.scans}>
        <Stack gap="md">
          <FactList
            cols={2}
            facts={[
              { label: T.leftFoot, value: scanLine(review.scans.left) },
              { label: T.rightFoot, value: scanLine(review.scans.right) },
            ]}
          />
          {review.measurementsLoading ? (
            <MeasurementsLoading />
          ) : (
            (review.scans.left || review.scans.right) && (
              <MeasurementsTable left={review.properties.left} right={review.properties.right} />
            )
          )}
        </Stack>
      </SectionCard>

      <PrescriptionSummarySection
        prescription={review.body?.prescriptionObj ?? profile.prescriptionObj}
        notes={fromProfileNotes(profile.notes)}
      />

      <SectionCard title={T.options}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Checkbox
            label={T.expertReview}
            description={T.expertReviewHint}
            checked={expertReview}
            onChange={(event) => setExpertReview(event.currentTarget.checked)}
            disabled={busy}
          />
        </Group>
      </SectionCard>

      {state.status === "failed" && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle aria-hidden />}
          title={state.error.message}
        >
          {state.error.step === "flags" && state.error.order && (
            <Group gap="sm" mt={4}>
              <Text size="sm">{T.flagsFailedBody(state.error.order.orderID)}</Text>
              <Button size="xs" variant="default" onClick={() => state.error.order && onPlaced(state.error.order)}>
                {T.viewOrder}
              </Button>
            </Group>
          )}
        </Alert>
      )}

      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {T.back}
        </Button>
        <Button
          size="md"
          onClick={() => void place()}
          disabled={!canPlace}
          loading={busy}
          loaderProps={{ "aria-label": T.placing }}
          rightSection={<IconSend size={18} aria-hidden />}
        >
          {T.placeOrder}
        </Button>
      </Group>
    </Stack>
  );
}
