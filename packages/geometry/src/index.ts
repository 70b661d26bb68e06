// Geometry of feet and insoles (synthetic meshes, Draco, measurements, the insole generator) arrives with the
// scanning and insole issues; for now it only names the units everything is measured in.
export const MESH_UNITS = "mm" as const;
