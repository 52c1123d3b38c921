import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forms } from '../../db/schema/forms.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { workforceEmployees, workforceTeams } from '../../db/schema/workforce.ts';
import type { Queryable } from '../calculator/queries.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyWithForm = { survey: SurveyRow; form: typeof forms.$inferSelect };

const joined = (db: Queryable) =>
  db
    .select({ survey: surveys, form: forms })
    .from(surveys)
    .innerJoin(forms, and(eq(forms.companyId, surveys.companyId), eq(forms.id, surveys.formId)));

export async function findSurvey(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<SurveyWithForm | undefined> {
  const [row] = await joined(db)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)))
    .limit(1);
  return row;
}

/** The company's surveys, newest first. */
export async function listSurveys(db: Queryable, companyId: string): Promise<SurveyWithForm[]> {
  return joined(db).where(eq(surveys.companyId, companyId)).orderBy(desc(surveys.createdAt)).limit(500);
}

export async function countSurveys(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(surveys).where(eq(surveys.companyId, companyId));
  return row?.total ?? 0;
}

/** The employees a survey is sent to: all of the company's, or those of the chosen teams. */
export async function listAudience(
  db: Queryable,
  companyId: string,
  audience: { audience: string; teamIds: readonly string[] },
): Promise<{ id: string; email: string; teamId: string | null }[]> {
  if (audience.audience === 'open') return [];
  return db
    .select({ id: workforceEmployees.id, email: workforceEmployees.email, teamId: workforceEmployees.teamId })
    .from(workforceEmployees)
    .where(
      and(
        eq(workforceEmployees.companyId, companyId),
        audience.audience === 'teams' ? inArray(workforceEmployees.teamId, [...audience.teamIds]) : undefined,
      ),
    );
}

export async function findEmployeeEmails(db: Database, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: workforceEmployees.id, email: workforceEmployees.email })
    .from(workforceEmployees)
    .where(and(eq(workforceEmployees.companyId, companyId), inArray(workforceEmployees.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The company's team names by id (those given, or all). */
export async function listTeamNames(db: Queryable, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: workforceTeams.id, name: workforceTeams.name })
    .from(workforceTeams)
    .where(eq(workforceTeams.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** How many of the ids are teams of the company. */
export async function countCompanyTeams(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(workforceTeams)
    .where(and(eq(workforceTeams.companyId, companyId), inArray(workforceTeams.id, [...ids])));
  return row?.total ?? 0;
}
