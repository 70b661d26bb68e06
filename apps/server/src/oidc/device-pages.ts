// The device-onboarding pages of the provider (RFC 8628 user interaction) in the sign-in page's look: enter the
// code, confirm it, done. Pure HTML builders; device-flow.ts hands them the provider's form fields.
import { escapeHtml, page, SIGN_IN_TEXTS } from "./pages";

export const DEVICE_TEXTS = {
  inputTitle: "Connect a device",
  inputIntro: "Enter the code shown during device onboarding to connect the device to your clinic account.",
  codeLabel: "Device code",
  codePlaceholder: "XXXX-XXXX",
  continue: "Continue",
  confirmTitle: "Confirm the device",
  confirmIntro: (client: string) => `${client} asks to connect a device to your clinic account.`,
  confirmCode: "Device code",
  confirmHelp: "If you did not start onboarding a device, or this is not the code you were given, choose Cancel.",
  cancel: "Cancel",
  successTitle: "Device connected",
  success: "The device is now connected to SoleRx. You can close this page.",
  footer: "Access is limited to authorised clinic staff.",
  errors: {
    notFound: "The code you entered is incorrect. Check it and try again.",
    expired: "This code has expired. Start the device onboarding again to get a new code.",
    alreadyUsed: "This code has already been used. Start the device onboarding again to get a new code.",
    aborted: "The device was not connected. Start the device onboarding again if you want to connect it.",
    other: "Something went wrong while connecting the device. Please try again.",
    pageExpired: "This page has expired. Open the device connection address again and enter the code.",
  },
} as const;

const DEVICE_STYLE = `
  h2 { margin: 12px 0 4px; font-size: 18px; }
  input.code { text-transform: uppercase; text-align: center; letter-spacing: .12em; font-size: 20px;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  input.code::placeholder { letter-spacing: .12em; color: #9aa5b1; }
  p.code-label { margin: 0 0 6px; font-size: 14px; font-weight: 600; }
  .code-box { margin: 0 0 4px; padding: 14px; text-align: center; border-radius: 8px; background: #e7f6f6;
    color: #006a6f; font: 600 26px/1.2 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: .12em; }
  p.help { margin: 16px 0 0; font-size: 13px; color: #52606d; }
  button.secondary { margin-top: 10px; color: #037b80; background: #fff; border: 1px solid #cbd2d9; }
  button.secondary:hover { background: #f1f4f8; }
  .success { margin: 8px 0 0; padding: 10px 12px; border-radius: 8px; background: #ebfbee; color: #2b8a3e;
    border: 1px solid #b2f2bb; }
`;

/** The hidden fields and action of a form the provider built, re-emitted in our own form. */
export interface ProviderForm {
  action: string;
  /** name → value, as the provider escaped them. */
  hidden: ReadonlyArray<readonly [string, string]>;
}

/** Reads the action and hidden inputs of the provider's device form (its xsrf token, user code, confirm flag). */
export function parseProviderForm(html: string): ProviderForm {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1] ?? "";
  const hidden: Array<[string, string]> = [];
  for (const match of html.matchAll(/<input\s+type="hidden"\s+name="([^"]*)"\s+value="([^"]*)"/g)) {
    hidden.push([match[1] ?? "", match[2] ?? ""]);
  }
  return { action, hidden };
}

export function hiddenInputs(form: ProviderForm): string {
  return form.hidden.map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`).join("\n  ");
}

function devicePage(title: string, body: string): string {
  return page(
    `${title} · ${SIGN_IN_TEXTS.heading}`,
    `<h1>${SIGN_IN_TEXTS.heading}</h1>
<h2>${escapeHtml(title)}</h2>
${body}
<footer>${DEVICE_TEXTS.footer}</footer>`,
    DEVICE_STYLE,
  );
}

export function renderUserCodeInputPage(form: ProviderForm, options: { userCode?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert" id="code-error">${escapeHtml(options.error)}</p>` : "";
  const described = options.error ? ' aria-describedby="code-error"' : "";
  return devicePage(
    DEVICE_TEXTS.inputTitle,
    `<p class="intro">${DEVICE_TEXTS.inputIntro}</p>
${error}
<form method="post" action="${form.action}">
  ${hiddenInputs(form)}
  <label for="user_code">${DEVICE_TEXTS.codeLabel}</label>
  <input id="user_code" name="user_code" class="code" type="text" autocomplete="off" autocapitalize="characters"
    spellcheck="false" required autofocus placeholder="${DEVICE_TEXTS.codePlaceholder}" value="${escapeHtml(options.userCode ?? "")}"${described}>
  <button type="submit">${DEVICE_TEXTS.continue}</button>
</form>`,
  );
}

export function renderUserCodeConfirmPage(form: ProviderForm, options: { client: string; userCode: string }): string {
  return devicePage(
    DEVICE_TEXTS.confirmTitle,
    `<p class="intro">${escapeHtml(DEVICE_TEXTS.confirmIntro(options.client))}</p>
<p class="code-label">${DEVICE_TEXTS.confirmCode}</p>
<p class="code-box">${escapeHtml(options.userCode)}</p>
<form method="post" action="${form.action}">
  ${hiddenInputs(form)}
  <button type="submit">${DEVICE_TEXTS.continue}</button>
  <button type="submit" class="secondary" name="abort" value="yes">${DEVICE_TEXTS.cancel}</button>
</form>
<p class="help">${DEVICE_TEXTS.confirmHelp}</p>`,
  );
}

export function renderDeviceSuccessPage(): string {
  return devicePage(DEVICE_TEXTS.successTitle, `<p class="success" role="status">${DEVICE_TEXTS.success}</p>`);
}
