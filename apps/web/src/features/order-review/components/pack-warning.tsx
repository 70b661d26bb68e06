// Order Review's warning when the order's pack leaves out a scanned foot (Left Only with both feet scanned): a
// clinician may mean it, but a reorder or a quick click may not, so it is said before Place order, with the way to
// change it (issue 16 point 1).
import { Alert, Button } from "@mantine/core";
import { type Pack, type ScanPresence, scannedFeetOutsidePack } from "@solerx/domain/prescription";
import { IconAlertTriangle } from "@tabler/icons-react";
import { PACK_WARNING_TEXTS as T } from "../texts";

export function PackWarning({
  pack,
  scans,
  onChangePack,
}: {
  pack: Pack | undefined;
  scans: ScanPresence;
  onChangePack(): void;
}) {
  const left = pack ? scannedFeetOutsidePack(pack, scans) : [];
  if (!pack || left.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={T.title}>
      {T.body(pack, left)}
      <div>
        <Button mt="sm" size="xs" variant="default" onClick={onChangePack}>
          {T.changePack}
        </Button>
      </div>
    </Alert>
  );
}
