// The application shell (spec 000 §2 "Shell"): the top bar, the screen, and the sign-in and store modals that
// stand between a visitor and the clinic's data.
import { AppShell, Box } from "@mantine/core";
import { Outlet, useLocation } from "react-router";
import { QueryErrorScreen } from "../components/errors/query-error-screen";
import { PageLoader } from "../components/page-loader";
import { VersionLabel } from "../components/version-label";
import { isPublicPath } from "../config/paths";
import { useAuthStatus } from "../entities/session/session-state";
import { tabState } from "../entities/session/tab-state";
import { useStoreId } from "../entities/store/store-state";
import { LoginErrorModal } from "../features/auth/components/login-error-modal";
import { SignInModal } from "../features/auth/components/sign-in-modal";
import { renewSignIn, signOut } from "../features/auth/hooks";
import { SIGN_IN_TEXTS } from "../features/auth/texts";
import { SessionWatch } from "../features/session-timing/components/session-watch";
import { StoreSetup } from "../features/stores/components/store-setup";
import { getConfig } from "../lib/config";
import { currentStack } from "../lib/stack";
import { TopBar } from "./top-bar";

export function ShellLayout() {
  const { pathname } = useLocation();
  const status = useAuthStatus();
  const routeError = tabState.use((state) => state.routeError);
  const storeId = useStoreId();
  const publicPage = isPublicPath(pathname);

  let body: React.ReactNode;
  if (routeError) body = <QueryErrorScreen error={routeError} onTryAgain={() => void signOut()} />;
  else if (publicPage) body = <Outlet />;
  else if (status === "signed-in") body = storeId ? <Outlet /> : <StoreSetup />;
  else if (status === "initializing" || status === "connecting") body = <PageLoader label={SIGN_IN_TEXTS.connecting} />;
  else body = null;

  return (
    <AppShell header={{ height: 68 }} padding={0}>
      <AppShell.Header
        withBorder
        px={{ base: "sm", sm: "lg" }}
        style={{ boxShadow: "0 1px 3px rgba(16, 42, 46, 0.06)" }}
      >
        <TopBar />
      </AppShell.Header>
      <AppShell.Main style={{ background: "var(--solerx-page-bg)" }}>
        <Box component="div" px={{ base: "sm", sm: "xl" }} py="xl" maw={1440} mx="auto">
          {body}
        </Box>
      </AppShell.Main>
      <SignInModal opened={status === "signed-out" && !routeError && !publicPage} />
      <LoginErrorModal opened={status === "login-error" && !routeError} />
      <SessionWatch signOut={signOut} renewSignIn={renewSignIn} />
      <VersionLabel version={getConfig().version} stack={currentStack()} />
    </AppShell>
  );
}
