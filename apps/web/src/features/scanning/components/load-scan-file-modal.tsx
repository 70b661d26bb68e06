// Load a scan file (issue 33 point 1): the file of one foot's scan (STL, OBJ, PLY or DRC), the scanner it comes
// from and its scan mode, sent with its progress shown; a file the server refuses says why, in its words.
import { Alert, Button, FileInput, Group, Loader, Modal, Progress, Select, Stack, Text } from "@mantine/core";
import { type Foot, SCAN_MODE_VALUES, type ScanModeValue } from "@solerx/domain/scan";
import { IconAlertCircle, IconFileUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import {
  DEFAULT_FILE_SCANNER_TYPE,
  FILE_SCANNER_TYPES,
  type FileScannerType,
  formatFileSize,
  isFileScannerType,
  SCAN_FILE_ACCEPT,
} from "../../../entities/scan/lib/scan-file";
import { SCAN_MODE_LABELS, SCANNER_TYPE_LABELS } from "../../../entities/scan/texts";
import type { ScanFileUpload } from "../hooks/use-scan-file-upload";
import { SCAN_FILE_TEXTS, SCANNING_TEXTS } from "../texts";

const FOOT_NAMES = { left: SCANNING_TEXTS.leftFoot, right: SCANNING_TEXTS.rightFoot } as const;

const SCANNER_OPTIONS = FILE_SCANNER_TYPES.map((value) => ({ value, label: SCANNER_TYPE_LABELS[value] }));
const MODE_OPTIONS = SCAN_MODE_VALUES.map((value) => ({ value, label: SCAN_MODE_LABELS[value].label }));

function isScanMode(value: unknown): value is ScanModeValue {
  return (SCAN_MODE_VALUES as readonly unknown[]).includes(value);
}

export interface LoadScanFileModalProps {
  upload: ScanFileUpload;
  /** The session's scan mode, the file's by default. */
  scanMode: ScanModeValue;
}

export function LoadScanFileModal({ upload, scanMode }: LoadScanFileModalProps) {
  // The last foot stays named while the modal closes (its transition).
  const [foot, setFoot] = useState<Foot>("left");
  useEffect(() => {
    if (upload.foot) setFoot(upload.foot);
  }, [upload.foot]);
  const busy = upload.state.phase !== "idle";
  return (
    <Modal
      opened={upload.foot !== null}
      onClose={upload.close}
      title={SCAN_FILE_TEXTS.title(FOOT_NAMES[foot])}
      centered
      size={520}
      closeOnClickOutside={!busy}
    >
      {upload.foot && <ScanFileForm key={upload.foot} upload={upload} scanMode={scanMode} />}
    </Modal>
  );
}

function ScanFileForm({ upload, scanMode }: LoadScanFileModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [scannerType, setScannerType] = useState<FileScannerType>(DEFAULT_FILE_SCANNER_TYPE);
  const [mode, setMode] = useState<ScanModeValue>(scanMode);
  const { state } = upload;
  const busy = state.phase !== "idle";
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        upload.submit({ file, scannerType, scanMode: mode });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{SCAN_FILE_TEXTS.intro}</Text>
        <FileInput
          label={SCAN_FILE_TEXTS.file}
          description={SCAN_FILE_TEXTS.fileDescription}
          placeholder={SCAN_FILE_TEXTS.filePlaceholder}
          accept={SCAN_FILE_ACCEPT}
          value={file}
          onChange={(next) => {
            setFile(next);
            upload.fileChanged(next);
          }}
          error={upload.fileError}
          disabled={busy}
          clearable
          clearButtonProps={{ "aria-label": SCAN_FILE_TEXTS.clearFile }}
          withAsterisk
          leftSection={<IconFileUpload size={18} aria-hidden />}
          data-autofocus
        />
        <Select
          label={SCAN_FILE_TEXTS.scanner}
          description={SCAN_FILE_TEXTS.scannerDescription}
          data={SCANNER_OPTIONS}
          value={scannerType}
          onChange={(value) => isFileScannerType(value) && setScannerType(value)}
          allowDeselect={false}
          disabled={busy}
        />
        <Select
          label={SCAN_FILE_TEXTS.scanMode}
          data={MODE_OPTIONS}
          value={mode}
          onChange={(value) => isScanMode(value) && setMode(value)}
          allowDeselect={false}
          disabled={busy}
        />
        <UploadProgress state={state} />
        {upload.failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={upload.failure.title}>
            {upload.failure.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={upload.close}>
            {SCAN_FILE_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconFileUpload size={18} aria-hidden />}>
            {SCAN_FILE_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function UploadProgress({ state }: { state: ScanFileUpload["state"] }) {
  if (state.phase === "idle") return null;
  if (state.phase === "finalizing") {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{SCAN_FILE_TEXTS.finalizing}</Text>
      </Group>
    );
  }
  const percent = state.total > 0 ? Math.round((state.sent / state.total) * 100) : 0;
  return (
    <Stack gap={6}>
      <Progress value={percent} aria-label={SCAN_FILE_TEXTS.progressLabel} animated size="md" />
      <Text size="sm" c="dimmed" role="status">
        {SCAN_FILE_TEXTS.uploading(formatFileSize(state.sent), formatFileSize(state.total))} {percent}%
      </Text>
    </Stack>
  );
}
