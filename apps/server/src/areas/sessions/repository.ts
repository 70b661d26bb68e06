// The sessions area's part of the repository: a session of the operator's stores, its read audited.
import type { Session } from "@solerx/domain/patient";
import type { AreaContext } from "../context";
import { findSession } from "./queries";

export interface SessionsRepository {
  find(sessionID: string): Promise<Session | undefined>;
}

export function sessionsRepository({ db, read, audit }: AreaContext): SessionsRepository {
  return {
    async find(sessionID) {
      const session = await findSession(db, read, sessionID);
      const owner = (type: string) => session?.owners.find((o) => o.type === type)?.id ?? null;
      // Every session has a company (a NOT NULL column), so every session read is recorded.
      const companyID = owner("COMPANY");
      if (companyID) await audit({ patientID: owner("USER"), storeID: owner("SITE"), companyID });
      return session;
    },
  };
}
