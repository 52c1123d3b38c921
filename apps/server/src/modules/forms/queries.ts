import type { QuestionSet, SurveyAnswers } from '@carbon-ledger/core';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { formResponses, forms, publicLinks } from '../../db/schema/forms.ts';
import type { Queryable } from '../calculator/queries.ts';
import { FORM_LINK_PURPOSE } from './form-links.ts';

export type FormRow = typeof forms.$inferSelect;

/** One of the company's forms, or undefined. */
export async function findForm(
  db: Queryable,
  companyId: string,
  formId: string,
): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.companyId, companyId), eq(forms.id, formId)))
    .limit(1);
  return row;
}

export type FormLinkCounts = {
  /** Personal links that exist (deleted employees' links are gone) and how many of them answered. */
  personal: number;
  used: number;
  byGroup: Record<string, { personal: number; used: number }>;
};

/** How many personal links a form has and how many answered, in total and per group (a team). */
export async function countFormLinks(
  db: Queryable,
  companyId: string,
  formId: string,
): Promise<FormLinkCounts> {
  const rows = await db
    .select({
      groupKey: publicLinks.groupKey,
      personal: count(),
      used: sql<number>`count(${publicLinks.usedAt})::int`,
    })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, FORM_LINK_PURPOSE),
        eq(publicLinks.subjectId, formId),
        eq(publicLinks.kind, 'personal'),
      ),
    )
    .groupBy(publicLinks.groupKey);
  const counts: FormLinkCounts = { personal: 0, used: 0, byGroup: {} };
  for (const row of rows) {
    counts.personal += row.personal;
    counts.used += Number(row.used);
    if (row.groupKey !== null)
      counts.byGroup[row.groupKey] = { personal: row.personal, used: Number(row.used) };
  }
  return counts;
}

/** Submitted answers per group, counted. */
export async function countSubmittedResponses(
  db: Queryable,
  companyId: string,
  formId: string,
): Promise<{ total: number; openLink: number }> {
  const [row] = await db
    .select({ total: count(), openLink: sql<number>`count(${formResponses.addressHash})::int` })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.companyId, companyId),
        eq(formResponses.formId, formId),
        eq(formResponses.state, 'submitted'),
      ),
    );
  return { total: row?.total ?? 0, openLink: Number(row?.openLink ?? 0) };
}

/**
 * The submitted answers of a form with their group, in no particular order and without any id: for the
 * owning module to aggregate. Never hand these to a client as they are.
 */
export async function listSubmittedAnswers(
  db: Queryable,
  companyId: string,
  formId: string,
): Promise<{ answers: SurveyAnswers; groupKey: string | null }[]> {
  const rows = await db
    .select({ answers: formResponses.answers, groupKey: formResponses.groupKey })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.companyId, companyId),
        eq(formResponses.formId, formId),
        eq(formResponses.state, 'submitted'),
      ),
    );
  return rows.map((row) => ({ answers: row.answers as SurveyAnswers, groupKey: row.groupKey }));
}

/** The personal links of a form that have not answered yet (for a reminder). */
export async function listUnusedPersonalLinks(
  db: Queryable,
  companyId: string,
  formId: string,
): Promise<{ id: string; recipientId: string; tokenCiphertext: string | null; sentCount: number }[]> {
  const rows = await db
    .select({
      id: publicLinks.id,
      recipientId: publicLinks.recipientId,
      tokenCiphertext: publicLinks.tokenCiphertext,
      sentCount: publicLinks.sentCount,
      usedAt: publicLinks.usedAt,
    })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, FORM_LINK_PURPOSE),
        eq(publicLinks.subjectId, formId),
        eq(publicLinks.kind, 'personal'),
        isNotNull(publicLinks.recipientId),
        sql`${publicLinks.usedAt} is null and ${publicLinks.revokedAt} is null`,
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    recipientId: row.recipientId as string,
    tokenCiphertext: row.tokenCiphertext,
    sentCount: row.sentCount,
  }));
}

export const readQuestionSet = (row: FormRow): QuestionSet => row.questionSet as QuestionSet;
