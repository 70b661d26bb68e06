// Scan settings of a scanning session (the /scan-settings screen): the scan mode, the product and whether one
// orthotic is made (one-foot mode). Kept per session for the tab, so a reload of /threed keeps them; a session
// without settings takes them from its scans (the last scan's mode, spec 000 §4 "Scan loading" step 2).
import type { Product } from "@solerx/domain/common";
import { DEFAULT_SCAN_MODE, normaliseScanMode, type ScanModeValue } from "@solerx/domain/scan";
import { useMemo } from "react";
import { createSharedState } from "../../lib/shared-state";
import { readJson, writeJson } from "../../lib/storage";

/** The products a foot scan is taken for; HELMET is another kind of scan altogether. */
export const SCAN_PRODUCTS = ["INSOLE", "AFO"] as const satisfies readonly Product[];
export type ScanProduct = (typeof SCAN_PRODUCTS)[number];

export function isScanProduct(value: unknown): value is ScanProduct {
  return (SCAN_PRODUCTS as readonly unknown[]).includes(value);
}

export interface ScanSettings {
  scanMode: ScanModeValue;
  product: ScanProduct;
  /** One orthotic (one-foot mode): one scan is enough. */
  oneFoot: boolean;
}

export const DEFAULT_SCAN_SETTINGS: ScanSettings = { scanMode: DEFAULT_SCAN_MODE, product: "INSOLE", oneFoot: false };

const storageKey = (sessionId: string) => `solerx.scanSettings.${sessionId}`;

/** What a tab keeps, read back strictly: anything unexpected falls back to the default of that field. */
function readKept(sessionId: string): Partial<ScanSettings> | null {
  const kept = readJson<Record<string, unknown>>("session", storageKey(sessionId));
  if (!kept || typeof kept !== "object") return null;
  return {
    scanMode: normaliseScanMode(kept.scanMode),
    product: isScanProduct(kept.product) ? kept.product : undefined,
    oneFoot: typeof kept.oneFoot === "boolean" ? kept.oneFoot : undefined,
  };
}

const settingsState = createSharedState<{ bySession: Readonly<Record<string, ScanSettings>> }>({ bySession: {} });

function merged(chosen: Partial<ScanSettings>, fromScans: Partial<ScanSettings> | undefined): ScanSettings {
  return {
    scanMode: chosen.scanMode ?? fromScans?.scanMode ?? DEFAULT_SCAN_SETTINGS.scanMode,
    product: chosen.product ?? fromScans?.product ?? DEFAULT_SCAN_SETTINGS.product,
    oneFoot: chosen.oneFoot ?? fromScans?.oneFoot ?? DEFAULT_SCAN_SETTINGS.oneFoot,
  };
}

/**
 * The session's settings: what was chosen in this tab, else what its scans say (their mode and product), else the
 * defaults (semi-weighted, insole, a pair).
 */
export function scanSettingsOf(sessionId: string, fromScans?: Partial<ScanSettings>): ScanSettings {
  return merged(settingsState.get().bySession[sessionId] ?? readKept(sessionId) ?? {}, fromScans);
}

/** scanSettingsOf in React: re-renders when this session's settings are saved. */
export function useScanSettings(
  sessionId: string | null,
  fromScans: Pick<Partial<ScanSettings>, "scanMode" | "product">,
): ScanSettings | null {
  const chosen = settingsState.use((state) => (sessionId ? state.bySession[sessionId] : undefined));
  const { scanMode, product } = fromScans;
  return useMemo(
    () => (sessionId ? merged(chosen ?? readKept(sessionId) ?? {}, { scanMode, product }) : null),
    [sessionId, chosen, scanMode, product],
  );
}

export function saveScanSettings(sessionId: string, settings: ScanSettings): void {
  writeJson("session", storageKey(sessionId), settings);
  settingsState.set((current) => ({ bySession: { ...current.bySession, [sessionId]: settings } }));
}

/** For tests. */
export function resetScanSettings(): void {
  settingsState.reset();
}
