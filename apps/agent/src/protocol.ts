// The scanner agent's side of its WebSocket: the message unions live in packages/domain
// (scan/scanner-agent.ts), shared with the web app; this parses what arrives without ever throwing.
import { AgentCommand } from "@solerx/domain/scan";

/** Parses one incoming frame; anything that is not a known command is refused with a reason, never thrown. */
export function parseCommand(raw: string): { ok: true; command: AgentCommand } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "Message is not JSON" };
  }
  const parsed = AgentCommand.safeParse(value);
  if (parsed.success) return { ok: true, command: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  return { ok: false, reason: `${where}${issue?.message ?? "Unknown message"}` };
}
