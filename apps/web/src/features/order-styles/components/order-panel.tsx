// The order's pack and quantity (spec 001 §3, §5): the pack choice shows only when a scan exists, and each pack is
// off unless its feet have scans; the quantity is 1 to ORDER_LIMITS.maxQuantity, what the order API takes.
import { Input, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { ORDER_LIMITS } from "@solerx/domain/common";
import { enabledPacks, PACKS, type Pack, packChoiceVisible, type ScanPresence } from "@solerx/domain/prescription";
import { useEffect, useId, useState } from "react";
import { ORDER_STYLE_TEXTS } from "../texts";

export function OrderPanel({
  pack,
  quantity,
  scans,
  onPack,
  onQuantity,
}: {
  pack: Pack | undefined;
  quantity: number;
  scans: ScanPresence;
  onPack(pack: Pack): void;
  onQuantity(quantity: number): void;
}) {
  const packLabel = useId();
  const enabled = enabledPacks(scans);
  // What is typed, which may be empty for a moment; only a whole number of at least 1 is kept.
  const [typed, setTyped] = useState<string | number>(quantity);
  useEffect(() => setTyped(quantity), [quantity]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${packLabel}-title`}>
      <Stack gap="md">
        <Title order={2} fz="md" id={`${packLabel}-title`}>
          {ORDER_STYLE_TEXTS.order}
        </Title>
        {packChoiceVisible(scans) && (
          <Input.Wrapper label={ORDER_STYLE_TEXTS.pack} labelElement="div" id={packLabel}>
            <SegmentedControl
              aria-labelledby={`${packLabel}-label`}
              mt={4}
              fullWidth
              value={pack ?? ""}
              onChange={(next) => onPack(next as Pack)}
              data={PACKS.map((value) => ({ value, label: value, disabled: !enabled[value] }))}
              color="brand"
            />
            {(!scans.left || !scans.right) && (
              <Text size="xs" c="dimmed" mt={6}>
                {ORDER_STYLE_TEXTS.packHint}
              </Text>
            )}
          </Input.Wrapper>
        )}
        <NumberInput
          label={ORDER_STYLE_TEXTS.quantity}
          value={typed}
          min={1}
          max={ORDER_LIMITS.maxQuantity}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={160}
          onChange={(value) => {
            setTyped(value);
            const whole = typeof value === "number" && Number.isInteger(value);
            if (whole && value >= 1 && value <= ORDER_LIMITS.maxQuantity && value !== quantity) {
              onQuantity(value);
            }
          }}
          onBlur={() => setTyped(quantity)}
        />
      </Stack>
    </Paper>
  );
}
