// The lab's actions on one order, as its status allows (lib/lab-actions): Start fabrication; Mark shipped, asking
// for the tracking link (required, http or https); Cancel, after a confirmation; Open repair order (a shipped
// order), asking why. The three dialogs are LabDialogs (lab-dialog.tsx).
import { Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { LabOrder } from "@solerx/domain/lab";
import { IconBan, IconHammer, IconRotate, IconTruckDelivery } from "@tabler/icons-react";
import { useState } from "react";
import { changeLabOrderStatus, openRepairOrder } from "../api/lab-orders";
import { useLabChange } from "../hooks/use-lab-change";
import { labActions, trackingLinkError } from "../lib/lab-actions";
import { LAB_TEXTS as T } from "../texts";
import { ChangeRefused, LabDialog } from "./lab-dialog";

type Dialog = "ship" | "cancel" | "repair" | null;

export interface LabActionsProps {
  labOrder: LabOrder;
  /** A repair order was opened: show it. */
  onRepairOpened(repair: LabOrder): void;
}

export function LabActions({ labOrder, onRepairOpened }: LabActionsProps) {
  const { order } = labOrder;
  const change = useLabChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [trackingLink, setTrackingLink] = useState("");
  const [linkTouched, setLinkTouched] = useState(false);
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [reasonTouched, setReasonTouched] = useState(false);
  const actions = labActions(order.status);
  const linkError = trackingLinkError(trackingLink);
  const reasonError = reason.trim() === "" ? T.repairReasonNeeded : null;

  const open = (next: Dialog) => {
    change.clearError();
    setLinkTouched(false);
    setReasonTouched(false);
    setDialog(next);
  };
  const close = () => setDialog(null);

  const fabricate = () => void change.run(() => changeLabOrderStatus(order.orderID, { status: "Fabricating" }));
  const ship = async () => {
    setLinkTouched(true);
    if (linkError) return;
    const done = await change.run(() =>
      changeLabOrderStatus(order.orderID, { status: "Shipped", trackingLink: trackingLink.trim() }),
    );
    if (done) setDialog(null);
  };
  const cancel = async () => {
    const trimmed = note.trim();
    const done = await change.run(() =>
      changeLabOrderStatus(order.orderID, { status: "Cancelled", ...(trimmed ? { note: trimmed } : {}) }),
    );
    if (done) setDialog(null);
  };
  const repair = async () => {
    setReasonTouched(true);
    if (reasonError) return;
    const repaired = await change.run(() => openRepairOrder(order.orderID, { reason: reason.trim() }));
    if (repaired) {
      setDialog(null);
      onRepairOpened(repaired);
    }
  };

  return (
    <Stack gap="sm">
      {actions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noActions}
        </Text>
      ) : (
        <Group gap="sm" wrap="wrap">
          {actions.includes("fabricate") && (
            <Button
              leftSection={<IconHammer size={16} aria-hidden />}
              onClick={fabricate}
              loading={change.busy && dialog === null}
            >
              {T.startFabrication}
            </Button>
          )}
          {actions.includes("ship") && (
            <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => open("ship")}>
              {T.markShipped}
            </Button>
          )}
          {actions.includes("repair") && (
            <Button variant="default" leftSection={<IconRotate size={16} aria-hidden />} onClick={() => open("repair")}>
              {T.openRepair}
            </Button>
          )}
          {actions.includes("cancel") && (
            <Button
              variant="default"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => open("cancel")}
            >
              {T.cancelOrder}
            </Button>
          )}
        </Group>
      )}
      {change.error && dialog === null && <ChangeRefused message={change.error} />}

      <LabDialog
        opened={dialog === "ship"}
        title={T.shipTitle}
        busy={change.busy}
        error={change.error}
        onClose={close}
        onConfirm={() => void ship()}
        closeLabel={T.close}
        confirmLabel={T.ship}
      >
        <Text size="sm">{T.shipBody}</Text>
        <TextInput
          label={T.trackingLinkLabel}
          placeholder={T.trackingLinkPlaceholder}
          type="url"
          required
          data-autofocus
          value={trackingLink}
          onChange={(event) => setTrackingLink(event.currentTarget.value)}
          onBlur={() => setLinkTouched(true)}
          error={linkTouched ? linkError : null}
        />
      </LabDialog>

      <LabDialog
        opened={dialog === "cancel"}
        title={T.cancelTitle}
        busy={change.busy}
        error={change.error}
        onClose={close}
        onConfirm={() => void cancel()}
        closeLabel={T.keepOrder}
        confirmLabel={T.confirmCancel}
        danger
      >
        <Text size="sm">{T.cancelBody(order.orderID)}</Text>
        <Textarea
          label={T.cancelNote}
          value={note}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </LabDialog>

      <LabDialog
        opened={dialog === "repair"}
        title={T.repairTitle}
        busy={change.busy}
        error={change.error}
        onClose={close}
        onConfirm={() => void repair()}
        closeLabel={T.close}
        confirmLabel={T.confirmRepair}
      >
        <Text size="sm">{T.repairBody}</Text>
        <Textarea
          label={T.repairReason}
          required
          data-autofocus
          value={reason}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setReasonTouched(true)}
          error={reasonTouched ? reasonError : null}
        />
      </LabDialog>
    </Stack>
  );
}
