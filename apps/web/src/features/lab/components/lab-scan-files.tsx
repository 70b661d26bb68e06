// Each of the order's scans as the files the lab makes the device from: the foot, the mode it was scanned in, and
// STL and OBJ downloads (GET /lab/orders/{orderID}/scans/{side}?format, converted by the server from the stored
// Draco file; issue 16 point 5).
import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { LabScanFormat as Formats, type LabOrder, type LabScanFormat, labScanFileName } from "@solerx/domain/lab";
import { IconDownload } from "@tabler/icons-react";
import { SCAN_MODE_LABELS } from "../../../entities/scan/texts";
import { useFileDownload } from "../../../lib/use-file-download";
import { getLabScanFile } from "../api/lab-orders";
import { LAB_TEXTS as T } from "../texts";

type OrderScan = LabOrder["scans"][number];

export function LabScanFiles({ orderId, scans }: { orderId: string; scans: LabOrder["scans"] }) {
  const { busy, error, download: save } = useFileDownload(T.downloadFailed);

  const download = (scan: OrderScan, format: LabScanFormat) =>
    save(
      `${scan.side}-${format}`,
      () => getLabScanFile(orderId, scan.side, format),
      labScanFileName(orderId, scan.side, format),
    );

  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {scans.map((scan) => (
          <Paper key={scan.side} withBorder radius="md" p="sm" role="group" aria-label={T.footScan(scan.side)}>
            <Text fw={600} size="sm">
              {T.footScan(scan.side)}
            </Text>
            <Text size="sm" c="dimmed" mb="xs">
              {T.scanMode}: {scan.scanMode ? SCAN_MODE_LABELS[scan.scanMode].label : T.scanModeUnknown}
            </Text>
            <Group gap="xs">
              {Formats.options.map((format) => (
                <Button
                  key={format}
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={T.downloadScan(scan.side, format)}
                  loading={busy === `${scan.side}-${format}`}
                  disabled={busy !== null && busy !== `${scan.side}-${format}`}
                  onClick={() => void download(scan, format)}
                >
                  {format}
                </Button>
              ))}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {T.scanFilesHint}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}
