// Topic entry of @solerx/domain: device onboarding: the onboarding agent's answers and the OAuth 2 device
// authorization grant. Only what other topics and the apps import is listed here.
export {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  DEVICE_CODE_GRANT_TYPE,
  DeviceAuthorizationResponse,
  DeviceFlowDiscovery,
  OAuthErrorResponse,
  ONBOARDING_AGENT_API,
  OnboardingAgentError,
  OnboardingDevice,
  OnboardingDeviceCode,
  TokenResponse,
} from "./onboarding";
