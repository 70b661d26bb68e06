// The heat map's legend: the ramp the canvas paints the shell with, from its thinnest to its thickest mm.
import { Box, Group, Text } from "@mantine/core";
import { type HeatRange, heatGradientCss } from "../../../components/insole-viewer/heat-map";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

export function ThicknessLegend({ range }: { range: HeatRange }) {
  const middle = (range.minMm + range.maxMm) / 2;
  return (
    <Box data-testid="thickness-legend" miw={180} maw={280}>
      <Text size="xs" fw={600} mb={4}>
        {DESIGN_INSPECTION_TEXTS.heatLegend}
      </Text>
      <Box h={10} style={{ background: heatGradientCss(), borderRadius: 4 }} aria-hidden />
      <Group justify="space-between" mt={2}>
        <Text size="xs">{range.minMm}</Text>
        <Text size="xs">{Math.round(middle * 10) / 10}</Text>
        <Text size="xs">{range.maxMm}</Text>
      </Group>
    </Box>
  );
}
