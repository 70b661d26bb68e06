// The database's NOTIFY messages on one channel, for whatever the server keeps in memory and must forget when the
// database changes (plugins/access-cache.ts). On PostgreSQL a connection of its own LISTENs, so every replica
// hears every change whoever made it; while that connection is down (never connected, or lost until it
// reconnects), `live` is false and nothing may be kept. Each pooled connection LISTENs too: PostgreSQL sends a
// session its own notifications before the committing statement returns, so a change this process makes is
// forgotten here before its caller sees the write done. A pooled connection passes on only its own session's
// messages: the listening connection hears everyone's, and each extra copy would drop the reads of kept data under
// way. PGlite runs in this process and delivers them in-process.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface Notifications {
  /** Whether a message sent now would reach this process (kept data is only safe while it is). */
  readonly live: boolean;
  /** Calls `listener` with each message's payload, and with "*" when messages may have been missed. */
  subscribe(listener: (payload: string) => void): () => void;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

class Listeners {
  private readonly listeners = new Set<(payload: string) => void>();
  subscribe(listener: (payload: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(payload: string) {
    for (const listener of this.listeners) listener(payload);
  }
}

export async function postgresNotifications(
  connectionString: string,
  pool: pg.Pool,
  channel: string,
): Promise<Notifications> {
  const listeners = new Listeners();
  const onMessage = (message: pg.Notification) => {
    if (message.channel === channel) listeners.emit(message.payload ?? "*");
  };
  pool.on("connect", (client) => {
    const processID = (client as pg.Client & { processID?: number }).processID;
    client.on("notification", (message) => {
      if (message.processId === processID) onMessage(message);
    });
    // Queued before any query the pool hands this connection; a failure here only loses the shortcut.
    client.query(`listen ${channel}`).catch(() => {});
  });
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    listeners.emit("*");
    which.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on("notification", onMessage);
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Whatever changed while no one listened.
      listeners.emit("*");
    } catch {
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
    }
  }
  await connect();
  return {
    get live() {
      return client !== undefined;
    },
    subscribe: (listener) => listeners.subscribe(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

export async function pgliteNotifications(pglite: PGlite, channel: string): Promise<Notifications> {
  const listeners = new Listeners();
  const unlisten = await pglite.listen(channel, (payload) => listeners.emit(payload || "*"));
  return {
    live: true,
    subscribe: (listener) => listeners.subscribe(listener),
    close: () => unlisten(),
  };
}
