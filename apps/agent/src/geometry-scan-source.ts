// The mock scanner's feet: the geometry package's synthetic foot for the patient's shoe size, the requested side
// and scan mode, Draco-encoded, with its ground-truth measurements and landmarks as the scanner's measurements.
import type { ScanMeasurements } from "@solerx/domain/contracts";
import { capShoeSize, DEFAULT_SHOE_SIZE_UNIT, isShoeSizeUnit, type ShoeSizeUnit } from "@solerx/domain/rules";
import { encodeDraco, generateFoot, type Point3, type SyntheticFoot } from "@solerx/geometry";
import type { ScanSource } from "./scan-source";
import type { ShoeSize } from "./scanner-driver";

/** The medical profile's unit text ("WOMEN'S") as a unit of the form ("US WOMEN'S"); men's when unknown. */
export function shoeSizeUnitOf(size: ShoeSize): ShoeSizeUnit {
  const unit = `US ${size.unit.trim().toUpperCase()}`;
  return isShoeSizeUnit(unit) ? unit : DEFAULT_SHOE_SIZE_UNIT;
}

export function geometryScanSource(options: { triangles?: number } = {}): ScanSource {
  return {
    async produce({ foot, scanMode, shoeSize, seed }) {
      const unit = shoeSizeUnitOf(shoeSize);
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
    landmarks: {
      firstMetatarsalHead: point(landmarks.firstMetatarsalHead),
      fifthMetatarsalHead: point(landmarks.fifthMetatarsalHead),
      heelCentre: point(landmarks.heelCentre),
      navicular: point(landmarks.navicular),
    },
  };
}
