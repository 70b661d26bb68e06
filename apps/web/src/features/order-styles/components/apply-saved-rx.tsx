// Start from a saved Rx (spec 001 §4 "Pack selection after scan load ... unless the pack was already taken from a
// saved prescription"): one of the company's saved Rx replaces the patient's prescription, its style and pack
// included, fitted to the scans by the prescription's change. Asked first, since the patient's choices go.
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../../../components/modals/confirm-modal";
import { paths } from "../../../config/paths";
import type { PrescriptionUpdate } from "../../../entities/prescription/lib/update";
import { savedRxQuery } from "../../../entities/saved-rx/api/get-saved-rx";
import { useSavedRxList } from "../../../entities/saved-rx/api/get-saved-rx-list";
import { applySavedRx } from "../../../entities/saved-rx/lib/template";
import { ORDER_STYLE_TEXTS } from "../texts";

export function ApplySavedRx({
  companyId,
  onApply,
}: {
  companyId: string | null;
  /** Applies the update to the patient's prescription (fitted to the scans and saved there). */
  onApply(update: PrescriptionUpdate): void;
}) {
  const titleId = useId();
  const list = useSavedRxList(companyId);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const names = list.data?.map((item) => item.fileName) ?? [];

  const apply = async () => {
    if (!companyId || !chosen) return;
    setBusy(true);
    try {
      const saved = await queryClient.fetchQuery({ ...savedRxQuery(companyId, chosen), staleTime: 0 });
      onApply((prescription) => applySavedRx(prescription, saved.fileData));
      setOutcome({ ok: true, text: ORDER_STYLE_TEXTS.applied(saved.fileName) });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {ORDER_STYLE_TEXTS.savedRx}
        </Title>
        <Text size="sm" c="dimmed">
          {ORDER_STYLE_TEXTS.savedRxHint}
        </Text>
        {list.isError && (
          <Text size="sm" c="red.8" role="alert">
            {ORDER_STYLE_TEXTS.savedRxLoadFailed}
          </Text>
        )}
        {list.isSuccess && names.length === 0 ? (
          <Text size="sm">{ORDER_STYLE_TEXTS.noSavedRx}</Text>
        ) : (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <NativeSelect
              label={ORDER_STYLE_TEXTS.savedRxChoice}
              value={chosen}
              onChange={(event) => {
                setChosen(event.currentTarget.value);
                setOutcome(null);
              }}
              data={[{ value: "", label: ORDER_STYLE_TEXTS.savedRxPlaceholder }, ...names]}
              disabled={!list.isSuccess}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button variant="default" disabled={!chosen} onClick={() => setConfirming(true)}>
              {ORDER_STYLE_TEXTS.apply}
            </Button>
          </Group>
        )}
        {outcome && (
          <Text size="sm" c={outcome.ok ? "teal.9" : "red.8"} role={outcome.ok ? "status" : "alert"}>
            {outcome.text}
          </Text>
        )}
        <Anchor component={Link} to={paths.savedRxList} size="sm">
          {ORDER_STYLE_TEXTS.manageSavedRx}
        </Anchor>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={ORDER_STYLE_TEXTS.applyTitle}
        cancelLabel={ORDER_STYLE_TEXTS.cancel}
        confirmLabel={ORDER_STYLE_TEXTS.applyConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void apply()}
        busy={busy}
      >
        {ORDER_STYLE_TEXTS.applyBody(chosen)}
      </ConfirmModal>
    </Paper>
  );
}
