// Words of the live insole preview (ours: the spec does not word the preview's failures).
export const LIVE_INSOLE_TEXTS = {
  timedOut: "The insole preview took longer than 30 seconds and was stopped. Change the prescription to try again.",
  crashed: "The insole preview stopped unexpectedly. Change the prescription to try again.",
  failed: (message: string) => `The insole preview could not be made: ${message}`,
} as const;
