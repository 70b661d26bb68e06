// The application shell (spec 000 §2 "Shell"): the top bar, the screen, the sign-in and store modals that stand
// between a visitor and the clinic's data, and the watches that may interrupt any screen: the session clocks, the
// connection, long waits and another tab's sign-out.
import { AppShell, Box } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { QueryErrorScreen } from "../components/errors/query-error-screen";
import { lazyModal } from "../components/modals/lazy-modal";
import { PageLoader } from "../components/page-loader";
import { VERSION_FOOTER_HEIGHT, VersionLabel, versionLabelShown } from "../components/version-label";
import { isPatientListScreen, isPublicPath, paths, routeOf, topBarMode } from "../config/paths";
import { closePatientRecord, usePatientOpen } from "../entities/patient/open-record";
import { useAuthStatus } from "../entities/session/session-state";
import { tabState } from "../entities/session/tab-state";
import { useStoreId } from "../entities/store/store-state";
import { followSignOutsOfOtherTabs, renewSignIn, signOut } from "../features/auth/hooks";
import { SIGN_IN_TEXTS } from "../features/auth/texts";
import { ConnectivityWatch } from "../features/connectivity/components/connectivity-watch";
import { SessionWatch } from "../features/session-timing/components/session-watch";
import { StoreSetup } from "../features/stores/components/store-setup";
import { LongWaitWatch } from "../features/system-error/components/long-wait-watch";
import { getConfig } from "../lib/config";
import { currentStack } from "../lib/stack";
import { useFirstInteraction } from "../lib/use-first-interaction";
import { TopBar } from "./top-bar/top-bar";

const SignInModal = lazyModal(() =>
  import("../features/auth/components/sign-in-modal").then((module) => module.SignInModal),
);
const LoginErrorModal = lazyModal(() =>
  import("../features/auth/components/login-error-modal").then((module) => module.LoginErrorModal),
);

// The on-screen insole preview's toggle (spec 001 §2), on the screens config/paths.ts marks previewToggle: a chunk
// of its own (the live insoles and three.js load only when the preview opens). On the patient list, the first
// screen, it waits for the operator's first touch, key or pointer move, so the first download stays within its
// 200 KB (docs/decisions.md "Design Inspection").
const InsolePreview = lazy(() =>
  import("../features/design-inspection/components/insole-preview").then((module) => ({
    default: module.InsolePreview,
  })),
);

/** The preview toggle's height with its 16 px from the window's bottom, and a margin. */
const PREVIEW_TOGGLE_ROOM_PX = 72;

/** End session from the System Error: close the record and start again at the start address, fresh. */
function endSessionAfterLongWait(): void {
  closePatientRecord();
  globalThis.location.assign(paths.home);
}

export function ShellLayout() {
  const { pathname } = useLocation();
  const status = useAuthStatus();
  const routeError = tabState.use((state) => state.routeError);
  const storeId = useStoreId();
  const publicPage = isPublicPath(pathname);
  const stack = currentStack();
  // A phone's top bar has two rows; a patient's details may take a second line of their own (the store included).
  const phoneHeader = topBarMode(pathname, usePatientOpen()) === "patient" ? 136 : 112;
  useEffect(() => followSignOutsOfOtherTabs(), []);
  const previewScreen =
    status === "signed-in" && !!storeId && !routeError && (routeOf(pathname)?.previewToggle ?? false);
  const listScreen = isPatientListScreen(pathname);
  const interacted = useFirstInteraction(previewScreen && listScreen);
  const previewToggle = previewScreen && (interacted || !listScreen);

  let body: React.ReactNode;
  if (routeError) body = <QueryErrorScreen error={routeError} onTryAgain={() => void signOut()} />;
  else if (publicPage) body = <Outlet />;
  else if (status === "signed-in") body = storeId ? <Outlet /> : <StoreSetup onSignOut={() => void signOut()} />;
  else if (status === "initializing" || status === "connecting") body = <PageLoader label={SIGN_IN_TEXTS.connecting} />;
  else body = null;

  return (
    <AppShell header={{ height: { base: phoneHeader, sm: 68 } }} padding={0}>
      <AppShell.Header
        withBorder
        px={{ base: "sm", sm: "lg" }}
        style={{ boxShadow: "0 1px 3px rgba(16, 42, 46, 0.06)" }}
      >
        <TopBar />
      </AppShell.Header>
      <AppShell.Main
        style={{
          background: "var(--solerx-page-bg)",
          // The version footer follows the screen: together they fill the window.
          minHeight: versionLabelShown(stack) ? `calc(100dvh - ${VERSION_FOOTER_HEIGHT}px)` : undefined,
        }}
      >
        {/* Room below the screen for the preview's toggle, fixed in the corner: the last row or button of a screen
            scrolls clear of it (a phone's width has no side room). */}
        <Box
          component="div"
          px={{ base: "sm", sm: "xl" }}
          pt="xl"
          pb={previewToggle ? PREVIEW_TOGGLE_ROOM_PX : "xl"}
          maw={1440}
          mx="auto"
        >
          {body}
        </Box>
      </AppShell.Main>
      <VersionLabel version={getConfig().version} stack={stack} />
      {previewToggle && (
        <Suspense fallback={null}>
          <InsolePreview />
        </Suspense>
      )}
      <SignInModal opened={status === "signed-out" && !routeError && !publicPage} />
      <LoginErrorModal opened={status === "login-error" && !routeError} />
      <SessionWatch signOut={signOut} renewSignIn={renewSignIn} />
      <LongWaitWatch onEndSession={endSessionAfterLongWait} />
      <ConnectivityWatch />
    </AppShell>
  );
}
