// Connects the sign-in to the one API client, so every /api/v1 call carries the current access token.
import { configureApiClient } from "../../lib/api-client";
import { authController } from "./lib/auth-controller";

export function installAuth(): void {
  configureApiClient({
    getAccessToken: () => authController.getAccessToken(),
    onUnauthorized: () => authController.onUnauthorized(),
  });
}

export function startAuth(): void {
  authController.start();
}
