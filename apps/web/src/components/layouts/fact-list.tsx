// Labelled values in a grid (a description list): what an order is, who it is for. Two to four columns by width.
import { Box, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactList({ facts, cols = 4 }: { facts: readonly Fact[]; cols?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {fact.label}
          </Text>
          <Text component="dd" m={0} size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
