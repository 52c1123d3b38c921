import type { WorkforceSort } from '@carbon-ledger/core';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { workforceEmployees, workforceTeams } from '../../db/schema/workforce.ts';

export type EmployeeRow = {
  id: string;
  email: string;
  createdAt: Date;
  teamId: string | null;
  teamName: string | null;
};

export type TeamRow = { id: string; name: string; createdAt: Date; employeeCount: number };

const employeeColumns = {
  id: workforceEmployees.id,
  email: workforceEmployees.email,
  createdAt: workforceEmployees.createdAt,
  teamId: workforceEmployees.teamId,
  teamName: workforceTeams.name,
};

function selectEmployees(db: Database) {
  return db
    .select(employeeColumns)
    .from(workforceEmployees)
    .leftJoin(
      workforceTeams,
      and(
        eq(workforceTeams.companyId, workforceEmployees.companyId),
        eq(workforceTeams.id, workforceEmployees.teamId),
      ),
    );
}

/**
 * A page of the company's employees matching the search text (a substring of the email, any case; the
 * text is a `strpos` argument, never a pattern), newest first or by email, optionally of one team.
 */
export async function listEmployees(
  db: Database,
  companyId: string,
  query: { skip: number; limit: number; text: string; sortBy: WorkforceSort; team?: string | undefined },
): Promise<{ rows: EmployeeRow[]; total: number }> {
  const conditions: SQL[] = [eq(workforceEmployees.companyId, companyId)];
  const needle = query.text.toLowerCase();
  if (needle !== '') conditions.push(sql`strpos(${workforceEmployees.email}, ${needle}) > 0`);
  if (query.team) conditions.push(eq(workforceEmployees.teamId, query.team));
  const where = and(...conditions);
  const order =
    query.sortBy === 'alphabetic'
      ? [asc(workforceEmployees.email)]
      : [desc(workforceEmployees.createdAt), asc(workforceEmployees.email)];
  const rows = await selectEmployees(db)
    .where(where)
    .orderBy(...order)
    .offset(query.skip)
    .limit(query.limit);
  const [counted] = await db.select({ total: count() }).from(workforceEmployees).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findEmployees(db: Database, companyId: string, ids: string[]): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  return selectEmployees(db)
    .where(and(eq(workforceEmployees.companyId, companyId), inArray(workforceEmployees.id, ids)))
    .orderBy(asc(workforceEmployees.email));
}

export async function findTeam(db: Database, companyId: string, id: string): Promise<TeamRow | undefined> {
  const teams = await listTeams(db, companyId, id);
  return teams[0];
}

/** The company's teams by name, each with how many employees it holds (or just the one asked). */
export async function listTeams(db: Database, companyId: string, onlyId?: string): Promise<TeamRow[]> {
  return db
    .select({
      id: workforceTeams.id,
      name: workforceTeams.name,
      createdAt: workforceTeams.createdAt,
      // Spelled out: inside a subquery drizzle's bare column names would bind to the inner table.
      employeeCount: sql<number>`(select count(*)::int from workforce_employees e where e.company_id = "workforce_teams"."company_id" and e.team_id = "workforce_teams"."id")`,
    })
    .from(workforceTeams)
    .where(and(eq(workforceTeams.companyId, companyId), onlyId ? eq(workforceTeams.id, onlyId) : undefined))
    .orderBy(asc(workforceTeams.nameKey));
}

export async function countWorkforce(
  db: Database,
  companyId: string,
): Promise<{ employees: number; teams: number }> {
  const [employees] = await db
    .select({ total: count() })
    .from(workforceEmployees)
    .where(eq(workforceEmployees.companyId, companyId));
  const [teams] = await db
    .select({ total: count() })
    .from(workforceTeams)
    .where(eq(workforceTeams.companyId, companyId));
  return { employees: employees?.total ?? 0, teams: teams?.total ?? 0 };
}
