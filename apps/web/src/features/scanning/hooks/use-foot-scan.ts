// One foot's scan at a time through the local agent (spec 000 §4 "Scanner agent"): the request, its progress as the
// agent reports it over the WebSocket (matched by the request's UUID), and the dialog of a failure. A sample scan
// (for test use) runs the same upload flow from the page.
import type { Foot } from "@solerx/domain/scan";
import { useCallback, useState } from "react";
import { uploadMockScan } from "../../../entities/scan/api/upload-mock-scan";
import type { ScanSettings } from "../../../entities/scan/scan-settings";
import { requestAgentScan } from "../../../entities/scanner/api/request-scan";
import { type ScannerDialog, scanErrorDialog } from "../../../entities/scanner/lib/scan-errors";
import { reportError } from "../../../lib/error-reporting";
import { showSnackbar } from "../../../lib/snackbar";
import { SCANNING_TEXTS } from "../texts";
import type { Agent } from "./use-agent";
import { markScannedThisVisit } from "./use-scan-screen";

export type FootScanPhase = "scanning" | "uploading";

export interface FootScan {
  /** The foot being scanned, or null. */
  foot: Foot | null;
  phase: FootScanPhase | null;
  /** The failed scan's dialog until it is closed. */
  dialog: ScannerDialog | null;
  scan(foot: Foot): void;
  sample(foot: Foot): void;
  closeDialog(): void;
}

interface Target {
  sessionId: string;
  storeId: string;
  settings: ScanSettings;
  /** A scan arrived: the screen reloads the session's scans. */
  onScanned(): void;
}

export function useFootScan(agent: Agent, target: Target): FootScan {
  const [running, setRunning] = useState<{ foot: Foot; uuid: string | null } | null>(null);
  const [dialog, setDialog] = useState<ScannerDialog | null>(null);
  const { sessionId, storeId, settings, onScanned } = target;
  const { address, state } = agent;

  const finish = useCallback(() => {
    setRunning(null);
    markScannedThisVisit(sessionId);
    onScanned();
  }, [sessionId, onScanned]);

  const scan = useCallback(
    (foot: Foot) => {
      if (running) return;
      const device = state.devices[0];
      if (!device) {
        setDialog(scanErrorDialog("SCANNER_NOT_FOUND"));
        return;
      }
      const uuid = crypto.randomUUID();
      setRunning({ foot, uuid });
      void requestAgentScan(
        address,
        device.id,
        {
          sessionId,
          locationId: storeId,
          foot,
          scanMode: settings.scanMode,
          scannerModel: device.model,
          product: settings.product,
        },
        { uuid },
      ).then(
        (outcome) => {
          if (outcome.ok) return finish();
          setRunning(null);
          setDialog(outcome.dialog);
        },
        (error: unknown) => {
          setRunning(null);
          setDialog(scanErrorDialog(undefined));
          reportError(error);
        },
      );
    },
    [running, state.devices, address, sessionId, storeId, settings, finish],
  );

  const sample = useCallback(
    (foot: Foot) => {
      if (running) return;
      setRunning({ foot, uuid: null });
      uploadMockScan(sessionId, foot, settings).then(
        () => finish(),
        (error: unknown) => {
          setRunning(null);
          showSnackbar(SCANNING_TEXTS.sampleScanFailed);
          reportError(error);
        },
      );
    },
    [running, sessionId, settings, finish],
  );

  // The agent's progress of this request: scanning, then uploading.
  const progress = running?.uuid && state.scan?.uuid === running.uuid ? state.scan.status : null;
  const phase: FootScanPhase | null = running ? (progress === "uploading" ? "uploading" : "scanning") : null;

  return {
    foot: running?.foot ?? null,
    phase,
    dialog,
    scan,
    sample,
    closeDialog: () => setDialog(null),
  };
}
