// @vitest-environment jsdom
import "../../testing/setup-dom";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setConfigForTests } from "../../lib/config";
import { fakeClock } from "../../testing/fake-clock";
import { tabState } from "../session/tab-state";
import { AgentConnection, type AgentSocket } from "./lib/agent-connection";
import { pageAgentAddress, useAgentState } from "./use-scanner-agent";

const config = {
  issuer: "",
  clientId: "",
  apiResource: "",
  contactEmail: "",
  eulaUrl: "",
  usbAgentDownloadUrl: "",
  errorReportingDsn: "",
  version: "test",
};

afterEach(() => setConfigForTests(null));

describe("the page's agent address", () => {
  it("takes the configured agent port, else 5000, and the agenturi override", () => {
    setConfigForTests(config);
    expect(pageAgentAddress("")).toEqual({ host: "localhost", port: 5000, secure: false });
    setConfigForTests({ ...config, agentPort: 5100 });
    expect(pageAgentAddress("")).toMatchObject({ port: 5100 });
    expect(pageAgentAddress("?agenturi=127.0.0.1")).toEqual({ host: "127.0.0.1", port: 80, secure: false });
    tabState.set({ agentUri: "http://127.0.0.1:5400" });
    expect(pageAgentAddress("")).toMatchObject({ host: "127.0.0.1", port: 5400 });
    tabState.set({ agentUri: null });
  });
});

describe("useAgentState", () => {
  it("re-renders with the connection's status", () => {
    let socket: AgentSocket | null = null;
    const connection = new AgentConnection({
      url: "ws://localhost:5000/hpagent",
      createSocket: () => {
        socket = { send() {}, close() {}, onopen: null, onclose: null, onerror: null, onmessage: null };
        return socket;
      },
      clock: fakeClock(),
      reload: () => {},
    });
    const { result } = renderHook(() => useAgentState(connection));
    expect(result.current.status).toBe("disconnected");
    act(() => connection.connect());
    expect(result.current.status).toBe("connecting");
    act(() => (socket as AgentSocket | null)?.onopen?.({}));
    expect(result.current.status).toBe("session creation");
  });
});
