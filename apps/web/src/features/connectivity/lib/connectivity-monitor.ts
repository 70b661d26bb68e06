// Whether the app can reach its server (spec 000 §4 "Connectivity"): the browser's online and offline events,
// and a check that fetches /check.txt with a random query and marks the app offline after 5.5 s without success.
// While offline the check repeats, so the modal goes away by itself when the connection returns.
import { UI_TIMING } from "@solerx/domain/common";
import type { Clock } from "../../../lib/clock";

export type Connectivity = "online" | "offline";

export interface ConnectivityDeps {
  clock: Clock;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The window: where online and offline events are heard. */
  target: EventTarget;
  /** The browser's own flag (navigator.onLine). */
  browserOnline: () => boolean;
  random?: () => string;
  timeoutMs?: number;
  /** A failed attempt is tried again this much later, within the 5.5 s and while offline. */
  retryMs?: number;
  /** While online, the check runs this often, so a server that stops answering is noticed without an event. */
  recheckMs?: number;
}

export const CHECK_PATH = "/check.txt";

export class ConnectivityMonitor {
  private state: Connectivity;
  private readonly listeners = new Set<(state: Connectivity) => void>();
  /** The next attempt or the next round. */
  private timer: unknown = null;
  /** The end of the current round's 5.5 s. */
  private deadline: unknown = null;
  /** A round of attempts runs until one succeeds. */
  private inRound = false;
  private stopped = true;
  /** Bumped when the browser goes offline: an answer to a request sent before that no longer counts. */
  private generation = 0;
  /** A request of the check is in flight: never two at once. */
  private attempting = false;
  private readonly timeoutMs: number;
  private readonly retryMs: number;
  private readonly recheckMs: number;

  constructor(private readonly deps: ConnectivityDeps) {
    this.state = deps.browserOnline() ? "online" : "offline";
    this.timeoutMs = deps.timeoutMs ?? UI_TIMING.connectivityTimeoutMs;
    this.retryMs = deps.retryMs ?? 1000;
    this.recheckMs = deps.recheckMs ?? 30_000;
  }

  get current(): Connectivity {
    return this.state;
  }

  subscribe(listener: (state: Connectivity) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.deps.target.addEventListener("online", this.onOnline);
    this.deps.target.addEventListener("offline", this.onOffline);
    this.check();
  }

  stop(): void {
    this.stopped = true;
    this.inRound = false;
    this.deps.target.removeEventListener("online", this.onOnline);
    this.deps.target.removeEventListener("offline", this.onOffline);
    this.clearTimer();
    this.clearDeadline();
  }

  /** The browser has a network again: try at once rather than at the round's next attempt. */
  private readonly onOnline = () => {
    if (!this.inRound) {
      this.check();
      return;
    }
    if (this.attempting) return;
    this.clearTimer();
    void this.attempt();
  };

  /** The browser knows it has no network: no need to wait 5.5 s to say so. The round keeps trying. */
  private readonly onOffline = () => {
    this.generation += 1;
    this.attempting = false;
    this.inRound = false;
    this.clearTimer();
    this.clearDeadline();
    this.set("offline");
    this.check();
  };

  /** Starts a round of attempts unless one runs: offline when none succeeds within the time-out. */
  check(): void {
    if (this.stopped || this.inRound) return;
    this.inRound = true;
    this.clearTimer();
    this.deadline = this.deps.clock.setTimeout(() => {
      this.deadline = null;
      this.set("offline");
    }, this.timeoutMs);
    void this.attempt();
  }

  private async attempt(): Promise<void> {
    const generation = this.generation;
    this.attempting = true;
    const random = this.deps.random?.() ?? Math.random().toString(36).slice(2);
    const abort = new AbortController();
    // A request that hangs must not hold the round: it is given up with the round's time-out.
    const giveUp = this.deps.clock.setTimeout(() => abort.abort(), this.timeoutMs);
    let ok = false;
    try {
      const response = await this.deps.fetch(`${CHECK_PATH}?${random}`, { cache: "no-store", signal: abort.signal });
      ok = response.ok;
    } catch {
      ok = false;
    } finally {
      this.deps.clock.clearTimeout(giveUp);
      if (generation === this.generation) this.attempting = false;
    }
    if (this.stopped || generation !== this.generation) return;
    if (ok) {
      this.inRound = false;
      this.clearDeadline();
      this.set("online");
      this.timer = this.deps.clock.setTimeout(() => {
        this.timer = null;
        this.check();
      }, this.recheckMs);
      return;
    }
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, this.retryMs);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private clearDeadline(): void {
    if (this.deadline !== null) this.deps.clock.clearTimeout(this.deadline);
    this.deadline = null;
  }

  private set(state: Connectivity): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
