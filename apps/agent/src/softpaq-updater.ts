// The agent's software update ("SoftpaqUpdater", spec 000 §4 "Scanner agent"): CheckUpdate answers with an
// offered update or NoUpdatesAvailable; DownloadSoftpaq reports DownloadProgress up to 100 and then ReadyToInstall;
// RunInstaller installs; CancelUpdate stops a download. No update server exists for SoleRx: this mock offers the
// update it is told to (the mock control API or --update), with a download that takes downloadDurationMs.
import type { AgentEvent, MockControl } from "@solerx/domain/scan";

export type UpdateOffer = NonNullable<MockControl["update"]>;
type Emit = (event: AgentEvent) => void;

/** DownloadProgress is sent in this many steps (10 %, 20 % … 100 %). */
const PROGRESS_STEPS = 10;
const DEFAULT_DOWNLOAD_DURATION_MS = 2000;

export interface SoftpaqUpdater {
  /** The agent's installed version. */
  version(): string;
  check(jwt: string): AgentEvent;
  download(emit: Emit): void;
  cancel(): void;
  /** Runs the installer of a downloaded update; false when nothing is ready to install. */
  install(): boolean;
  control(change: { update?: UpdateOffer; downloadDurationMs?: number }): void;
  state(): { update: UpdateOffer; downloadDurationMs: number };
  close(): void;
}

/** The next version: the installed one with its minor number raised. */
function nextVersion(version: string): string {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return `${major}.${minor + 1}.0`;
}

export function createMockUpdater(options: {
  version: string;
  update?: UpdateOffer;
  downloadDurationMs?: number;
}): SoftpaqUpdater {
  let installed = options.version;
  let offer: UpdateOffer = options.update ?? "none";
  let downloadDurationMs = options.downloadDurationMs ?? DEFAULT_DOWNLOAD_DURATION_MS;
  let timer: NodeJS.Timeout | undefined;
  /** The next step of the download under way. */
  let nextStep: (() => void) | undefined;
  let ready = false;

  const stopDownload = () => {
    clearTimeout(timer);
    timer = undefined;
    nextStep = undefined;
  };
  const scheduleStep = () => {
    clearTimeout(timer);
    if (nextStep) timer = setTimeout(nextStep, downloadDurationMs / PROGRESS_STEPS);
  };

  return {
    version: () => installed,
    check() {
      // The jwt would authorize the update server; the mock has none to ask.
      if (offer === "none") return { type: "NoUpdatesAvailable" };
      return { type: "NewSoftpaqAvailable", version: nextVersion(installed), required: offer === "required" };
    },
    download(emit) {
      if (offer === "none" || timer !== undefined) return;
      const version = nextVersion(installed);
      ready = false;
      let step = 0;
      const tick = () => {
        step += 1;
        emit({ type: "DownloadProgress", version, percent: (step * 100) / PROGRESS_STEPS });
        if (step < PROGRESS_STEPS) {
          scheduleStep();
          return;
        }
        stopDownload();
        ready = true;
        emit({ type: "ReadyToInstall", version });
      };
      emit({ type: "DownloadProgress", version, percent: 0 });
      nextStep = tick;
      scheduleStep();
    },
    cancel() {
      stopDownload();
      ready = false;
    },
    install() {
      if (!ready) return false;
      installed = nextVersion(installed);
      offer = "none";
      ready = false;
      return true;
    },
    control(change) {
      if (change.update !== undefined) {
        offer = change.update;
        stopDownload();
        ready = false;
      }
      if (change.downloadDurationMs !== undefined) {
        downloadDurationMs = change.downloadDurationMs;
        // The download under way takes the new pace at once: a test holds it at 0 % with a long duration, looks,
        // then lets it finish with a short one.
        scheduleStep();
      }
    },
    state: () => ({ update: offer, downloadDurationMs }),
    close: stopDownload,
  };
}
