// Scan settings (spec 000 §2 "/scan-settings"): the scan mode, the product and a pair or one orthotic, chosen
// before the feet are scanned. Each choice is kept at once; Continue goes to the 3D scan.
import { Button, Group, Paper, Stack } from "@mantine/core";
import { SCAN_MODE_VALUES, type ScanModeValue } from "@solerx/domain/scan";
import { IconArrowRight } from "@tabler/icons-react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ROUTES } from "../../../config/paths";
import { SCAN_PRODUCTS, type ScanProduct, type ScanSettings } from "../../../entities/scan/scan-settings";
import { PRODUCT_LABELS, SCAN_MODE_LABELS } from "../../../entities/scan/texts";
import { SCANNING_TEXTS } from "../texts";
import { ChoiceCards } from "./choice-cards";

const MODE_CHOICES = SCAN_MODE_VALUES.map((value) => ({ value, ...SCAN_MODE_LABELS[value] }));
const PRODUCT_CHOICES = SCAN_PRODUCTS.map((value) => ({ value, ...PRODUCT_LABELS[value] }));
const ORTHOTIC_CHOICES = [
  { value: "pair", label: SCANNING_TEXTS.pair, description: SCANNING_TEXTS.pairDescription },
  { value: "one", label: SCANNING_TEXTS.oneOrthotic, description: SCANNING_TEXTS.oneOrthoticDescription },
] as const;

export interface ScanSettingsScreenProps {
  settings: ScanSettings;
  onChange(settings: ScanSettings): void;
  onContinue(): void;
}

export function ScanSettingsScreen({ settings, onChange, onContinue }: ScanSettingsScreenProps) {
  return (
    <Stack gap="lg" maw={880} mx="auto" w="100%">
      <PageHeader title={ROUTES.scanSettings.title} intro={SCANNING_TEXTS.settingsIntro} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="xl">
          <ChoiceCards<ScanModeValue>
            label={SCANNING_TEXTS.scanMode}
            value={settings.scanMode}
            choices={MODE_CHOICES}
            onChange={(scanMode) => onChange({ ...settings, scanMode })}
          />
          <ChoiceCards<ScanProduct>
            label={SCANNING_TEXTS.product}
            value={settings.product}
            choices={PRODUCT_CHOICES}
            onChange={(product) => onChange({ ...settings, product })}
          />
          <ChoiceCards<"pair" | "one">
            label={SCANNING_TEXTS.orthotics}
            value={settings.oneFoot ? "one" : "pair"}
            choices={ORTHOTIC_CHOICES}
            onChange={(choice) => onChange({ ...settings, oneFoot: choice === "one" })}
          />
          <Group justify="flex-end">
            <Button onClick={onContinue} rightSection={<IconArrowRight size={18} aria-hidden />}>
              {SCANNING_TEXTS.continueToScan}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
