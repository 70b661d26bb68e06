// After sign-in, before any store screen: loads the operator's stores and chooses one, or asks, or says that
// the account has none (spec 000 §4 "Site selection").
import { Alert, Center, Loader, Stack, Text } from "@mantine/core";
import { IconBuildingHospital } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { lazyModal } from "../../../components/modals/lazy-modal";
import { signInState } from "../../../entities/session/session-state";
import { useEmployeeStores } from "../../../entities/store/api/get-employee-stores";
import { chooseStore, storedStoreId } from "../../../entities/store/store-state";
import { isApiError } from "../../../lib/api-client";
import { decideStore } from "../lib/decide-store";
import { STORE_TEXTS } from "../texts";

const StoreSelectionModal = lazyModal(
  () => import("./store-selection-modal").then((module) => module.StoreSelectionModal),
  () => true,
  (props) => props,
);

export function StoreSetup({ onSignOut }: { onSignOut: () => void }) {
  const userId = signInState.use((state) => state.operator?.userId ?? null);
  const stores = useEmployeeStores(userId);
  const decision = useMemo(() => (stores.data ? decideStore(stores.data, storedStoreId()) : null), [stores.data]);

  useEffect(() => {
    if (decision?.kind === "chosen") chooseStore(decision.storeId);
  }, [decision]);

  // The account may not use any store: that is the login error of spec 000 §6.
  useEffect(() => {
    const error = stores.error;
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      signInState.set({ authStatus: "login-error" });
    }
  }, [stores.error]);

  if (decision?.kind === "none") {
    return (
      <Center mih="50vh">
        <Alert
          variant="light"
          color="orange"
          radius="md"
          maw={520}
          title={STORE_TEXTS.noSitesTitle}
          icon={<IconBuildingHospital aria-hidden />}
        >
          <Text size="sm">{STORE_TEXTS.noSites}</Text>
          <Text size="sm" c="dimmed" mt={6}>
            {STORE_TEXTS.noSitesHelp}
          </Text>
        </Alert>
      </Center>
    );
  }
  if (decision?.kind === "ask" && stores.data) {
    return (
      <StoreSelectionModal
        stores={stores.data}
        preselectedId={decision.preselectedId}
        onChoose={chooseStore}
        onSignOut={onSignOut}
      />
    );
  }
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {stores.failureCount > 0 ? STORE_TEXTS.loadFailed : STORE_TEXTS.loading}
        </Text>
      </Stack>
    </Center>
  );
}
