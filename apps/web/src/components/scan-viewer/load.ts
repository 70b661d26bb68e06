// The one way into the scan viewer's chunk (three.js, react-three-fiber): a dynamic import. The router starts it
// beside a scanning screen's own chunk, so the 3D code arrives in parallel; the screens hand it to React.lazy.
export const loadScanViewer = () => import("./scan-viewer");
