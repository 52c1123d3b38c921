import { MAX_EMPLOYEES_PER_COMPANY, MAX_TEAMS_PER_COMPANY } from '@carbon-ledger/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/identity.ts';
import { workforceEmployees, workforceTeams } from '../../db/schema/workforce.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteFormLinksOfRecipient } from '../forms/service.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes of one company's workforce queue behind each other, so its limits hold under concurrency. */
async function lockCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

const notFound = (what: 'employee' | 'team') =>
  new AppError('NOT_FOUND', what === 'team' ? 'No such team.' : 'No such employee.');

/**
 * Adds the emails (already checked and lower-cased by the contract) as employees, all or none: an email
 * given twice answers 400 and one that is already an employee 409, each naming `emails.<index>`.
 */
export async function addEmployees(
  db: Database,
  companyId: string,
  emails: readonly string[],
): Promise<string[]> {
  const firstIndex = new Map<string, number>();
  const repeated = emails.flatMap((email, index) => {
    if (!firstIndex.has(email)) {
      firstIndex.set(email, index);
      return [];
    }
    return [{ path: `emails.${index}`, message: 'validation.email.repeated' }];
  });
  if (repeated.length > 0)
    throw new AppError('VALIDATION_FAILED', 'An email is given more than once; nothing was added.', repeated);
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const existing = await tx
        .select({ email: workforceEmployees.email })
        .from(workforceEmployees)
        .where(
          and(eq(workforceEmployees.companyId, companyId), inArray(workforceEmployees.email, [...emails])),
        );
      if (existing.length > 0) {
        const taken = new Set(existing.map((row) => row.email));
        throw new AppError(
          'CONFLICT',
          `Already employees, nothing was added: ${[...taken].sort().join(', ')}.`,
          emails.flatMap((email, index) =>
            taken.has(email) ? [{ path: `emails.${index}`, message: 'validation.email.employee' }] : [],
          ),
        );
      }
      const [held] = await tx
        .select({ total: count() })
        .from(workforceEmployees)
        .where(eq(workforceEmployees.companyId, companyId));
      if ((held?.total ?? 0) + emails.length > MAX_EMPLOYEES_PER_COMPANY)
        throw new AppError(
          'VALIDATION_FAILED',
          `A company holds at most ${MAX_EMPLOYEES_PER_COMPANY} employees; nothing was added.`,
          [{ path: 'emails', message: 'validation.tooMany' }],
        );
      const rows = await tx
        .insert(workforceEmployees)
        .values(emails.map((email) => ({ companyId, email })))
        .returning({ id: workforceEmployees.id });
      return rows.map((row) => row.id);
    });
  } catch (error) {
    // Another request added one of them in the meantime.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'One of the emails was just added; nothing was added.', [
        { path: 'emails', message: 'validation.email.employee' },
      ]);
    throw error;
  }
}

/** Removes the employee with their survey and form links (and unsent drafts); submitted answers name nobody and stay. */
export async function removeEmployee(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(workforceEmployees)
      .where(and(eq(workforceEmployees.companyId, companyId), eq(workforceEmployees.id, id)))
      .returning({ id: workforceEmployees.id });
    if (removed.length === 0) throw notFound('employee');
    await deleteFormLinksOfRecipient(tx, companyId, id);
  });
}

/** Puts the employee in the team (one of the company's, else 404), or in none with `null`. */
export async function assignEmployeeTeam(
  db: Database,
  companyId: string,
  id: string,
  teamId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (teamId !== null) {
      const [team] = await tx
        .select({ id: workforceTeams.id })
        .from(workforceTeams)
        .where(and(eq(workforceTeams.companyId, companyId), eq(workforceTeams.id, teamId)))
        .for('share');
      if (!team) throw notFound('team');
    }
    const updated = await tx
      .update(workforceEmployees)
      .set({ teamId })
      .where(and(eq(workforceEmployees.companyId, companyId), eq(workforceEmployees.id, id)))
      .returning({ id: workforceEmployees.id });
    if (updated.length === 0) throw notFound('employee');
  });
}

const nameTaken = () =>
  new AppError('CONFLICT', 'Another team already has this name.', [
    { path: 'name', message: 'validation.team.nameTaken' },
  ]);

/** Names compare without case and surrounding or repeated spaces. */
const toNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function createTeam(db: Database, companyId: string, name: string): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [held] = await tx
        .select({ total: count() })
        .from(workforceTeams)
        .where(eq(workforceTeams.companyId, companyId));
      if ((held?.total ?? 0) >= MAX_TEAMS_PER_COMPANY)
        throw new AppError('VALIDATION_FAILED', `A company has at most ${MAX_TEAMS_PER_COMPANY} teams.`, [
          { path: 'name', message: 'validation.tooMany' },
        ]);
      const [row] = await tx
        .insert(workforceTeams)
        .values({ companyId, name, nameKey: toNameKey(name) })
        .returning({ id: workforceTeams.id });
      if (!row) throw new AppError('INTERNAL', 'The team was not stored.');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function renameTeam(db: Database, companyId: string, id: string, name: string): Promise<void> {
  try {
    const updated = await db
      .update(workforceTeams)
      .set({ name, nameKey: toNameKey(name) })
      .where(and(eq(workforceTeams.companyId, companyId), eq(workforceTeams.id, id)))
      .returning({ id: workforceTeams.id });
    if (updated.length === 0) throw notFound('team');
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes the team; its employees stay, in no team. */
export async function deleteTeam(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(workforceEmployees)
      .set({ teamId: null })
      .where(and(eq(workforceEmployees.companyId, companyId), eq(workforceEmployees.teamId, id)));
    const deleted = await tx
      .delete(workforceTeams)
      .where(and(eq(workforceTeams.companyId, companyId), eq(workforceTeams.id, id)))
      .returning({ id: workforceTeams.id });
    if (deleted.length === 0) throw notFound('team');
  });
}
