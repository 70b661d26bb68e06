// GET /legal/eula.html: the end-user license agreement a clinician accepts before signing in.
import type { FastifyPluginAsync } from "fastify";
import type { ServerConfig } from "../../config";
import { escapeHtml } from "../../oidc/pages";

export const EULA_PATH = "/legal/eula.html";
export const EULA_TITLE = "SoleRx End User License Agreement";
const EFFECTIVE_DATE = "1 January 2025";

function renderEula(contactEmail: string, version: string): string {
  const contact = escapeHtml(contactEmail);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${EULA_TITLE}</title>
<style>
  /* The app's typography (apps/web/src/app/theme.ts): its font stack, text color and teal links. */
  body { margin: 0; font-family: Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto,
    "Helvetica Neue", Arial, "Noto Sans", sans-serif; font-size: 16px; line-height: 1.6; color: #1f2933;
    background: #fff; }
  main { max-width: 760px; margin: 0 auto; padding: 48px 24px 64px; }
  h1 { font-size: 30px; font-weight: 700; margin: 0 0 4px; color: #006a6f; }
  h2 { font-size: 19px; font-weight: 700; margin: 32px 0 8px; }
  p.meta { color: #52606d; margin: 0 0 32px; font-size: 14px; }
  li { margin: 4px 0; }
  a { color: #006a6f; }
</style>
</head>
<body>
<main>
<h1>${EULA_TITLE}</h1>
<p class="meta">Effective ${EFFECTIVE_DATE} · Software version ${escapeHtml(version)}</p>

<p>This End User License Agreement ("Agreement") is a legal agreement between you, as an authorized user acting on
behalf of a clinic or other healthcare organization ("Customer"), and the provider of SoleRx ("we", "us"). SoleRx is
software for capturing 3D foot scans and prescribing and ordering custom orthotic insoles (the "Software"). By
ticking the acceptance box and signing in, you agree to this Agreement. If you do not agree, do not use the
Software.</p>

<h2>1. License</h2>
<p>Subject to this Agreement and to the Customer's subscription, we grant you a limited, non-exclusive,
non-transferable, revocable license to use the Software, including the local scanner agent, solely for the
Customer's internal clinical and business purposes during the subscription term.</p>

<h2>2. Restrictions</h2>
<p>You must not:</p>
<ul>
  <li>share your sign-in credentials or let anyone else use your account;</li>
  <li>copy, modify, reverse engineer, decompile or create derivative works of the Software, except where the law
    expressly permits it;</li>
  <li>use the Software to access data of patients you are not treating or of organizations you do not work for;</li>
  <li>interfere with the security or operation of the Software or attempt to bypass its access controls.</li>
</ul>

<h2>3. Clinical responsibility</h2>
<p>The Software is a tool that supports qualified professionals. Measurements, suggested defaults and 3D previews
do not replace clinical judgement. You remain responsible for assessing each patient, for the prescriptions you
create, and for confirming that every order is correct before you submit it.</p>

<h2>4. Patient data and privacy</h2>
<p>Patient records, scans and prescriptions entered into the Software are processed on behalf of the Customer,
who remains responsible for having a lawful basis to collect them and for informing patients. We process such data
only to provide the Software and to fabricate ordered products, as described in the privacy policy and in the data
processing terms agreed with the Customer. Access is restricted to the stores your account belongs to.</p>

<h2>5. Session security</h2>
<p>For patient safety and data protection, sessions end automatically after a period of inactivity and after a
maximum continuous period of use. Save your work regularly and sign out when you leave the workstation.</p>

<h2>6. Updates and availability</h2>
<p>We may update the Software, including the scanner agent, to fix defects, improve security or add features. We
aim for high availability but do not guarantee that the Software will be uninterrupted or free of errors.</p>

<h2>7. Intellectual property</h2>
<p>The Software and all related intellectual property remain ours or our licensors'. This Agreement grants no
rights other than those expressly stated. Data entered by the Customer remains the Customer's.</p>

<h2>8. Warranty disclaimer and limitation of liability</h2>
<p>To the extent permitted by law, the Software is provided "as is", and our total liability arising out of this
Agreement is limited as set out in the Customer's subscription agreement. Nothing in this Agreement limits
liability that cannot be limited by law.</p>

<h2>9. Termination</h2>
<p>This license ends when the Customer's subscription ends or when your access is withdrawn by the Customer, or
immediately if you breach this Agreement. Sections 3, 4, 7 and 8 survive termination.</p>

<h2>10. Governing terms and contact</h2>
<p>If this Agreement conflicts with the Customer's subscription agreement, the subscription agreement prevails.
Questions about this Agreement: <a href="mailto:${contact}">${contact}</a>.</p>
</main>
</body>
</html>`;
}

export const legalRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (app, { config }) => {
  const page = renderEula(config.contactEmail, config.version);
  app.get(EULA_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page),
  );
};
