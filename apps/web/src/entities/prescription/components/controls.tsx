// The editor's small controls: a labelled row of segments (sides N/A, L, R, B/L; lengths; rigidity), a drop-down of
// a numeric range with its step, and a per-foot list of positions drawn as chips.
import { Chip, Group, Input, NativeSelect, SegmentedControl } from "@mantine/core";
import type { ScanPresence } from "@solerx/domain/prescription";
import { RX_SIDE_OPTIONS, type RxSide } from "@solerx/domain/prescription";
import { useId } from "react";

export interface Segment<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Segments under a visible label, which names the radio group. */
export function LabelledSegments<V extends string>({
  label,
  value,
  data,
  onChange,
  disabled = false,
  description,
}: {
  label: string;
  value: V;
  data: readonly Segment<V>[];
  onChange(value: V): void;
  disabled?: boolean;
  description?: string;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id} description={description}>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        mt={4}
        fullWidth
        value={value}
        onChange={(next) => onChange(next as V)}
        data={data.map((item) => ({ value: item.value, label: item.label, disabled: item.disabled }))}
        disabled={disabled}
        // The chosen segment stands out in the brand colour; the others read as plain text.
        color="brand"
        styles={{ label: { whiteSpace: "normal", lineHeight: 1.25 } }}
      />
    </Input.Wrapper>
  );
}

/** Side choices a foot without a scan cannot take: L needs a left scan, R a right one, B/L both. */
export function sideSegments(scans: ScanPresence): Segment<RxSide>[] {
  const allowed: Record<RxSide, boolean> = {
    none: true,
    left: scans.left,
    right: scans.right,
    both: scans.left && scans.right,
  };
  return RX_SIDE_OPTIONS.map((option) => ({ ...option, disabled: !allowed[option.value] }));
}

export function SideChoice({
  label,
  value,
  scans,
  onChange,
  disabled,
}: {
  label: string;
  value: RxSide;
  scans: ScanPresence;
  onChange(value: RxSide): void;
  disabled?: boolean;
}) {
  return (
    <LabelledSegments<RxSide>
      label={label}
      value={value}
      data={sideSegments(scans)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

/** The values of a range, min to max in steps. */
export function rangeValues(range: { min: number; max: number; step: number }): number[] {
  const values: number[] = [];
  for (let value = range.min; value <= range.max; value += range.step) values.push(value);
  return values;
}

export function RangeSelect({
  label,
  range,
  value,
  format,
  onChange,
  disabled,
}: {
  label: string;
  range: { min: number; max: number; step: number };
  value: number;
  format(value: number): string;
  onChange(value: number): void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={rangeValues(range).map((item) => ({ value: String(item), label: format(item) }))}
      disabled={disabled}
    />
  );
}

export function OptionSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  description,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  disabled?: boolean;
  description?: string;
}) {
  return (
    <NativeSelect
      label={label}
      description={description}
      value={String(value)}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
        if (chosen) onChange(chosen.value);
      }}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      disabled={disabled}
    />
  );
}

/** Positions (1-4, 1-5) of one foot, each a chip that is on or off; the group is named for the list and foot. */
export function PositionChips({
  label,
  positions,
  value,
  onChange,
  disabled,
}: {
  label: string;
  positions: readonly number[];
  value: readonly number[];
  onChange(value: number[]): void;
  disabled?: boolean;
}) {
  return (
    <Group role="group" aria-label={label} gap={6} wrap="wrap">
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(next) => onChange(next.map(Number).sort((a, b) => a - b))}
      >
        {positions.map((position) => (
          <Chip key={position} value={String(position)} size="sm" radius="sm" disabled={disabled}>
            {position}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
