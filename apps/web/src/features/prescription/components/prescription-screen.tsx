// Prescription (spec 001 §2 "/prescription"): the open patient's prescription in the editor, with the category
// jump buttons (a Menu under 768 px), Save as saved Rx, and the way back to the styles and on to Order Review.
// Every change autosaves 1 s later (the top bar shows Saving / Saved).
import { Button, Group, Stack } from "@mantine/core";
import { orderTypeText, orthoticStyleName } from "@solerx/domain/prescription";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { PageHeader } from "../../../components/layouts/page-header";
import { StickyBar } from "../../../components/layouts/sticky-bar";
import { ROUTES } from "../../../config/paths";
import { PrescriptionEditor } from "../../../entities/prescription/components/prescription-editor";
import { PrescriptionUnavailable } from "../../../entities/prescription/components/prescription-unavailable";
import { effectivePack } from "../../../entities/prescription/lib/fit";
import { usePatientPrescription } from "../../../entities/prescription/use-patient-prescription";
import { useSavedRxCompanyId } from "../../../entities/saved-rx/use-saved-rx-company";
import { PRESCRIPTION_TEXTS } from "../texts";
import { CategoryNav } from "./category-nav";
import { SaveAsSavedRx } from "./save-as-saved-rx";

export interface PrescriptionScreenProps {
  onBack(): void;
  onNext(): void;
}

export function PrescriptionScreen({ onBack, onNext }: PrescriptionScreenProps) {
  const prescription = usePatientPrescription();
  const companyId = useSavedRxCompanyId();
  if (prescription.status !== "ready") return <PrescriptionUnavailable state={prescription} />;
  const { prescription: rx, scans, change } = prescription;
  const ui = rx.uiContextData;
  const style = ui.orthoticStyleTitle ?? orthoticStyleName(ui.orthoticStyle);
  const pack = effectivePack(rx, scans);
  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <PageHeader
        title={ROUTES.prescription.title}
        intro={pack ? PRESCRIPTION_TEXTS.summary(style, orderTypeText(pack), ui.quantity) : style}
      />
      <StickyBar>
        <CategoryNav />
      </StickyBar>
      <PrescriptionEditor value={rx} scans={scans} onChange={change} />
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {PRESCRIPTION_TEXTS.back}
        </Button>
        <Group gap="sm">
          <SaveAsSavedRx prescription={rx} companyId={companyId} />
          <Button onClick={onNext} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {PRESCRIPTION_TEXTS.next}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
