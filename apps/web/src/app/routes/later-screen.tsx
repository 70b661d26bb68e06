// Routes whose screens load through this chunk: those not built yet, each saying so plainly instead of a blank page,
// and those built after the first download reached its 200 KB cap (Landmark selection): the router's own table
// travels in the first download, this one does not (docs/decisions.md "Landmark selection").
import type { RouteObject } from "react-router";
import { loadScanViewer } from "../../components/scan-viewer/load";
import { paths, type RouteMeta } from "../../config/paths";
import { NotYetBuiltScreen } from "../../features/not-yet-built/components/not-yet-built-screen";
import { loadChunk } from "../../lib/lazy-route";

type RouteModule = Pick<RouteObject, "element" | "Component">;

const BUILT: Partial<Record<string, () => Promise<RouteModule>>> = {
  // The 3D viewer's chunk starts loading beside the screen's own, as for the scanning screens.
  [paths.landmarks]: () => {
    void loadScanViewer();
    return loadChunk(() => import("./landmarks"));
  },
};

export function route(meta: RouteMeta): RouteModule | Promise<RouteModule> {
  return BUILT[meta.path]?.() ?? { element: <NotYetBuiltScreen title={meta.title} /> };
}
