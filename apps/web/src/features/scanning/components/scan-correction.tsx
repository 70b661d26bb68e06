// One foot's scan orientation (issue 33 point 4): a scan the server could not measure says why and offers the three
// ways to put it right at once; a measured scan offers them in a menu, for a clinician who thinks it looks wrong.
// The server's notes on the scan (the units it assumed for a file, a length it doubts) show with it as warnings.
import { Alert, Button, Group, Menu, Stack, Text } from "@mantine/core";
import type { Foot } from "@solerx/domain/scan";
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconArrowsExchange,
  IconChevronDown,
  IconClick,
  IconFlipVertical,
  IconRotate2,
} from "@tabler/icons-react";
import type { LoadedScan } from "../../../entities/scan/lib/scan-loading";
import type { ScanCorrection as Correction } from "../hooks/use-scan-correction";
import { ORIENTATION_TEXTS, SCANNING_TEXTS } from "../texts";

const FOOT_NAMES = { left: SCANNING_TEXTS.leftFoot, right: SCANNING_TEXTS.rightFoot } as const;

export interface ScanCorrectionProps {
  foot: Foot;
  loaded: LoadedScan;
  correction: Correction;
  /** Another foot's scan or upload is under way: nothing is sent meanwhile. */
  disabled?: boolean;
  /**
   * What to show: the card's notes (a refusal's reason with the fixes, the server's warnings), the card's menu of
   * fixes for a measured scan, or the fixes alone (Results, whose measurements carry the reason and the notes).
   */
  part: "notes" | "menu" | "actions";
}

/** The server's warnings on a scan's figures (not its refusal): the units it assumed, a length it doubts. */
export function ScanWarnings({ loaded }: { loaded: LoadedScan }) {
  const { unitsNote, lengthWarning } = loaded.properties;
  const notes = [unitsNote, lengthWarning].filter((note): note is string => !!note);
  if (notes.length === 0) return null;
  return (
    <Stack gap={6}>
      {notes.map((note) => (
        <Alert
          key={note}
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          styles={{ message: { fontSize: "var(--mantine-font-size-sm)" } }}
        >
          {note}
        </Alert>
      ))}
    </Stack>
  );
}

const ACTIONS = [
  {
    key: "heelToe",
    label: ORIENTATION_TEXTS.flipHeelToe,
    hint: ORIENTATION_TEXTS.flipHeelToeHint,
    Icon: IconArrowsExchange,
  },
  {
    key: "soleTop",
    label: ORIENTATION_TEXTS.flipSoleTop,
    hint: ORIENTATION_TEXTS.flipSoleTopHint,
    Icon: IconFlipVertical,
  },
  { key: "mark", label: ORIENTATION_TEXTS.markHeelToe, hint: ORIENTATION_TEXTS.markHeelToeHint, Icon: IconClick },
] as const;

export function ScanCorrection({ foot, loaded, correction, disabled = false, part }: ScanCorrectionProps) {
  const refused = loaded.properties.unmeasurable ?? null;
  const pending = correction.pending === foot;
  const marking = correction.picking?.foot === foot;
  const blocked = disabled || correction.pending !== null || (correction.picking !== null && !marking);
  const error = correction.errors[foot];
  const run = (key: (typeof ACTIONS)[number]["key"]) =>
    key === "mark" ? correction.startMarking(foot) : correction.flip(foot, key);

  const actions = refused ? (
    <Group gap="xs" wrap="wrap">
      {ACTIONS.map(({ key, label, hint, Icon }) => (
        <Button
          key={key}
          size="xs"
          variant="default"
          title={hint}
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => run(key)}
          disabled={blocked || marking}
          loading={pending && key !== "mark"}
        >
          {label}
        </Button>
      ))}
    </Group>
  ) : (
    <Menu position="bottom-start" withinPortal shadow="md" disabled={blocked || marking}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRotate2 size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={blocked || marking}
          loading={pending}
          aria-label={ORIENTATION_TEXTS.menuFor(FOOT_NAMES[foot])}
        >
          {ORIENTATION_TEXTS.menu}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{ORIENTATION_TEXTS.menuLabel}</Menu.Label>
        {ACTIONS.map(({ key, label, hint, Icon }) => (
          <Menu.Item key={key} leftSection={<Icon size={16} aria-hidden />} onClick={() => run(key)} aria-label={label}>
            <Text size="sm">{label}</Text>
            <Text size="xs" c="gray.7">
              {hint}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  const status = (
    <>
      {pending && (
        <Text size="sm" c="gray.7">
          {ORIENTATION_TEXTS.measuring}
        </Text>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertCircle size={16} aria-hidden />}
          title={ORIENTATION_TEXTS.failed}
        >
          {error}
        </Alert>
      )}
    </>
  );

  // Results: the fixes alone (the reason and the notes are beside the measurements).
  if (part === "actions") {
    return (
      <Stack gap="xs">
        <Group gap="xs">{actions}</Group>
        {status}
      </Stack>
    );
  }
  // The card's menu, below its buttons: only for a measured scan (a refused one offers the fixes in its notes).
  if (part === "menu") {
    if (refused) return null;
    return (
      <Stack gap="xs">
        <Group gap="xs">{actions}</Group>
        {status}
      </Stack>
    );
  }
  // The card's notes, below its status line: why it was refused, with the fixes, and the server's warnings.
  if (!refused) return <ScanWarnings loaded={loaded} />;
  return (
    <Stack gap="xs">
      <Alert
        color="orange"
        variant="light"
        p="sm"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={ORIENTATION_TEXTS.refusedTitle}
      >
        <Stack gap="xs">
          <Text size="sm">{refused}</Text>
          {actions}
        </Stack>
      </Alert>
      {status}
      <ScanWarnings loaded={loaded} />
    </Stack>
  );
}
