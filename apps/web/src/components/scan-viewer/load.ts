// The one way into the scan viewer's chunks (three.js, react-three-fiber): dynamic imports. The router starts one
// beside a scanning screen's own chunk, so the 3D code arrives in parallel; the screens hand them to React.lazy.
export const loadScanViewer = () => import("./scan-viewer");
/** The viewer with markers and points picked on the feet (three-mesh-bvh): the landmark and scanning screens'. */
export const loadMarkerViewer = () => import("./marker-viewer");
