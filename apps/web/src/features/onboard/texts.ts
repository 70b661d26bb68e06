// Texts of device onboarding at /onboard.
import { APP_TEXTS } from "@solerx/domain/common";

/**
 * Device onboarding at /onboard (spec 000 §4 "Onboarding", §8 "User-facing texts"). Where the spec gives only the
 * gist of a text, the sentence is ours (docs/decisions.md "Device onboarding").
 */
export const ONBOARD_TEXTS = {
  heading: "Onboard this device",
  intro: "Connect this PC to SoleRx. You will sign in and confirm a code, then come back here.",
  steps: { find: "Find the agent", confirm: "Sign in and confirm", done: "Done" },
  searching: "Looking for the onboarding agent on this PC…",
  requesting: "Requesting a device code from the onboarding agent…",
  redirecting: "Taking you to sign in and confirm the device…",
  userCode: "Your device code",
  confirming: "Finishing onboarding. This takes a few seconds…",
  doneTitle: "Device onboarded",
  done: "This device is now onboarded to SoleRx. You can close this page.",
  tryAgain: "Try again",
  contactCustomerService: "Contact customer service",
  errors: {
    agentNotFound: {
      title: "Onboarding agent not found",
      body: "The onboarding agent could not be found on this PC. Please restart the PC and try again. If the problem persists, please contact customer service.",
    },
    agentConnection: {
      title: "Cannot connect to the onboarding agent",
      body: "There was an issue while connecting to the onboarding agent. Please try again.",
    },
    agentCommunication: {
      title: "Onboarding agent problem",
      body: "There was an issue while communicating with the onboarding agent. Please try again.",
    },
    wrongStack: { title: "Wrong stack", body: APP_TEXTS.onboardingWrongStack },
    alreadyAuthorized: { title: "Already onboarded", body: APP_TEXTS.onboardingAlreadyAuthorized },
  },
} as const;
