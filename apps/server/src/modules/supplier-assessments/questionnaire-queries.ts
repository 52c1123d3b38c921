import type { QuestionSet, SurveyAnswers } from '@carbon-ledger/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formResponses, forms } from '../../db/schema/forms.ts';
import { supplierQuestionnaires, suppliers } from '../../db/schema/supplier-assessments.ts';
import type { Queryable } from '../calculator/queries.ts';

export type QuestionnaireRow = typeof supplierQuestionnaires.$inferSelect & {
  supplierName: string;
  title: string;
  questionSet: QuestionSet;
  /** The supplier's answers: submitted, else its draft; null before it saved any. */
  answers: SurveyAnswers | null;
  responseState: 'draft' | 'submitted' | null;
};

/**
 * The company's questionnaires (or the ones asked), newest first, each with its form's question set and
 * the supplier's answers. A questionnaire's form has one personal link, so its responses are the
 * supplier's alone (the forms module keeps them; read here by the form's id).
 */
export async function listQuestionnaires(
  db: Queryable,
  companyId: string,
  onlyIds?: readonly string[],
): Promise<QuestionnaireRow[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  const q = supplierQuestionnaires;
  const rows = await db
    .select({
      questionnaire: q,
      supplierName: suppliers.name,
      title: forms.title,
      questionSet: forms.questionSet,
    })
    .from(q)
    .innerJoin(suppliers, and(eq(suppliers.companyId, q.companyId), eq(suppliers.id, q.supplierId)))
    .innerJoin(forms, and(eq(forms.companyId, q.companyId), eq(forms.id, q.formId)))
    .where(and(eq(q.companyId, companyId), onlyIds ? inArray(q.id, [...onlyIds]) : undefined))
    .orderBy(desc(q.sentAt));
  if (rows.length === 0) return [];
  const responses = await db
    .select({ formId: formResponses.formId, answers: formResponses.answers, state: formResponses.state })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.companyId, companyId),
        inArray(
          formResponses.formId,
          rows.map((row) => row.questionnaire.formId),
        ),
      ),
    );
  return rows.map((row) => {
    const ofForm = responses.filter((response) => response.formId === row.questionnaire.formId);
    const response = ofForm.find((one) => one.state === 'submitted') ?? ofForm[0];
    return {
      ...row.questionnaire,
      supplierName: row.supplierName,
      title: row.title,
      questionSet: row.questionSet as QuestionSet,
      answers: response ? (response.answers as SurveyAnswers) : null,
      responseState: response ? (response.state as 'draft' | 'submitted') : null,
    };
  });
}

export async function findQuestionnaire(
  db: Database,
  companyId: string,
  id: string,
): Promise<QuestionnaireRow | undefined> {
  const [row] = await listQuestionnaires(db, companyId, [id]);
  return row;
}
