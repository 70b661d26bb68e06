// The mock scanner's feet: the geometry package's synthetic foot for the patient's shoe size, the requested side
// and scan mode (a foam box as its open impression), Draco-encoded, with its ground-truth measurements and all its
// landmarks as the scanner's measurements.
import { LANDMARK_NAMES, type ScanMeasurements } from "@solerx/domain/scan";
import { capShoeSize, unitOfProfile } from "@solerx/domain/shoe-size";
import { encodeDraco, generateFoot, type Point3, type SyntheticFoot } from "@solerx/geometry";
import type { ScanSource } from "./scan-source";

export function geometryScanSource(options: { triangles?: number } = {}): ScanSource {
  return {
    async produce({ foot, scanMode, shoeSize, seed }) {
      const unit = unitOfProfile(shoeSize.unit);
      const generated = generateFoot({
        seed,
        shoeSize: capShoeSize(shoeSize.size, unit),
        shoeSizeUnit: unit,
        side: foot,
        scanMode,
        ...(options.triangles !== undefined && { triangles: options.triangles }),
      });
      return { draco: await encodeDraco(generated.mesh), measurements: measurementsOf(generated) };
    },
  };
}

const point = (p: Point3): [number, number, number] => [p.x, p.y, p.z];

/** The upload's measurements (contracts ScanMeasurements), rounded to 0.1 mm. */
function measurementsOf({ measurements, landmarks }: SyntheticFoot): ScanMeasurements {
  const mm = (value: number) => Math.round(value * 10) / 10;
  return {
    footLength: mm(measurements.footLength),
    ballWidth: mm(measurements.ballWidth),
    heelWidth: mm(measurements.heelWidth),
    archHeight: mm(measurements.archHeight),
    navicularHeight: mm(measurements.navicularHeight),
    // Every landmark the generator answers (all sixteen of the domain's names), in the scan's frame.
    landmarks: Object.fromEntries(
      LANDMARK_NAMES.map((name) => [name, point(landmarks[name])]),
    ) as ScanMeasurements["landmarks"],
  };
}
