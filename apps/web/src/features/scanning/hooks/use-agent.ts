// The scanner agent while a scanning screen is open: one connection to this page's agent address, opened on mount
// and closed on unmount. Once the agent's session stands it asks for a software update (CheckUpdate with the
// operator's token) and asks the agent to report its devices for the store (SendTelemetryData).
import { useCallback, useEffect, useRef, useState } from "react";
import type { AgentAddress } from "../../../entities/scanner/lib/agent-address";
import type { AgentConnection } from "../../../entities/scanner/lib/agent-connection";
import type { AgentState } from "../../../entities/scanner/lib/agent-state";
import {
  createBrowserAgentConnection,
  pageAgentAddress,
  useAgentState,
} from "../../../entities/scanner/use-scanner-agent";
import { currentAccessToken } from "../../../lib/api-client";

export interface Agent {
  address: AgentAddress;
  connection: AgentConnection;
  state: AgentState;
  /** The Restart of the agent-error modal: a new connection. */
  restart(): void;
}

export function useAgent(storeId: string | null): Agent {
  const [address] = useState(() => pageAgentAddress());
  const [connection, setConnection] = useState(() => createBrowserAgentConnection(address));
  const state = useAgentState(connection);
  const greeted = useRef<AgentConnection | null>(null);

  useEffect(() => {
    connection.connect();
    return () => connection.dispose();
  }, [connection]);

  // Once per connection, when its session stands.
  useEffect(() => {
    if (state.status !== "session created" || greeted.current === connection) return;
    greeted.current = connection;
    void currentAccessToken().then((token) => {
      if (token) connection.checkUpdate(token);
    });
    if (storeId) connection.sendTelemetry(storeId);
  }, [state.status, connection, storeId]);

  const restart = useCallback(() => setConnection(createBrowserAgentConnection(address)), [address]);
  return { address, connection, state, restart };
}
