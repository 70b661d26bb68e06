// Command-line flags of the agent that set the mock scanner up at start (the same settings as the control API,
// docs/ARCHITECTURE.md "Mock scanner control"): `npm run start:agent -- --update=required --scan-ms=500`.
import { parseArgs } from "node:util";
import { MockControl } from "@solerx/domain/scan";

export const MOCK_FLAGS_HELP = `Mock scanner flags:
  --scanner=available|busy|error|absent       the device at start (default available)
  --next-scan=succeed|detach|fail|corrupt-upload  how the first scan ends (default succeed)
  --update=none|optional|required             the software update offered (default none)
  --open-session=succeed|fail                 whether WebSocket sessions open (default succeed)
  --scan-ms=N                                 milliseconds per scan (default 3000)
  --download-ms=N                             milliseconds per update download (default 2000)`;

/** Reads the flags; throws one error naming the flag that is wrong. */
export function parseMockFlags(args: string[]): MockControl {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      scanner: { type: "string" },
      "next-scan": { type: "string" },
      update: { type: "string" },
      "open-session": { type: "string" },
      "scan-ms": { type: "string" },
      "download-ms": { type: "string" },
    },
  });
  const number = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`--${flag} must be a whole number of milliseconds, got "${value}"`);
    return Number(value);
  };
  const given = {
    scanner: values.scanner,
    nextScan: values["next-scan"],
    update: values.update,
    openSession: values["open-session"],
    scanDurationMs: number("scan-ms", values["scan-ms"]),
    downloadDurationMs: number("download-ms", values["download-ms"]),
  };
  // Only the flags given: a key present as undefined would stay in the parsed settings.
  const parsed = MockControl.safeParse(
    Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
  );
  if (!parsed.success) {
    const flags: Record<string, string> = {
      nextScan: "next-scan",
      openSession: "open-session",
      scanDurationMs: "scan-ms",
      downloadDurationMs: "download-ms",
    };
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    throw new Error(`--${flags[field] ?? field}: ${issue?.message}`);
  }
  return parsed.data;
}
