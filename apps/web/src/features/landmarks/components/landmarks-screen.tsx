// Landmark selection (spec 000 §2 "/landmarks"; issue 20 point 1): the landmarks the insole is built on, checked
// and moved on each foot's scan, between Results and the orthotic style. The view itself is the overlay's too.
import { Button, Group, Stack } from "@mantine/core";
import { IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ROUTES } from "../../../config/paths";
import { LANDMARK_TEXTS } from "../texts";
import LandmarkSelectionView from "./landmark-selection-view";

export function LandmarksScreen({ onBack, onNext }: { onBack(): void; onNext(): void }) {
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <PageHeader title={ROUTES.landmarks.title} intro={LANDMARK_TEXTS.intro} />
      <LandmarkSelectionView />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {LANDMARK_TEXTS.backToResults}
        </Button>
        <Button onClick={onNext} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {LANDMARK_TEXTS.toOrthoticStyles}
        </Button>
      </Group>
    </Stack>
  );
}
