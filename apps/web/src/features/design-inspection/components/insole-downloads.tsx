// Each scanned foot's insole as a file (GET /design/{sessionID}/insole?side&format, issue 19 point 4): 3MF (shell
// and top cover) and STL (the shell). The server makes them from the saved record, so what waits in the save
// queue is sent first and the file is the insole on screen.
import { Button, Group, Text } from "@mantine/core";
import { DesignFormat, type DesignSide, designInsolePath, insoleFileName } from "@solerx/domain/design";
import { IconDownload } from "@tabler/icons-react";
import { flushSaves } from "../../../entities/patient/save-queue-instance";
import { apiBlobRequest } from "../../../lib/api-client";
import { useFileDownload } from "../../../lib/use-file-download";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

const T = DESIGN_INSPECTION_TEXTS.downloads;
const FAILED = "The insole file could not be downloaded.";

export function InsoleDownloads({
  sessionID,
  patientID,
  sides,
}: {
  sessionID: string;
  patientID: string;
  sides: readonly DesignSide[];
}) {
  const { busy, error, download } = useFileDownload(FAILED);
  const fetchFile = async (side: DesignSide, format: DesignFormat) => {
    await flushSaves(patientID);
    return apiBlobRequest({ path: designInsolePath(sessionID, side, format) });
  };
  return (
    <div>
      <Group gap="xs">
        {sides.flatMap((side) =>
          DesignFormat.options.map((format) => {
            const key = `${side}-${format}`;
            return (
              <Button
                key={key}
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                aria-label={T.label(side, format)}
                loading={busy === key}
                disabled={busy !== null && busy !== key}
                onClick={() =>
                  void download(key, () => fetchFile(side, format), insoleFileName(sessionID, side, format))
                }
              >
                {T.file(side, format)}
              </Button>
            );
          }),
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}
