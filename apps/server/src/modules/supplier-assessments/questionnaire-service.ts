import {
  checkValueChainRequest,
  listCappedQuestions,
  readReportedEmissions,
  type SendQuestionnaireInput,
  SHIPPED_SUPPLIER_TEMPLATES,
} from '@carbon-ledger/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { publicLinks } from '../../db/schema/forms.ts';
import { supplierQuestionnaires, suppliers } from '../../db/schema/supplier-assessments.ts';
import { AppError } from '../../http/app-error.ts';
import { revokePublicLinks, type TokenCipher } from '../../public-links/index.ts';
import { FORM_LINK_PURPOSE } from '../forms/form-links.ts';
import { createForm, issuePersonalFormLinks, setFormState } from '../forms/service.ts';
import { findQuestionnaire } from './questionnaire-queries.ts';
import { buildReportFactor, storeSupplierReport } from './service.ts';

/** The purpose of a questionnaire's form in the forms module. */
export const SUPPLIER_FORM_PURPOSE = 'supplier-questionnaire';

const notFound = () => new AppError('NOT_FOUND', 'No such questionnaire.');

/** Today as a calendar day in UTC: a deadline before it is refused. */
const today = (now: Date) => now.toISOString().slice(0, 10);

export type SentQuestionnaire = { id: string; token: string };

/**
 * Sends a shipped template to a supplier, in one transaction: the send check against the value-chain
 * cap (a supplier with up to 1,000 employees, or an unknown head count, may be *required* to answer only
 * what the cap lists; refused naming each question), the form with the template's question set, opened,
 * and the supplier's personal link. The caller mails the link once it is stored.
 */
export async function sendQuestionnaire(
  db: Database,
  companyId: string,
  input: SendQuestionnaireInput,
  context: { actorId: string; cipher: TokenCipher; now?: Date },
): Promise<SentQuestionnaire> {
  const now = context.now ?? new Date();
  if (input.deadline < today(now))
    throw new AppError('VALIDATION_FAILED', 'The deadline has passed.', [
      { path: 'deadline', message: 'validation.invalid' },
    ]);
  const template = SHIPPED_SUPPLIER_TEMPLATES.find((candidate) => candidate.id === input.templateId);
  if (!template)
    throw new AppError('VALIDATION_FAILED', 'No such template.', [
      { path: 'templateId', message: 'validation.invalid' },
    ]);
  return db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ employees: suppliers.employees })
      .from(suppliers)
      .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, input.supplierId)))
      .for('share');
    if (!supplier) throw new AppError('NOT_FOUND', 'No such supplier.');
    const check = checkValueChainRequest(
      listCappedQuestions(template.questionSet, template.datapoints),
      supplier,
    );
    if (!check.isAllowed)
      throw new AppError(
        'VALIDATION_FAILED',
        `A supplier with up to 1,000 employees may not be required to answer: ${check.beyondCap.map((question) => question.questionId).join(', ')}.`,
        check.beyondCap.map((question) => ({
          path: `questions.${question.questionId}`,
          message: 'validation.supplier.beyondValueChainCap',
        })),
      );
    const formId = await createForm(tx, companyId, {
      purpose: SUPPLIER_FORM_PURPOSE,
      title: template.title[input.language],
      languages: ['en', 'de'],
      questionSet: template.questionSet,
    });
    await setFormState(tx, companyId, formId, 'open');
    const [link] = await issuePersonalFormLinks(
      tx,
      companyId,
      formId,
      [{ recipientId: input.supplierId, groupKey: null }],
      context.cipher,
    );
    if (!link) throw new AppError('INTERNAL', 'The link was not issued.');
    const [row] = await tx
      .insert(supplierQuestionnaires)
      .values({
        companyId,
        supplierId: input.supplierId,
        templateId: template.id,
        templateVersion: template.questionSet.version,
        formId,
        datapoints: Object.fromEntries(
          Object.entries(template.datapoints).map(([id, codes]) => [id, [...codes]]),
        ),
        capVersion: check.capVersion,
        reportingYear: input.reportingYear,
        deadline: input.deadline,
        language: input.language,
        sentAt: now,
        createdBy: context.actorId,
      })
      .returning({ id: supplierQuestionnaires.id });
    if (!row) throw new AppError('INTERNAL', 'The questionnaire was not stored.');
    return { id: row.id, token: link.token };
  });
}

/**
 * The supplier's live link again, for a reminder (counted); 409 once it answered, 404 once revoked.
 * The token is kept encrypted with the session secret, as the forms module issues it.
 */
export async function prepareReminder(
  db: Database,
  companyId: string,
  id: string,
  cipher: TokenCipher,
  now = new Date(),
): Promise<string> {
  const questionnaire = await findQuestionnaire(db, companyId, id);
  if (!questionnaire || questionnaire.revokedAt) throw notFound();
  if (questionnaire.responseState === 'submitted')
    throw new AppError('CONFLICT', 'The supplier has already answered.');
  const [link] = await db
    .select({ tokenCiphertext: publicLinks.tokenCiphertext })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, FORM_LINK_PURPOSE),
        eq(publicLinks.subjectId, questionnaire.formId),
        isNull(publicLinks.revokedAt),
      ),
    );
  const token = link?.tokenCiphertext ? cipher.decrypt(link.tokenCiphertext) : undefined;
  if (!token)
    throw new AppError('CONFLICT', 'The link cannot be read again; revoke and send a new questionnaire.');
  await db
    .update(supplierQuestionnaires)
    .set({ remindedAt: now, reminderCount: sql`${supplierQuestionnaires.reminderCount} + 1` })
    .where(and(eq(supplierQuestionnaires.companyId, companyId), eq(supplierQuestionnaires.id, id)));
  return token;
}

/** Revokes the supplier's link: it answers 404 from now on; what was answered stays. */
export async function revokeQuestionnaire(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(supplierQuestionnaires)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(supplierQuestionnaires.companyId, companyId),
          eq(supplierQuestionnaires.id, id),
          isNull(supplierQuestionnaires.revokedAt),
        ),
      )
      .returning({ formId: supplierQuestionnaires.formId });
    if (!row) throw notFound();
    await revokePublicLinks(tx, companyId, { purpose: FORM_LINK_PURPOSE, subjectId: row.formId });
  });
}

/**
 * A member takes the emissions the supplier submitted over as a company factor for the questionnaire's
 * year (revenue in EUR), in one transaction with the questionnaire's note of it; 409 before the answers
 * are submitted or when they report no emissions.
 */
export async function acceptReportedEmissions(
  db: Database,
  companyId: string,
  id: string,
  actorId: string,
): Promise<void> {
  const questionnaire = await findQuestionnaire(db, companyId, id);
  if (!questionnaire) throw notFound();
  const reported =
    questionnaire.responseState === 'submitted' && questionnaire.answers
      ? readReportedEmissions(questionnaire.answers)
      : null;
  if (!reported) throw new AppError('CONFLICT', 'The supplier has submitted no emissions yet.');
  const input = { ...reported, year: questionnaire.reportingYear, currency: 'EUR' };
  const factor = buildReportFactor(input);
  await db.transaction(async (tx) => {
    await storeSupplierReport(tx, companyId, questionnaire.supplierId, input, factor, actorId);
    await tx
      .update(supplierQuestionnaires)
      .set({ emissionsAcceptedAt: new Date() })
      .where(and(eq(supplierQuestionnaires.companyId, companyId), eq(supplierQuestionnaires.id, id)));
  });
}
