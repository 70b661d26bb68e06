// @vitest-environment jsdom
// The live insole hook on a fake worker: numbered requests, an older answer arriving after a newer one dropped,
// a request only when the scans, landmarks or numbers change by value, the debounce, and a worker that crashed
// or went quiet for 30 s replaced, with the error said.
import "../../testing/setup-dom";
import { rxGeometry } from "@solerx/domain/design";
import { Prescription } from "@solerx/domain/prescription";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InsoleAnswer, InsoleRequest } from "./insole-messages";
import type { LiveInsoleInput } from "./insole-view";
import { createInsoleClient, type InsoleWorkerPort, WORKER_TIME_LIMIT_MS } from "./insole-worker-client";
import { LIVE_INSOLE_TEXTS } from "./texts";
import { useLiveInsole } from "./use-live-insole";

class FakeWorker implements InsoleWorkerPort {
  posted: InsoleRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<InsoleAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  postMessage(message: InsoleRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers request `id` with a left foot whose reason names `label`, so a test sees which answer is shown. */
  answer(id: number, label: string) {
    const data: InsoleAnswer = {
      kind: "insoles",
      id,
      feet: { left: { scanID: "scan-left", insole: { ok: false, reason: label } } },
      timeMs: 1,
    };
    act(() => this.onmessage?.({ data } as MessageEvent<InsoleAnswer>));
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = createInsoleClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  return { workers, client };
}

function input(heelSeat: 8 | 12 | 16 | 20, landmarkX = 0): LiveInsoleInput {
  return {
    scans: { left: { scanID: "scan-left", url: "/blobs/left.drc", landmarks: { heelCentre: [landmarkX, 40, 0] } } },
    numbers: rxGeometry(Prescription.parse({ shellModifications: { heelSeat } }), { weightLbs: 160 }),
  };
}

const shownReason = (state: ReturnType<typeof useLiveInsole>) => {
  const left = state.feet.left;
  return left && !left.ok ? left.reason : null;
};

afterEach(() => {
  vi.useRealTimers();
});

describe("useLiveInsole", () => {
  it("drops an older answer that arrives after a newer one", () => {
    const { workers, client } = setup();
    const { result, rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    rerender({ value: input(20) });
    const worker = workers[0] as FakeWorker;
    expect(worker.posted.map((request) => request.id)).toEqual([1, 2]);
    expect(result.current.status).toBe("working");

    worker.answer(2, "answer to the deep heel seat");
    expect(result.current).toMatchObject({ status: "ready", generation: 1, error: null });
    expect(shownReason(result.current)).toBe("answer to the deep heel seat");

    worker.answer(1, "answer to the standard heel seat");
    expect(result.current).toMatchObject({ status: "ready", generation: 1 });
    expect(shownReason(result.current)).toBe("answer to the deep heel seat");
  });

  it("shows each answer in order, working until the newest arrives", () => {
    const { workers, client } = setup();
    const { result, rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    rerender({ value: input(16) });
    const worker = workers[0] as FakeWorker;
    worker.answer(1, "first");
    expect(result.current).toMatchObject({ status: "working", generation: 1 });
    expect(shownReason(result.current)).toBe("first");
    worker.answer(2, "second");
    expect(result.current).toMatchObject({ status: "ready", generation: 2 });
  });

  it("asks again when the prescription or a landmark changes, not for the same values in new objects", () => {
    const { workers, client } = setup();
    const { rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    const worker = workers[0] as FakeWorker;
    expect(worker.posted).toHaveLength(1);
    // The same scans, landmarks and numbers in new objects, and a new signed URL: no request.
    const resigned = input(12);
    if (resigned.scans.left) resigned.scans.left.url = "/blobs/left.drc?sig=2";
    rerender({ value: resigned });
    expect(worker.posted).toHaveLength(1);
    rerender({ value: input(20) });
    expect(worker.posted).toHaveLength(2);
    expect(worker.posted[1]?.numbers.left.heelSeat.thirtySecondsInch).toBe(20);
    // The worker gets the URL resolved against the page, not against its own script.
    expect(worker.posted[1]?.scans.left?.url).toBe(new URL("/blobs/left.drc", location.href).href);
    rerender({ value: input(20, 3) });
    expect(worker.posted).toHaveLength(3);
    // One worker for all of them, and the page holds no foot yet, so each request asks for it.
    expect(workers).toHaveLength(1);
    expect(worker.posted.every((request) => request.scans.left?.withFoot)).toBe(true);
  });

  it("sends the first change at once and the rest of a burst after the debounce, as one request", () => {
    vi.useFakeTimers();
    const { workers, client } = setup();
    const { rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 200 }), {
      initialProps: { value: input(12) },
    });
    const worker = workers[0] as FakeWorker;
    expect(worker.posted).toHaveLength(1);
    act(() => vi.advanceTimersByTime(50));
    rerender({ value: input(16) });
    act(() => vi.advanceTimersByTime(50));
    rerender({ value: input(20) });
    expect(worker.posted).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(worker.posted).toHaveLength(2);
    expect(worker.posted[1]?.numbers.left.heelSeat.thirtySecondsInch).toBe(20);
  });

  it("keeps the foot's mesh the worker sent once and gives it with every later answer", () => {
    const { workers, client } = setup();
    const { result, rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    const worker = workers[0] as FakeWorker;
    const foot = { positions: new Float32Array(9), indices: new Uint32Array([0, 1, 2]) };
    const view = (withFoot: boolean) => ({
      side: "left" as const,
      shell: { positions: new Float32Array(9), indices: new Uint32Array(3), thickness: new Float32Array(3) },
      cover: { positions: new Float32Array(9), indices: new Uint32Array(3) },
      foot: withFoot ? foot : null,
      outline: [],
      zones: [],
      sections: [],
      numbers: input(12).numbers.left,
      checks: {} as never,
      warnings: [],
      timeMs: 1,
    });
    const send = (id: number, withFoot: boolean) =>
      act(() =>
        worker.onmessage?.({
          data: {
            kind: "insoles",
            id,
            timeMs: 1,
            feet: { left: { scanID: "scan-left", insole: { ok: true, insole: view(withFoot) } } },
          },
        } as unknown as MessageEvent<InsoleAnswer>),
      );
    send(1, true);
    rerender({ value: input(20) });
    expect(worker.posted[1]?.scans.left?.withFoot).toBe(false);
    send(2, false);
    const left = result.current.feet.left;
    expect(left?.ok && left.insole.foot).toBe(foot);
  });

  it("replaces a worker that crashed, saying so, and keeps the last answer on screen", () => {
    const { workers, client } = setup();
    const { result, rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    const first = workers[0] as FakeWorker;
    first.answer(1, "before the crash");
    rerender({ value: input(20) });
    act(() => first.onerror?.(new ErrorEvent("error", { message: "out of memory" })));
    expect(first.terminated).toBe(true);
    expect(result.current).toMatchObject({ status: "failed", error: LIVE_INSOLE_TEXTS.crashed, generation: 1 });
    expect(shownReason(result.current)).toBe("before the crash");

    rerender({ value: input(16) });
    expect(workers).toHaveLength(2);
    const second = workers[1] as FakeWorker;
    second.answer(3, "after the crash");
    expect(result.current).toMatchObject({ status: "ready", error: null, generation: 2 });
  });

  it("stops a worker that has not answered for 30 s and starts a new one on the next change", () => {
    vi.useFakeTimers();
    const { workers, client } = setup();
    const { result, rerender } = renderHook(({ value }) => useLiveInsole(value, { client, debounceMs: 0 }), {
      initialProps: { value: input(12) },
    });
    act(() => vi.advanceTimersByTime(WORKER_TIME_LIMIT_MS - 1));
    expect(workers[0]?.terminated).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(workers[0]?.terminated).toBe(true);
    expect(result.current).toMatchObject({ status: "failed", error: LIVE_INSOLE_TEXTS.timedOut });
    // A late answer of the stopped worker is not taken.
    workers[0]?.answer(1, "too late");
    expect(result.current.generation).toBe(0);
    rerender({ value: input(20) });
    expect(workers).toHaveLength(2);
  });

  it("asks nothing without an input", () => {
    const { workers, client } = setup();
    const { result } = renderHook(() => useLiveInsole(null, { client }));
    expect(workers).toHaveLength(0);
    expect(result.current).toEqual({ status: "idle", generation: 0, feet: {}, error: null });
  });
});
