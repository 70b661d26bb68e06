import { describe, expect, it } from "vitest";
import { agentApiBase, agentSocketUrl, parseAgentAddress, resolveAgentAddress } from "./agent-address";

describe("the scanner agent's address", () => {
  it("defaults to the agent's port 5000 on this PC", () => {
    const address = resolveAgentAddress("");
    expect(address).toEqual({ host: "localhost", port: 5000, secure: false });
    expect(agentSocketUrl(address)).toBe("ws://localhost:5000/hpagent");
    expect(agentApiBase(address)).toBe("http://localhost:5000/hpagent/api/v1");
  });

  it("uses the installation's configured agent port", () => {
    expect(resolveAgentAddress("?x=1", 5100)).toEqual({ host: "localhost", port: 5100, secure: false });
  });

  it("takes host and port from the agenturi query parameter, port 80 when it has none", () => {
    expect(resolveAgentAddress("?agenturi=http://127.0.0.1:5123", 5100)).toEqual({
      host: "127.0.0.1",
      port: 5123,
      secure: false,
    });
    expect(resolveAgentAddress("?agenturi=scanner-pc")).toEqual({ host: "scanner-pc", port: 80, secure: false });
    expect(resolveAgentAddress("?agenturi=wss://agent.local")).toEqual({
      host: "agent.local",
      port: 443,
      secure: true,
    });
    expect(agentSocketUrl(resolveAgentAddress("?agenturi=[::1]:5001"))).toBe("ws://[::1]:5001/hpagent");
  });

  it("falls back to the agenturi the tab kept when the address has none", () => {
    expect(resolveAgentAddress("", 5000, "http://10.0.0.2:5200")).toEqual({
      host: "10.0.0.2",
      port: 5200,
      secure: false,
    });
    expect(resolveAgentAddress("?agenturi=127.0.0.1:5300", 5000, "http://10.0.0.2:5200").port).toBe(5300);
    expect(resolveAgentAddress("", 5100, "ftp://x")).toEqual({ host: "localhost", port: 5100, secure: false });
  });

  it("ignores an agenturi that is no address", () => {
    for (const bad of ["", "   ", "ftp://host", "http://", "::::"]) {
      expect(parseAgentAddress(bad)).toBeNull();
      expect(resolveAgentAddress(`?agenturi=${encodeURIComponent(bad)}`).port).toBe(5000);
    }
  });
});
