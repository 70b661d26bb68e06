// Topic entry of @solerx/domain: the settings of the server and both agents, the web app's config and the deployment
// stack. Only what other topics and the apps import is listed here.
export { AppConfig } from "./app-config";
export {
  AgentSettings,
  appOrigins,
  DEFAULT_SERVER_PORT,
  type Env,
  isLocalUrl,
  LOCAL_HOSTNAMES,
  LOG_LEVELS,
  type LogLevel,
  parseSettings,
  ServerSettings,
  USB_AGENT_PACKAGE_PATH,
} from "./settings";
export { deriveStack } from "./stack";
