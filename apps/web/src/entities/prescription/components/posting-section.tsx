// Posting (spec 001 §3 postingOptions, §5 ranges): a column per foot. A foot without a scan is off, says why, and
// holds 0 mm / 0° (the fit to the scans resets it).
import { Badge, Fieldset, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  FOREFOOT_POST_KIND_OPTIONS,
  FOREFOOT_POST_TYPE_OPTIONS,
  POSTING_RANGES,
  type PostingSide,
  REARFOOT_POST_KIND_OPTIONS,
} from "@solerx/domain/prescription";
import type { Foot } from "@solerx/domain/scan";
import { EDITOR_TEXTS } from "../texts";
import { LabelledSegments, OptionSelect, RangeSelect } from "./controls";
import { type EditorSectionProps, FEET } from "./editor-props";

const L = EDITOR_TEXTS.labels;

/** Forefoot post kinds that take a type and degrees. */
const SPECIFIED_FOREFOOT = new Set(["extrinsic", "intrinsic"]);

function PostingFoot({
  foot,
  posting,
  scanned,
  onChange,
}: {
  foot: Foot;
  posting: PostingSide;
  scanned: boolean;
  onChange(update: (posting: PostingSide) => PostingSide): void;
}) {
  const disabled = !scanned;
  const reasonId = `posting-${foot}-no-scan`;
  const set = (patch: Partial<PostingSide>) => onChange((current) => ({ ...current, ...patch }));
  const rearfoot = posting.rearfootPost;
  const forefoot = posting.forefootPost;
  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={disabled ? reasonId : undefined}
      radius="md"
      p="md"
      legend={
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm" span>
            {EDITOR_TEXTS.foot[foot]}
          </Text>
          {disabled && (
            <Badge color="gray" variant="light" size="sm" id={reasonId} title={EDITOR_TEXTS.noScanHint}>
              {EDITOR_TEXTS.noScan[foot]}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="sm">
        <RangeSelect
          label={L.heelLift}
          range={POSTING_RANGES.heelLiftMm}
          value={posting.heelLift}
          format={EDITOR_TEXTS.mm}
          onChange={(heelLift) => set({ heelLift })}
          disabled={disabled}
        />
        <RangeSelect
          label={L.medialHeelSkive}
          range={POSTING_RANGES.heelSkiveMm}
          value={posting.medialHeelSkive}
          format={EDITOR_TEXTS.mm}
          onChange={(medialHeelSkive) => set({ medialHeelSkive })}
          disabled={disabled}
        />
        <RangeSelect
          label={L.lateralHeelSkive}
          range={POSTING_RANGES.heelSkiveMm}
          value={posting.lateralHeelSkive}
          format={EDITOR_TEXTS.mm}
          onChange={(lateralHeelSkive) => set({ lateralHeelSkive })}
          disabled={disabled}
        />
        <OptionSelect
          label={L.rearfootPost}
          value={rearfoot.kind}
          options={REARFOOT_POST_KIND_OPTIONS}
          // Degrees belong to Specify Values only: another kind holds 0.
          onChange={(kind) =>
            set({ rearfootPost: { ...rearfoot, kind, degrees: kind === "specify" ? rearfoot.degrees : 0 } })
          }
          disabled={disabled}
        />
        {rearfoot.kind === "specify" && (
          <RangeSelect
            label={`${L.rearfootPost}, ${EDITOR_TEXTS.degrees.toLowerCase()}`}
            range={POSTING_RANGES.postDegrees}
            value={rearfoot.degrees}
            format={EDITOR_TEXTS.deg}
            onChange={(degrees) => set({ rearfootPost: { ...rearfoot, degrees } })}
            disabled={disabled}
          />
        )}
        <OptionSelect
          label={L.forefootPost}
          value={forefoot.kind}
          options={FOREFOOT_POST_KIND_OPTIONS}
          onChange={(kind) =>
            set({
              forefootPost: { ...forefoot, kind, degrees: SPECIFIED_FOREFOOT.has(kind) ? forefoot.degrees : 0 },
            })
          }
          disabled={disabled}
        />
        {SPECIFIED_FOREFOOT.has(forefoot.kind) && (
          <SimpleGrid cols={2} spacing="sm">
            <LabelledSegments
              label={EDITOR_TEXTS.postType}
              value={forefoot.type}
              data={FOREFOOT_POST_TYPE_OPTIONS}
              onChange={(type) => set({ forefootPost: { ...forefoot, type } })}
              disabled={disabled}
            />
            <RangeSelect
              label={`${L.forefootPost}, ${EDITOR_TEXTS.degrees.toLowerCase()}`}
              range={POSTING_RANGES.postDegrees}
              value={forefoot.degrees}
              format={EDITOR_TEXTS.deg}
              onChange={(degrees) => set({ forefootPost: { ...forefoot, degrees } })}
              disabled={disabled}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}

export function PostingSection({ value, scans, onChange }: EditorSectionProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {FEET.map((foot) => (
        <PostingFoot
          key={foot}
          foot={foot}
          posting={value.postingOptions[foot]}
          scanned={scans[foot]}
          onChange={(update) =>
            onChange((rx) => ({
              ...rx,
              postingOptions: { ...rx.postingOptions, [foot]: update(rx.postingOptions[foot]) },
            }))
          }
        />
      ))}
    </SimpleGrid>
  );
}
