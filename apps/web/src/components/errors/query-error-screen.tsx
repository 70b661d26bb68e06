// The error screen of spec 000 §2: `error`, `error_description` and `error_details` from the query; Try again
// signs out.
import { Code, Stack, Text } from "@mantine/core";
import { ErrorPanel } from "./error-panel";
import { ERROR_TEXTS } from "./texts";

export function QueryErrorScreen({
  error,
  onTryAgain,
}: {
  error: { error: string; description: string; details: string };
  onTryAgain: () => void;
}) {
  return (
    <ErrorPanel title={ERROR_TEXTS.errorScreenTitle} onAction={onTryAgain}>
      <Stack gap={6} align="center">
        <Text fw={600}>{error.description || error.error}</Text>
        {error.details && <Text size="sm">{error.details}</Text>}
        <Code>{error.error}</Code>
      </Stack>
    </ErrorPanel>
  );
}
