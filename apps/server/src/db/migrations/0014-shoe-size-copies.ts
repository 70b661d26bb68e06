// Issue 18 point 1, one shoe-size model: stored rows agree with it. A stored medical profile's unit texts become
// the three the contract admits (another case or spaces read as the unit, anything else as men's, as the apps
// read them: domain shoe-size unitOfProfile), and the prescriptions of profiles and orders lose the size and weight
// copies of their uiContextData, which nothing reads and a read now answers as the template's (domain shoe-size
// prescription-copies.ts). The field names and texts are written out here: a migration must not change when
// today's code does.
import { type Kysely, sql } from "kysely";

const COPIES = sql`array['shoeSize', 'shoeStandard', 'shoeWidth', 'weight']`;
/** The template's copies (spec 001 §3), which down() writes back. */
const TEMPLATE_COPIES = sql`jsonb_build_object(
  'shoeSize', jsonb_build_object('left', 12, 'right', 12),
  'shoeStandard', jsonb_build_object('left', 'uk-mens', 'right', 'uk-mens'),
  'shoeWidth', jsonb_build_object('left', 'standard', 'right', 'standard'),
  'weight', jsonb_build_object('unit', 'lbs', 'value', 132))`;

/** A profile's unit text as the contract admits it. */
function unitText(side: "left" | "right") {
  const text = sql`upper(btrim(medical_profile ->> ${`${side}GenderShoeSize`}))`;
  return sql`case when ${text} in ('MEN''S', 'WOMEN''S', 'YOUTH''S') then ${text} else 'MEN''S' end`;
}

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update profiles set medical_profile = medical_profile
      || jsonb_build_object('leftGenderShoeSize', ${unitText("left")}, 'rightGenderShoeSize', ${unitText("right")})
    where jsonb_typeof(medical_profile) = 'object'`.execute(db);
  await sql`update profiles set medical_profile = jsonb_set(medical_profile, '{prescriptionObj,uiContextData}',
      (medical_profile #> '{prescriptionObj,uiContextData}') - ${COPIES})
    where jsonb_typeof(medical_profile #> '{prescriptionObj,uiContextData}') = 'object'`.execute(db);
  await sql`update orders set prescription = jsonb_set(prescription, '{uiContextData}',
      (prescription -> 'uiContextData') - ${COPIES})
    where jsonb_typeof(prescription -> 'uiContextData') = 'object'`.execute(db);
}

/** Writes the template's copies back (the values a read answered); the unit texts stay as the contract's. */
// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update profiles set medical_profile = jsonb_set(medical_profile, '{prescriptionObj,uiContextData}',
      (medical_profile #> '{prescriptionObj,uiContextData}') || ${TEMPLATE_COPIES})
    where jsonb_typeof(medical_profile #> '{prescriptionObj,uiContextData}') = 'object'`.execute(db);
  await sql`update orders set prescription = jsonb_set(prescription, '{uiContextData}',
      (prescription -> 'uiContextData') || ${TEMPLATE_COPIES})
    where jsonb_typeof(prescription -> 'uiContextData') = 'object'`.execute(db);
}
