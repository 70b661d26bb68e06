import { describe, expect, it } from "vitest";
import {
  AGENT,
  DEFAULTS,
  KG_TO_LBS_FACTOR,
  LIMITS,
  ONBOARDING_TIMING,
  SAVE_TIMING,
  SESSION_TIMING,
  SNACKBAR,
  UI_TIMING,
} from "./constants";

// Guards the numbers of spec 000 §9 and spec 001 §9 against a slip of the keyboard.
describe("spec constants", () => {
  it("times the session", () => {
    expect(SESSION_TIMING.sessionLifetimeMs).toBe(480 * 60_000);
    expect(SESSION_TIMING.refreshTokenDurationMs).toBe(30 * 60_000);
    expect(SESSION_TIMING.accessTokenRefreshLeadMs).toBe(60_000);
    expect([SESSION_TIMING.softLogoutWarningMs, SESSION_TIMING.criticalLogoutWarningMs]).toEqual([
      3_600_000, 1_800_000,
    ]);
    expect(SESSION_TIMING.inactivityTimeoutMs).toBe(27 * 60_000);
    expect(SESSION_TIMING.inactivityCountdownMs).toBe(60_000);
    expect(SESSION_TIMING.automaticLogoutCountdownMs).toBe(60_000);
    expect(SESSION_TIMING.endSessionSaveChecks * SESSION_TIMING.endSessionSaveCheckIntervalMs).toBe(60_000);
    expect(SESSION_TIMING.storeSelectionRetryMs).toBe(10_000);
  });
  it("times saves and screens", () => {
    expect(SAVE_TIMING).toEqual({
      autosaveDelayMs: 1000,
      landmarkSaveDelayMs: 2500,
      prescriptionCreatedToUpdateMs: 1000,
      reorderSaveDelayMs: 1000,
      orderCreationWaitMs: 2000,
      pdfCreationWaitMs: 500,
    });
    expect(UI_TIMING).toEqual({
      visualizerModalDelayMs: 1000,
      insolePreviewDelayMs: 2000,
      scanPollingIntervalMs: 100,
      connectivityTimeoutMs: 5500,
      chunkLoadTimeoutMs: 120_000,
      longWaitMs: 30_000,
    });
    expect(SNACKBAR).toEqual({ baseDurationMs: 3500, perCharacterMs: 12.5, maxCharacters: 250 });
  });
  it("fixes the agents, limits and defaults", () => {
    expect([AGENT.port, AGENT.openWaitMs, AGENT.restartCountdownMs]).toEqual([5000, 100_000, 10_000]);
    expect([AGENT.onboardingPort, AGENT.onboardingRetries]).toEqual([2381, 3]);
    // RFC 8628 §3.2 and §3.5: poll every 5 s unless told otherwise, 5 s slower after each slow_down.
    expect([ONBOARDING_TIMING.tokenPollIntervalMs, ONBOARDING_TIMING.slowDownStepMs]).toEqual([5000, 5000]);
    expect(LIMITS.nameMaxLength).toBe(25);
    expect(LIMITS.birthYearMin).toBe(1900);
    expect([LIMITS.patientFetchLimit, LIMITS.doctorFetchLimit, LIMITS.ordersPageSize]).toEqual([100_000, 10_000, 200]);
    expect([LIMITS.doctorNameMaxLength, LIMITS.doctorNameTruncatedLength]).toEqual([42, 40]);
    expect([DEFAULTS.formWeightLbs, DEFAULTS.createdPatientWeightLbs, DEFAULTS.templateWeightLbs]).toEqual([
      0, 70, 132,
    ]);
    expect([DEFAULTS.formShoeSize, DEFAULTS.templateShoeSize]).toEqual([11, 12]);
    expect(DEFAULTS.scanMode).toBe("semi-weighted");
    expect(KG_TO_LBS_FACTOR).toBe(2.2046);
  });
});
