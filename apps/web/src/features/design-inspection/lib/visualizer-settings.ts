// The visualizer's settings (spec 001 §3 "Visualizer settings": scan mode numbers semi-weighted 0, weighted 1,
// non-weighted 2, foambox 3, else 4; units mm; format obj for OBJ scans, else drc), kept with the medical profile in
// leroyMeta. Only `settings` is merged into the metadata as parsed: the landmark screen's `landmarks` stay as they
// are (both write the same string through the same save queue).
import { readVisualizerMeta, type VisualizerSettings, writeVisualizerMeta } from "@solerx/domain/design";
import { visualizerFormat, visualizerModeNumber } from "@solerx/domain/scan";

export function visualizerSettings(scanMode: unknown, encoding: string | undefined): VisualizerSettings {
  return { scanMode: visualizerModeNumber(scanMode), units: "mm", format: visualizerFormat(encoding) };
}

/** The leroyMeta with these settings, or null when it holds them already (nothing to save). */
export function leroyMetaWithSettings(leroyMeta: string, settings: VisualizerSettings): string | null {
  const meta = readVisualizerMeta(leroyMeta) ?? {};
  const current = meta.settings;
  if (
    current &&
    current.scanMode === settings.scanMode &&
    current.units === settings.units &&
    current.format === settings.format
  ) {
    return null;
  }
  return writeVisualizerMeta({ ...meta, settings });
}
