// Plays the person of a device onboarding (RFC 8628) as a browser would: open the verification address, let its
// auto-submitting form post the user code, confirm the code, sign in, follow the redirects. Works over app.inject
// (injectSend) or real HTTP (fetchSend), so the same steps serve API tests and end-to-end tests.
import type { FastifyInstance } from "fastify";

export interface HttpRequest {
  method: "GET" | "POST";
  /** Absolute address. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}
export interface HttpAnswer {
  status: number;
  location: string | undefined;
  setCookies: string[];
  body: string;
}
export type Send = (request: HttpRequest) => Promise<HttpAnswer>;

export function injectSend(app: FastifyInstance): Send {
  return async ({ method, url, headers, body }) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method, url: pathname + search, headers, payload: body });
    const cookies = response.headers["set-cookie"];
    const location = response.headers.location;
    return {
      status: response.statusCode,
      location: typeof location === "string" ? location : undefined,
      setCookies: Array.isArray(cookies) ? cookies : cookies ? [cookies] : [],
      body: response.body,
    };
  };
}

export const fetchSend: Send = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location") ?? undefined,
    setCookies: response.headers.getSetCookie(),
    body: await response.text(),
  };
};

/** A browser's cookies for one site, enough for the provider's (names are unique across its paths). */
export class Browser {
  private readonly cookies = new Map<string, string>();
  /** Every address the browser was sent to, in order. */
  readonly visited: string[] = [];

  constructor(private readonly send: Send) {}

  private remember(answer: HttpAnswer): HttpAnswer {
    for (const line of answer.setCookies) {
      const [pair = ""] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return { ...(cookie ? { cookie } : {}), ...extra };
  }

  async get(url: string): Promise<HttpAnswer> {
    this.visited.push(url);
    return this.remember(await this.send({ method: "GET", url, headers: this.headers() }));
  }

  async post(url: string, fields: Record<string, string>): Promise<HttpAnswer> {
    this.visited.push(url);
    const headers = this.headers({ "content-type": "application/x-www-form-urlencoded" });
    return this.remember(
      await this.send({ method: "POST", url, headers, body: new URLSearchParams(fields).toString() }),
    );
  }

  /** Follows redirects while they stay under `within` (the provider); returns the first answer that does not. */
  async follow(answer: HttpAnswer, base: string, within: string): Promise<HttpAnswer> {
    let current = answer;
    for (let hops = 0; hops < 10; hops += 1) {
      if (current.status < 300 || current.status >= 400 || !current.location) return current;
      const next = new URL(current.location, base).toString();
      if (!next.startsWith(within)) return current;
      current = await this.get(next);
    }
    throw new Error("too many redirects");
  }
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The first form of a page: its action and every named input with a value (the submit button's excepted). */
export function readForm(html: string, base: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*\saction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form in page: ${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? "").matchAll(/<input\b([^>]*)>/g)) {
    const attributes = input[1] ?? "";
    const name = /\sname="([^"]*)"/.exec(attributes)?.[1];
    const value = /\svalue="([^"]*)"/.exec(attributes)?.[1];
    if (name) fields[name] = unescapeHtml(value ?? "");
  }
  return { action: new URL(unescapeHtml(form[1] ?? ""), base).toString(), fields };
}

export interface ApprovalSteps {
  /** The verification address the device handed out, with any extra query (return_uri). */
  verificationUrl: string;
  /** The issuer, e.g. http://localhost:1234/oauth: redirects under it are followed. */
  issuer: string;
  email: string;
  password: string;
}

export interface Approval {
  /** The page the user-code confirmation showed. */
  confirmPage: HttpAnswer;
  /** The sign-in page. */
  signInPage: HttpAnswer;
  /** The last answer: a redirect out of the provider (to return_uri) or the success page. */
  final: HttpAnswer;
}

/** Confirms the user code (the auto-submitting form, then Continue), signs in, follows the redirects. */
export async function approveDevice(browser: Browser, steps: ApprovalSteps): Promise<Approval> {
  const opened = await browser.get(steps.verificationUrl);
  if (opened.status !== 200) throw new Error(`verification page answered ${opened.status}: ${opened.body}`);
  // The page posts itself with a script; a browser without scripts would press its Continue button.
  const autoPost = readForm(opened.body, steps.verificationUrl);
  const confirmPage = await browser.post(autoPost.action, autoPost.fields);
  if (confirmPage.status !== 200) throw new Error(`confirmation answered ${confirmPage.status}: ${confirmPage.body}`);
  const confirm = readForm(confirmPage.body, autoPost.action);
  const afterConfirm = await browser.follow(
    await browser.post(confirm.action, confirm.fields),
    confirm.action,
    steps.issuer,
  );
  if (afterConfirm.status !== 200) throw new Error(`no sign-in page (${afterConfirm.status}): ${afterConfirm.body}`);
  const signInUrl = browser.visited.at(-1) ?? confirm.action;
  const signIn = readForm(afterConfirm.body, signInUrl);
  const final = await browser.follow(
    await browser.post(signIn.action, { email: steps.email, password: steps.password }),
    signIn.action,
    steps.issuer,
  );
  return { confirmPage, signInPage: afterConfirm, final };
}
