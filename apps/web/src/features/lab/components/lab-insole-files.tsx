// Each scanned foot's insole as the files the lab prints (GET /lab/orders/{orderID}/insole?side&format; issue 19
// point 4): a 3MF (shell and top cover, print orientation) and an STL (the shell) per foot, made by the server from
// the order as placed and kept with it.
import { Button, Center, Group, Loader, Paper, SimpleGrid, Text } from "@mantine/core";
import { DesignFormat, type DesignSide, insoleFileName } from "@solerx/domain/design";
import type { LabOrder } from "@solerx/domain/lab";
import { IconCube, IconDownload } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { loadStlInsoleViewer } from "../../../components/insole-viewer/load";
import { useFileDownload } from "../../../lib/use-file-download";
import { getLabOrderInsole } from "../api/lab-orders";
import { LAB_TEXTS as T } from "../texts";

const StlInsoleViewer = lazy(loadStlInsoleViewer);

/** The order's insoles in 3D, read-only: each scanned foot's STL (the file the lab downloads), fetched when asked. */
function LabInsoles3d({ orderId, sides }: { orderId: string; sides: DesignSide[] }) {
  const [files, setFiles] = useState<Partial<Record<DesignSide, ArrayBuffer>> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all(
      sides.map(async (side) => [side, await (await getLabOrderInsole(orderId, side, "stl")).arrayBuffer()] as const),
    )
      .then((entries) => live && setFiles(Object.fromEntries(entries)))
      .catch((caught: unknown) => live && setError(caught instanceof Error ? caught.message : T.downloadFailed));
    return () => {
      live = false;
    };
  }, [orderId, sides]);
  const loading = (
    <Center h={320}>
      <Loader size="sm" aria-label={T.insolesLoading} />
    </Center>
  );
  if (error) {
    return (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} bg="gray.0" mt="sm">
      {files ? (
        <Suspense fallback={loading}>
          <StlInsoleViewer files={files} label={T.insoleViewerLabel(sides)} height={320} />
        </Suspense>
      ) : (
        loading
      )}
    </Paper>
  );
}

export function LabInsoleFiles({ orderId, scans }: { orderId: string; scans: LabOrder["scans"] }) {
  const { busy, error, download: save } = useFileDownload(T.downloadFailed);
  const [show3d, setShow3d] = useState(false);
  const [sides] = useState<DesignSide[]>(() => scans.map((scan) => scan.side));

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
      {show3d ? (
        <LabInsoles3d orderId={orderId} sides={sides} />
      ) : (
        <Button
          variant="default"
          size="xs"
          mt="sm"
          leftSection={<IconCube size={14} aria-hidden />}
          onClick={() => setShow3d(true)}
        >
          {T.showInsoles3d}
        </Button>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}
