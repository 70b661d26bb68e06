// Every route of the table in config/paths (spec 000 §2, spec 001 §2), each screen a lazily loaded chunk.
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { RouteErrorBoundary } from "../components/errors/route-error-boundary";
import { PageLoader } from "../components/page-loader";
import { loadMarkerViewer } from "../components/scan-viewer/load";
import { paths, ROUTES, type RouteMeta } from "../config/paths";
import { loadChunk } from "../lib/lazy-route";
import { PatientLayout } from "./patient-layout";
import { RootLayout } from "./root-layout";
import { ShellLayout } from "./shell-layout";
import { LOADING_TEXT } from "./texts";

/** / and /index redirect to /patients, keeping the query for the route guard. */
function ToPatients() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.patients, search }} replace />;
}

type Lazy = NonNullable<RouteObject["lazy"]>;

const screens = {
  patients: () => loadChunk(() => import("./routes/patients")),
  gettingStarted: () => loadChunk(() => import("./routes/getting-started")),
  privacyPolicy: () => loadChunk(() => import("./routes/privacy-policy")),
  usbagent: () => loadChunk(() => import("./routes/usbagent")),
  scanSettings: () => loadChunk(() => import("./routes/scan-settings")),
  // The 3D viewer's chunk starts loading beside the screen's own.
  threed: () => {
    void loadMarkerViewer();
    return loadChunk(() => import("./routes/threed"));
  },
  results: () => {
    void loadMarkerViewer();
    return loadChunk(() => import("./routes/results"));
  },
  summary: () => loadChunk(() => import("./routes/summary")),
  endView: () => loadChunk(() => import("./routes/end-view")),
  lab: () => loadChunk(() => import("./routes/lab")),
  orderStyles: () => loadChunk(() => import("./routes/order-styles")),
  prescription: () => loadChunk(() => import("./routes/prescription")),
  savedRxList: () => loadChunk(() => import("./routes/saved-rx-list")),
  savedRx: () => loadChunk(() => import("./routes/saved-rx")),
  onboard: () => loadChunk(() => import("./routes/onboard")),
} satisfies Record<string, Lazy>;

/** The open record's screens built so far; the others are later screens. */
const patientScreens: Partial<Record<string, Lazy>> = {
  [ROUTES.scanSettings.path]: screens.scanSettings,
  [ROUTES.threed.path]: screens.threed,
  [ROUTES.results.path]: screens.results,
  [ROUTES.summary.path]: screens.summary,
  [ROUTES.endView.path]: screens.endView,
  [ROUTES.orderStyles.path]: screens.orderStyles,
  [ROUTES.prescription.path]: screens.prescription,
};

/**
 * A screen not built yet: the route exists, so links and the guard work, and its screen says so. Screens built
 * after the first download reached its cap come through the same chunk's table (later-screen.tsx), so this table,
 * which the first download carries, does not grow with them.
 */
function laterScreen(meta: RouteMeta): Lazy {
  return () => loadChunk(() => import("./routes/later-screen")).then((module) => module.route(meta));
}

function child(meta: RouteMeta, lazy: Lazy): RouteObject {
  return { path: meta.path.slice(1), lazy };
}

const shellScreens: RouteObject[] = [
  { index: true, element: <ToPatients /> },
  { path: paths.index.slice(1), element: <ToPatients /> },
  child(ROUTES.patients, screens.patients),
  // Anatomical Markers: the patient list screen under another name.
  child(ROUTES.landmark, screens.patients),
  child(ROUTES.gettingStarted, screens.gettingStarted),
  child(ROUTES.privacyPolicy, screens.privacyPolicy),
  child(ROUTES.usbagent, screens.usbagent),
  child(ROUTES.lab, screens.lab),
  child(ROUTES.savedRx, screens.savedRx),
  child(ROUTES.savedRxList, screens.savedRxList),
  {
    element: <PatientLayout />,
    children: Object.values(ROUTES)
      .filter((meta) => meta.needsPatient && !meta.listScreen)
      .map((meta) => child(meta, patientScreens[meta.path] ?? laterScreen(meta))),
  },
  { path: "*", element: <ToPatients /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <PageLoader label={LOADING_TEXT} />,
    children: [
      child(ROUTES.onboard, screens.onboard),
      { element: <ShellLayout />, children: [{ errorElement: <RouteErrorBoundary />, children: shellScreens }] },
    ],
  },
];

export const router = createBrowserRouter(routes);
