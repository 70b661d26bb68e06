// Orthotic Styles (spec 001 §2 "/order-styles"): the style, the pack and quantity of the open patient's order, a
// saved Rx to start from, then on to the prescription. Every choice is part of the prescription and autosaves.
import { Button, Grid, Group, Stack } from "@mantine/core";
import type { Prescription } from "@solerx/domain/prescription";
import { stylePresetRows, styleTitleOf } from "@solerx/domain/prescription";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ROUTES } from "../../../config/paths";
import { PrescriptionUnavailable } from "../../../entities/prescription/components/prescription-unavailable";
import { effectivePack } from "../../../entities/prescription/lib/fit";
import { patchGroup } from "../../../entities/prescription/lib/update";
import {
  type PatientPrescription,
  usePatientPrescription,
} from "../../../entities/prescription/use-patient-prescription";
import { useStylePreset } from "../../../entities/prescription/use-style-preset";
import { useSavedRxCompanyId } from "../../../entities/saved-rx/use-saved-rx-company";
import { ORDER_STYLE_TEXTS } from "../texts";
import { ApplySavedRx } from "./apply-saved-rx";
import { OrderPanel } from "./order-panel";
import { StyleCards } from "./style-cards";
import { StylePresetPanel } from "./style-preset-panel";

export interface OrderStylesScreenProps {
  onBack(): void;
  onNext(): void;
}

export function OrderStylesScreen({ onBack, onNext }: OrderStylesScreenProps) {
  const prescription = usePatientPrescription();
  if (prescription.status !== "ready") return <PrescriptionUnavailable state={prescription} />;
  return <OrderStyles {...prescription} onBack={onBack} onNext={onNext} />;
}

function OrderStyles({
  prescription: rx,
  scans,
  change,
  onBack,
  onNext,
}: Extract<PatientPrescription, { status: "ready" }> & OrderStylesScreenProps) {
  const companyId = useSavedRxCompanyId();
  // A style's preset goes through the prescription's one change, so it is fitted to the scans and saved as any
  // other choice (and asked first where it would replace a chosen value).
  const preset = useStylePreset({ prescription: rx, scans, change });
  const style = styleTitleOf(rx);
  const setUi = (patch: Partial<Prescription["uiContextData"]>) => change(patchGroup("uiContextData", patch));
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <PageHeader title={ROUTES.orderStyles.title} intro={ORDER_STYLE_TEXTS.intro} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <StyleCards value={style} presetRows={(title) => stylePresetRows(title, scans)} onChange={preset.choose} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: "sticky", top: "calc(var(--app-shell-header-height, 0px) + 16px)" }}>
            <OrderPanel
              pack={effectivePack(rx, scans)}
              quantity={rx.uiContextData.quantity}
              scans={scans}
              onPack={(pack) => setUi({ pack })}
              onQuantity={(quantity) => setUi({ quantity })}
            />
            <StylePresetPanel
              style={style}
              rows={style ? stylePresetRows(style, scans) : []}
              outcome={preset.outcome}
            />
            <ApplySavedRx companyId={companyId} onApply={change} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {ORDER_STYLE_TEXTS.back}
        </Button>
        <Button onClick={onNext} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {ORDER_STYLE_TEXTS.next}
        </Button>
      </Group>
      {preset.dialog}
    </Stack>
  );
}
