// The Design Inspection overlay (spec 001 §2): a full-screen dialog over the screen, its focus kept inside and
// Escape closing it, with the visualizer's scenes: InsoleVisualizer (the insoles) and, when the app hands it in,
// LandmarkSelection (the landmark screen's view; features do not import each other, so the app layer wires it).
import { Modal, Tabs } from "@mantine/core";
import { type ComponentType, Suspense } from "react";
import { useDesignInsole } from "../hooks/use-design-insole";
import { DESIGN_INSPECTION_TEXTS as T } from "../texts";
import { InsoleInspection } from "./insole-inspection";

export interface DesignInspectionOverlayProps {
  opened: boolean;
  onClose(): void;
  /** Scene LandmarkSelection, lazily loaded by the app; without it the overlay shows the insoles alone. */
  LandmarkScene?: ComponentType | undefined;
}

function InsoleScene() {
  const { state, record, loading, scanError } = useDesignInsole({ writeSettings: true });
  return <InsoleInspection state={state} files={record} loading={loading} scanError={scanError} />;
}

export function DesignInspectionOverlay({ opened, onClose, LandmarkScene }: DesignInspectionOverlayProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={T.title}
      closeButtonProps={{ "aria-label": T.close }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      data-testid="design-inspection"
    >
      {LandmarkScene ? (
        <Tabs defaultValue="insole" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="insole">{T.tabs.insole}</Tabs.Tab>
            <Tabs.Tab value="landmarks">{T.tabs.landmarks}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="insole">
            <InsoleScene />
          </Tabs.Panel>
          <Tabs.Panel value="landmarks">
            <Suspense fallback={null}>
              <LandmarkScene />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <InsoleScene />
      )}
    </Modal>
  );
}
