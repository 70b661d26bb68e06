// Every route of spec 000 §2 (and spec 001 §2), each screen a lazily loaded chunk.
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { RouteErrorBoundary } from "../components/errors/route-error-boundary";
import { PageLoader } from "../components/page-loader";
import { loadChunk } from "../lib/lazy-route";
import { LOADING_TEXT, SCREEN_TITLES } from "../messages";
import { PatientLayout } from "./patient-layout";
import { RootLayout } from "./root-layout";
import { ShellLayout } from "./shell-layout";

/** / and /index redirect to /patients, keeping the query for the route guard. */
function ToPatients() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: "/patients", search }} replace />;
}

/** A patient screen of a later issue: the route exists and its screen says when it comes. */
function laterScreen(path: string, title: string): RouteObject {
  return {
    path,
    lazy: () => loadChunk(() => import("./routes/later-screen")).then((module) => module.route(title)),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first screen's chunk loads.
    hydrateFallbackElement: <PageLoader label={LOADING_TEXT} />,
    children: [
      { path: "onboard", lazy: () => loadChunk(() => import("./routes/onboard")) },
      {
        element: <ShellLayout />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <ToPatients /> },
              { path: "index", element: <ToPatients /> },
              { path: "patients", lazy: () => loadChunk(() => import("./routes/patients")) },
              // Anatomical Markers: the patient list screen under another name (spec 000 §2).
              { path: "landmark", lazy: () => loadChunk(() => import("./routes/patients")) },
              { path: "getting-started", lazy: () => loadChunk(() => import("./routes/getting-started")) },
              { path: "privacy-policy", lazy: () => loadChunk(() => import("./routes/privacy-policy")) },
              { path: "usbagent", lazy: () => loadChunk(() => import("./routes/usbagent")) },
              laterScreen("saved-rx", SCREEN_TITLES.savedRx),
              laterScreen("saved-rx-list", SCREEN_TITLES.savedRxList),
              {
                element: <PatientLayout />,
                children: [
                  laterScreen("scan-settings", SCREEN_TITLES.scanSettings),
                  laterScreen("threed", SCREEN_TITLES.threed),
                  laterScreen("landmarks", SCREEN_TITLES.landmarks),
                  laterScreen("results", SCREEN_TITLES.results),
                  laterScreen("order-styles", SCREEN_TITLES.orderStyles),
                  laterScreen("prescription", SCREEN_TITLES.prescription),
                  laterScreen("summary", SCREEN_TITLES.summary),
                  laterScreen("end-view", SCREEN_TITLES.endView),
                ],
              },
              { path: "*", element: <ToPatients /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
