// Each scanned foot's insole as the files the lab prints (GET /lab/orders/{orderID}/insole?side&format; issue 19
// point 4): a 3MF (shell and top cover, print orientation) and an STL (the shell) per foot, made by the server from
// the order as placed and kept with it.
import { Button, Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { DesignFormat, type DesignSide, insoleFileName } from "@solerx/domain/design";
import type { LabOrder } from "@solerx/domain/lab";
import { IconDownload } from "@tabler/icons-react";
import { getLabOrderInsole } from "../api/lab-orders";
import { useFileDownload } from "../hooks/use-file-download";
import { LAB_TEXTS as T } from "../texts";

export function LabInsoleFiles({ orderId, scans }: { orderId: string; scans: LabOrder["scans"] }) {
  const { busy, error, download: save } = useFileDownload();

  if (scans.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noInsoles}
      </Text>
    );
  }

  const download = (side: DesignSide, format: DesignFormat) =>
    save(`${side}-${format}`, () => getLabOrderInsole(orderId, side, format), insoleFileName(orderId, side, format));

  return (
    <div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {scans.map(({ side }) => (
          <Paper key={side} withBorder radius="md" p="sm" role="group" aria-label={T.footInsole(side)}>
            <Text fw={600} size="sm" mb="xs">
              {T.footInsole(side)}
            </Text>
            <Group gap="xs">
              {DesignFormat.options.map((format) => (
                <Button
                  key={format}
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={T.downloadInsole(side, format)}
                  loading={busy === `${side}-${format}`}
                  disabled={busy !== null && busy !== `${side}-${format}`}
                  onClick={() => void download(side, format)}
                >
                  {T.insoleFormat[format]}
                </Button>
              ))}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {T.insoleFilesHint}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}
