// Load a scan file (issue 33 point 1): the modal's state for one foot at a time, the checks made before a byte is
// sent (its type and size: lib/scan-file), the upload through the mock scan's own flow (entities/scan upload-scan)
// with its progress, and what a refusal says: the server's own words when it gave them (a file that is not a mesh,
// 422), the step's otherwise. After a success the screen reloads the session's scans, as after any scan.
import type { Foot, ScanModeValue } from "@solerx/domain/scan";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  isCancelledUpload,
  ScanFileTooLargeError,
  ScanUploadError,
  serverMessageOf,
  uploadScan,
} from "../../../entities/scan/api/upload-scan";
import {
  type FileScannerType,
  formatFileSize,
  scanFileFormat,
  scanFileProblem,
} from "../../../entities/scan/lib/scan-file";
import type { ScanSettings } from "../../../entities/scan/scan-settings";
import { reportError } from "../../../lib/error-reporting";
import { SCAN_FILE_TEXTS } from "../texts";
import { markScannedThisVisit } from "./use-scan-screen";

export interface ScanFileChoice {
  file: File | null;
  scannerType: FileScannerType;
  scanMode: ScanModeValue;
}

export type ScanFileUploadState =
  | { phase: "idle" }
  | { phase: "uploading"; sent: number; total: number }
  | { phase: "finalizing" };

export interface ScanFileUpload {
  /** The foot whose modal is open, or null. */
  foot: Foot | null;
  state: ScanFileUploadState;
  /** What is wrong with the chosen file (its field's error). */
  fileError: string | null;
  /** Why the server refused it or the upload failed (the modal's alert): a title and the words. */
  failure: { title: string; message: string } | null;
  open(foot: Foot): void;
  close(): void;
  /** The chosen file changed: its error goes. */
  fileChanged(file: File | null): void;
  submit(choice: ScanFileChoice): void;
}

/** The field's words for a file that cannot be sent, or null. */
export function fileErrorOf(file: File | null): string | null {
  if (!file) return SCAN_FILE_TEXTS.required;
  const problem = scanFileProblem(file);
  if (!problem) return null;
  if (problem.kind === "type") return SCAN_FILE_TEXTS.wrongType;
  if (problem.kind === "empty") return SCAN_FILE_TEXTS.empty;
  return SCAN_FILE_TEXTS.tooLarge(formatFileSize(problem.size), formatFileSize(problem.maxBytes));
}

/** What a failed upload says: the server's message as it is (a refused file), else the failed step's words. */
export function uploadFailureOf(error: unknown): { title: string; message: string } {
  const server = serverMessageOf(error);
  if (server) return { title: SCAN_FILE_TEXTS.refused, message: server };
  const step = error instanceof ScanUploadError ? error.step : "uploading";
  const detail = error instanceof ScanUploadError && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return { title: SCAN_FILE_TEXTS.failed, message: `${SCAN_FILE_TEXTS.failedAt[step]}${detail}` };
}

interface Target {
  sessionId: string;
  settings: ScanSettings;
  /** A scan arrived: the screen reloads the session's scans. */
  onUploaded(foot: Foot): void;
}

export function useScanFileUpload({ sessionId, settings, onUploaded }: Target): ScanFileUpload {
  const [foot, setFoot] = useState<Foot | null>(null);
  const [state, setState] = useState<ScanFileUploadState>({ phase: "idle" });
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  const running = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ phase: "idle" });
    setFileError(null);
    setFailure(null);
  }, []);

  // An upload under way when the screen goes is cancelled.
  useEffect(() => () => running.current?.abort(), []);

  const open = useCallback(
    (next: Foot) => {
      reset();
      setFoot(next);
    },
    [reset],
  );

  const close = useCallback(() => {
    reset();
    setFoot(null);
  }, [reset]);

  const submit = useCallback(
    (choice: ScanFileChoice) => {
      if (!foot || running.current) return;
      const { file } = choice;
      const problem = fileErrorOf(file);
      setFailure(null);
      setFileError(problem);
      const format = file ? scanFileFormat(file.name) : null;
      if (problem || !file || !format) return;
      const abort = new AbortController();
      running.current = abort;
      setState({ phase: "uploading", sent: 0, total: file.size });
      uploadScan(
        {
          sessionId,
          foot,
          scanMode: choice.scanMode,
          product: settings.product,
          scannerType: choice.scannerType,
          format,
        },
        file,
        {
          signal: abort.signal,
          onProgress: (sent, total) => {
            if (!abort.signal.aborted) setState({ phase: "uploading", sent, total });
          },
          onFinalizing: () => {
            if (!abort.signal.aborted) setState({ phase: "finalizing" });
          },
        },
      ).then(
        () => {
          if (abort.signal.aborted) return;
          running.current = null;
          setState({ phase: "idle" });
          setFoot(null);
          markScannedThisVisit(sessionId);
          onUploaded(foot);
        },
        (error: unknown) => {
          if (abort.signal.aborted || isCancelledUpload(error)) return;
          running.current = null;
          setState({ phase: "idle" });
          if (error instanceof ScanFileTooLargeError) {
            setFileError(SCAN_FILE_TEXTS.tooLarge(formatFileSize(error.size), formatFileSize(error.maxBytes)));
            return;
          }
          setFailure(uploadFailureOf(error));
          if (!serverMessageOf(error)) reportError(error);
        },
      );
    },
    [foot, sessionId, settings.product, onUploaded],
  );

  const fileChanged = useCallback(() => {
    setFileError(null);
    setFailure(null);
  }, []);

  return { foot, state, fileError, failure, open, close, fileChanged, submit };
}
