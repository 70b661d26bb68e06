// The report's checks (the generator's DesignChecks, measured on the finished mesh) beside what the prescription
// asked (RxGeometrySide), as rows of words: the text alternative of the 3D view.
import type { DesignChecks, RxGeometrySide } from "@solerx/domain/design";
import { DESIGN_INSPECTION_TEXTS } from "../texts";

const T = DESIGN_INSPECTION_TEXTS.report;
export const mmText = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)} mm`;
export const degText = (value: number) => `${(Math.round(value * 10) / 10).toFixed(1)}°`;

export interface ReportRow {
  key: "heelCup" | "rearfootPost" | "forefootPost" | "length" | "thinnest" | "closed";
  check: string;
  prescribed: string;
  made: string;
}

function lengthAsked(numbers: RxGeometrySide): string {
  const end = numbers.shell.end;
  const landmark = end.landmark.replace("-", " ");
  const offset = end.offsetMm === 0 ? "" : ` ${end.offsetMm > 0 ? "+" : "−"}${mmText(Math.abs(end.offsetMm))}`;
  return `${end.length} (${landmark}${offset})`;
}

export function reportRows(numbers: RxGeometrySide, checks: DesignChecks): ReportRow[] {
  const rearfoot = numbers.rearfootPost;
  const forefoot = numbers.forefootPost;
  const forefootAsked = !forefoot.applied
    ? T.none
    : forefoot.degrees === null
      ? T.balanced
      : `${degText(forefoot.degrees)} ${forefoot.method}`;
  return [
    {
      key: "heelCup",
      check: T.heelCup,
      prescribed: mmText(numbers.heelSeat.depthMm),
      made: mmText(checks.heelCupDepthMm),
    },
    {
      key: "rearfootPost",
      check: T.rearfootPost,
      prescribed: rearfoot.applied ? degText(rearfoot.degrees) : T.none,
      made: degText(checks.rearfootPostDeg),
    },
    { key: "forefootPost", check: T.forefootPost, prescribed: forefootAsked, made: degText(checks.forefootPostDeg) },
    { key: "length", check: T.length, prescribed: lengthAsked(numbers), made: mmText(checks.lengthMm) },
    {
      key: "thinnest",
      check: T.thinnest,
      prescribed: `≥ ${mmText(numbers.shell.floorMm)}`,
      made: mmText(checks.minThicknessMm),
    },
    {
      key: "closed",
      check: T.closed,
      prescribed: T.yes,
      made: checks.closed && checks.components === 1 ? T.yes : `${T.no} (${checks.components})`,
    },
  ];
}
