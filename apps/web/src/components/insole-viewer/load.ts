// The insole viewer's lazy import, for React.lazy in the screens that show it.
export const loadInsoleViewer = () => import("./insole-viewer");
/** The viewer over STL files (three's STLLoader with it). */
export const loadStlInsoleViewer = () => import("./stl-insole-viewer");
