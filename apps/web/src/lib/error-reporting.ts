// Error reporting to Sentry (spec 000 §1): on only when the settings give an address. Without one the SDK is not
// even loaded, so nothing is sent anywhere.

import type { Stack } from "@solerx/domain/common";
import type { AppConfig } from "@solerx/domain/settings";

type SentryModule = typeof import("@sentry/react");

let sentry: SentryModule | null = null;

export interface ReportingSettings {
  dsn: string;
  environment: Stack;
  release: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
}

/** The SDK's settings for this installation, or null when reporting is off. */
export function reportingSettings(config: Pick<AppConfig, "errorReportingDsn" | "version">, stack: Stack) {
  const dsn = config.errorReportingDsn.trim();
  if (dsn === "") return null;
  return {
    dsn,
    environment: stack,
    release: config.version,
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  } satisfies ReportingSettings;
}

export async function initErrorReporting(config: AppConfig, stack: Stack): Promise<void> {
  const settings = reportingSettings(config, stack);
  if (!settings) return;
  const Sentry = await import("@sentry/react");
  Sentry.init({
    ...settings,
    // Patient names are on screen: replays mask every text and block media.
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true }),
    ],
  });
  sentry = Sentry;
}

export function errorReportingEnabled(): boolean {
  return sentry !== null;
}

/** A report's extra data: the context, and an API error's request id (X-Request-Id), which leads to its log lines. */
export function reportExtra(error: unknown, context?: Record<string, unknown>): Record<string, unknown> | undefined {
  const requestId = (error as { requestId?: unknown } | null)?.requestId;
  return typeof requestId === "string" ? { ...context, requestId } : context;
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!sentry) return;
  const extra = reportExtra(error, context);
  sentry.captureException(error, extra ? { extra } : undefined);
}
