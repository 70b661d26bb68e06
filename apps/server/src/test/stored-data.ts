// What the API stored, read back: every patient of the operator's store through its record, medical profile and
// session calls, every saved Rx of its company, and every stored medical profile's JSON within the bounds. A value
// the contracts refuse fails the answers' schemas (a 5xx) or the bounds: "nothing invalid stored" (issue 17).
import { jsonProblem } from "@solerx/domain/common";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/database";

/** The problems found (empty when every stored value reads back). */
export async function storedProblems(
  app: FastifyInstance,
  db: Db,
  at: { headers: Record<string, string>; storeID: string; companyID: string },
): Promise<string[]> {
  const problems: string[] = [];
  const get = async (url: string) => {
    const response = await app.inject({ url: `/api/v1${url}`, headers: at.headers });
    if (response.statusCode !== 200) problems.push(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.statusCode === 200 ? response.json() : undefined;
  };
  const list = (await get(`/profile/patients/${at.storeID}?companyID=${at.companyID}`)) as
    | { patients: { userID: string }[] }
    | undefined;
  const patients = list?.patients ?? [];
  for (const { userID } of patients) {
    await get(`/profile/patient/${userID}`);
    await get(`/profile/user/${userID}/fitStationMedicalProfile`);
    await get(`/profile/user/${userID}/fitStationProfile`);
  }
  const saved = ((await get(`/savedrx/get/list?companyID=${at.companyID}`)) ?? []) as { fileName: string }[];
  for (const { fileName } of saved) await get(`/savedrx/${encodeURIComponent(fileName)}/get?companyID=${at.companyID}`);
  await get(`/order/list/${at.storeID}`);
  const rows = await sql<{ id: string; profile: unknown }>`
    select user_id as id, medical_profile as profile from profiles where medical_profile is not null`.execute(db);
  for (const row of rows.rows) {
    const problem = jsonProblem(row.profile);
    if (problem) problems.push(`profile of ${row.id}: ${problem}`);
  }
  return problems;
}
