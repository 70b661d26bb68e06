// 3D Scan (spec 000 §2 "/threed"): the scanner's state, a scan of each foot through the local agent with its
// progress or loaded from a scan file (issue 33 point 1), each scan in 3D as soon as it is uploaded, its
// orientation put right when the server could not measure it or it looks wrong (issue 33 point 4), and the way on
// to the results once the scans are enough. The agent's dialogs (scan errors, the USB Agent error with Restart,
// the software update) show over it.
import { Alert, Button, Grid, Group, Stack, VisuallyHidden } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import { IconAlertCircle, IconArrowLeft, IconArrowRight } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { PageHeader } from "../../../components/layouts/page-header";
import { PageLoader } from "../../../components/page-loader";
import { ROUTES } from "../../../config/paths";
import type { ScanSettings } from "../../../entities/scan/scan-settings";
import { isAgentConnecting } from "../../../entities/scanner/lib/scan-errors";
import { getConfig } from "../../../lib/config";
import { type Agent, useAgent } from "../hooks/use-agent";
import { useFootScan } from "../hooks/use-foot-scan";
import { useScanCorrection } from "../hooks/use-scan-correction";
import { useScanFileUpload } from "../hooks/use-scan-file-upload";
import { useScanScreen } from "../hooks/use-scan-screen";
import { sampleScansOffered } from "../lib/test-tools";
import { SCANNING_TEXTS } from "../texts";
import { FootCard } from "./foot-card";
import { LoadScanFileModal } from "./load-scan-file-modal";
import { ScanCorrection } from "./scan-correction";
import { ScanView, scalesOf } from "./scan-view";
import { AgentErrorModal, DifferentSettingsModal, ScanErrorModal } from "./scanner-dialogs";
import { ScannerStatus } from "./scanner-status";
import { SettingsSummary } from "./settings-summary";
import { SoftwareUpdateModal } from "./software-update-modal";

export interface ThreedScreenProps {
  onSettings(): void;
  onResults(): void;
  /** The open record is a reorder's clone: its new session has none of the old scans. */
  reorder?: boolean;
}

export function ThreedScreen(props: ThreedScreenProps) {
  const screen = useScanScreen();
  const agent = useAgent(screen.storeId);
  if (!screen.sessionId || !screen.storeId || !screen.settings)
    return <PageLoader label={SCANNING_TEXTS.loadingScans} />;
  return (
    <Threed
      {...props}
      screen={screen}
      agent={agent}
      sessionId={screen.sessionId}
      storeId={screen.storeId}
      settings={screen.settings}
    />
  );
}

interface ThreedProps extends ThreedScreenProps {
  screen: ReturnType<typeof useScanScreen>;
  agent: Agent;
  sessionId: string;
  storeId: string;
  settings: ScanSettings;
}

function useAgentDialogs(agent: Agent) {
  const { connection, state } = agent;
  const failed = state.status === "error" || state.status === "session failed";
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!failed) setDismissed(false);
  }, [failed]);
  // The update is installed as soon as it is downloaded; the page reloads after the countdown.
  useEffect(() => {
    if (state.update.phase === "ready") connection.installUpdate();
  }, [state.update.phase, connection]);
  return {
    agentErrorOpen: failed && !dismissed,
    dismissAgentError: () => setDismissed(true),
    acceptUpdate: () => connection.downloadUpdate(),
    declineUpdate: () => connection.declineUpdate(),
  };
}

function Threed({ screen, agent, sessionId, storeId, settings, onSettings, onResults, reorder }: ThreedProps) {
  const { loading } = screen;
  const { reload } = loading;
  const footScan = useFootScan(agent, { sessionId, storeId, settings, onScanned: reload });
  const fileUpload = useScanFileUpload({ sessionId, settings, onUploaded: reload });
  const correction = useScanCorrection(loading.set);
  const dialogs = useAgentDialogs(agent);
  const { set } = loading;
  const waiting = isAgentConnecting(agent.state.status);
  const sampleOffered = sampleScansOffered(getConfig(), agent.state.devices);
  const noScans = set.left === null && set.right === null;

  const card = (foot: Foot) => {
    const loaded = set[foot];
    // A scan being replaced (this foot's scan under way) is not corrected meanwhile.
    const correctable =
      loaded && footScan.foot !== foot ? { foot, loaded, correction, disabled: footScan.foot !== null } : null;
    return (
      <FootCard
        foot={foot}
        loaded={loaded}
        phase={footScan.foot === foot ? footScan.phase : null}
        busy={footScan.foot !== null && footScan.foot !== foot}
        scannerWaiting={waiting}
        sampleOffered={sampleOffered}
        remeasuring={correction.pending === foot}
        onScan={() => footScan.scan(foot)}
        onSample={() => footScan.sample(foot)}
        onLoadFile={() => fileUpload.open(foot)}
        notes={correctable && <ScanCorrection {...correctable} part="notes" />}
      >
        {correctable && <ScanCorrection {...correctable} part="menu" />}
      </FootCard>
    );
  };
  const { picking } = correction;

  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <PageHeader title={ROUTES.threed.title} intro={SCANNING_TEXTS.threedIntro}>
        <SettingsSummary settings={settings} onChange={onSettings} />
      </PageHeader>
      <ScannerStatus state={agent.state} />
      {reorder && noScans && loading.status === "loaded" && (
        <Alert color="blue" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {SCANNING_TEXTS.rescanNeeded}
        </Alert>
      )}
      {loading.status === "error" && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={SCANNING_TEXTS.scanLoadFailed}>
          <Button mt="xs" size="xs" variant="default" onClick={reload}>
            {SCANNING_TEXTS.tryAgain}
          </Button>
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ScanView
            left={set.left?.url ?? null}
            right={set.right?.url ?? null}
            busy={footScan.foot ?? correction.pending}
            scales={scalesOf(set)}
            picking={
              picking && {
                pick: picking,
                sending: correction.pending !== null,
                onPick: correction.pick,
                onMove: correction.movePick,
                onCancel: correction.cancelMarking,
              }
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {card("left")}
            {card("right")}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="space-between">
        <Button variant="default" onClick={onSettings} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {ROUTES.scanSettings.title}
        </Button>
        <Button
          onClick={onResults}
          disabled={!screen.enough || footScan.foot !== null || correction.pending !== null}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {SCANNING_TEXTS.toResults}
        </Button>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {correction.announcement}
      </VisuallyHidden>
      <LoadScanFileModal upload={fileUpload} scanMode={settings.scanMode} />
      <ScanErrorModal dialog={footScan.dialog} onClose={footScan.closeDialog} />
      <AgentErrorModal
        opened={dialogs.agentErrorOpen && footScan.dialog === null}
        onRestart={agent.restart}
        onClose={dialogs.dismissAgentError}
      />
      <SoftwareUpdateModal
        update={agent.state.update}
        onAccept={dialogs.acceptUpdate}
        onDecline={dialogs.declineUpdate}
      />
      <DifferentSettingsModal
        opened={screen.differentSettings && footScan.foot === null}
        onBack={() => {
          screen.closeDifferentSettings();
          onSettings();
        }}
        onNext={screen.closeDifferentSettings}
      />
    </Stack>
  );
}
