// One section of an insole as a drawing at true scale (1 mm across = 1 mm up): the shell, the top cover and the
// foot's plantar line, with a millimetre scale bar. The figure's caption says which cut it is.
import { Box, Group, Text } from "@mantine/core";
import type { InsoleSection } from "../../../entities/insole/insole-view";
import { scaleBarMm, sectionShapes } from "../lib/section-path";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

const T = DESIGN_INSPECTION_TEXTS.sections;
const SHELL = "#7f97ad";
const COVER = "#3b4a57";
const FOOT = "#c4763f";
const MARGIN = 6;

export function SectionView({ section, caption }: { section: InsoleSection; caption: string }) {
  const shapes = sectionShapes(section.points);
  const span = Math.max(1, shapes.maxS - shapes.minS);
  const bar = scaleBarMm(span);
  const top = shapes.maxHeight + MARGIN;
  const height = top + MARGIN + 10;
  const viewBox = `${shapes.minS - MARGIN} ${-top} ${span + 2 * MARGIN} ${height}`;
  const barY = MARGIN;
  return (
    <Box component="figure" m={0} data-section={section.kind}>
      <svg
        viewBox={viewBox}
        width="100%"
        role="img"
        aria-label={caption}
        style={{ display: "block", maxHeight: 220, background: "var(--mantine-color-gray-0)", borderRadius: 6 }}
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1={shapes.minS - MARGIN} x2={shapes.maxS + MARGIN} y1={0} y2={0} stroke="#ced4da" strokeWidth={0.4} />
        <path d={shapes.shell} fill={SHELL} data-part="shell" />
        <path d={shapes.cover} fill={COVER} data-part="cover" />
        {shapes.foot && (
          <path d={shapes.foot} fill="none" stroke={FOOT} strokeWidth={1.2} strokeDasharray="3 2" data-part="foot" />
        )}
        <g data-part="scale">
          <line x1={shapes.minS} x2={shapes.minS + bar} y1={barY} y2={barY} stroke="#495057" strokeWidth={0.8} />
          <line x1={shapes.minS} x2={shapes.minS} y1={barY - 2} y2={barY + 2} stroke="#495057" strokeWidth={0.8} />
          <line
            x1={shapes.minS + bar}
            x2={shapes.minS + bar}
            y1={barY - 2}
            y2={barY + 2}
            stroke="#495057"
            strokeWidth={0.8}
          />
          <text x={shapes.minS + bar + 3} y={barY + 2.5} fontSize={6} fill="#495057">
            {T.scale(bar)}
          </text>
        </g>
      </svg>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </Box>
  );
}

export function SectionKey() {
  const item = (colour: string, label: string, dashed = false) => (
    <Group gap={6} wrap="nowrap">
      <svg width={18} height={10} aria-hidden>
        {dashed ? (
          <line x1={0} x2={18} y1={5} y2={5} stroke={colour} strokeWidth={2} strokeDasharray="4 3" />
        ) : (
          <rect width={18} height={10} rx={2} fill={colour} />
        )}
      </svg>
      <Text size="xs">{label}</Text>
    </Group>
  );
  return (
    <Group gap="md">
      {item(SHELL, T.shell)}
      {item(COVER, T.cover)}
      {item(FOOT, T.foot, true)}
    </Group>
  );
}
