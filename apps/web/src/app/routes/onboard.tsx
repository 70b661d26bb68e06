// /onboard: device onboarding, without the shell (spec 000 §2); its flow arrives with issue 3.
import { Box, Center } from "@mantine/core";
import { Logo } from "../../components/brand/logo";
import { NotYetBuiltScreen } from "../../features/not-yet-built/components/not-yet-built-screen";
import { SCREEN_TITLES } from "../../messages";

export function Component() {
  return (
    <Box p="xl">
      <Center mb="xl">
        <Logo size={36} />
      </Center>
      <NotYetBuiltScreen title={SCREEN_TITLES.onboard} />
    </Box>
  );
}
