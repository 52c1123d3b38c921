import {
  buildCommuteQuestionSet,
  estimateAnswerSeconds,
  type QuestionSet,
  type SurveyInput,
  type SurveyLanguage,
  type surveyInputSchema,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/identity.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { AppError } from '../../http/app-error.ts';
import { buildPublicLinkUrl, markPublicLinksSent, type TokenCipher } from '../../public-links/index.ts';
import { loadCompanySubscriptions } from '../billing/company-subscriptions.ts';
import { FORM_PAGE_PATH } from '../forms/form-links.ts';
import { listUnusedPersonalLinks } from '../forms/queries.ts';
import {
  createForm,
  issuePersonalFormLinks,
  readOrIssueOpenFormLink,
  setFormState,
  updateDraftForm,
} from '../forms/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderSurveyInviteMail } from '../mail/templates.ts';
import { countCompanyTeams, countSurveys, findEmployeeEmails, findSurvey, listAudience } from './queries.ts';

export const COMMUTE_SURVEY_PURPOSE = 'commute-survey';
type ParsedInput = ReturnType<typeof surveyInputSchema.parse>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SurveyDeps = {
  db: Database;
  cipher: TokenCipher;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

const notFound = () => new AppError('NOT_FOUND', 'No such survey.');

async function lockCompany(tx: Transaction, companyId: string) {
  const [company] = await tx
    .select({ brand: companies.brand })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw new AppError('NOT_FOUND', 'No such company.');
  return company;
}

async function assertTeams(tx: Transaction, companyId: string, input: ParsedInput) {
  const teamIds = input.audience === 'teams' ? [...new Set(input.teamIds)] : [];
  if ((await countCompanyTeams(tx, companyId, teamIds)) !== teamIds.length)
    throw new AppError('NOT_FOUND', 'No such team.');
  return teamIds;
}

/**
 * Creates a draft survey with the default commute questionnaire; with billing on, each survey counts
 * against the subscription's `totalSurveys` (402 when all are used).
 */
export async function createSurvey(
  db: Database,
  billing: Pick<BillingConfig, 'mode'>,
  actor: { companyId: string; userId: string },
  input: ParsedInput,
): Promise<string> {
  const subscriptions = await loadCompanySubscriptions(db, billing, actor.companyId);
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const used = await countSurveys(tx, actor.companyId);
    const total = subscriptions.surveys?.totalSurveys;
    // The route's gate checked the subscription; here its count, under the company's lock so two
    // creations at once cannot both take the last survey.
    if (billing.mode !== 'off' && used >= (total ?? 0))
      throw new AppError('SUBSCRIPTION_REQUIRED', `All ${total ?? 0} surveys of the subscription are used.`);
    const teamIds = await assertTeams(tx, actor.companyId, input);
    const formId = await createForm(tx, actor.companyId, {
      purpose: COMMUTE_SURVEY_PURPOSE,
      title: input.name,
      languages: input.languages,
      questionSet: buildCommuteQuestionSet({ weeksPerYear: input.weeksPerYear }),
    });
    const [row] = await tx
      .insert(surveys)
      .values({
        companyId: actor.companyId,
        formId,
        name: input.name,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        audience: input.audience,
        teamIds,
        headCount: input.headCount,
        weeksPerYear: input.weeksPerYear,
        createdByUserId: actor.userId,
      })
      .returning({ id: surveys.id });
    if (!row) throw new AppError('INTERNAL', 'The survey was not stored.');
    return row.id;
  });
}

/** Changes a survey that has not been sent (409 after). */
export async function updateSurvey(
  db: Database,
  companyId: string,
  id: string,
  input: ParsedInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findSurvey(tx, companyId, id);
    if (!found) throw notFound();
    const teamIds = await assertTeams(tx, companyId, input);
    await updateDraftForm(tx, companyId, found.form.id, {
      title: input.name,
      languages: input.languages,
      questionSet: buildCommuteQuestionSet({ weeksPerYear: input.weeksPerYear }),
    });
    await tx
      .update(surveys)
      .set({
        name: input.name,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        audience: input.audience,
        teamIds,
        headCount: input.headCount,
        weeksPerYear: input.weeksPerYear,
        updatedAt: new Date(),
      })
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)));
  });
}

type Mail = { linkId: string; to: string; token: string };

async function mailLinks(
  deps: SurveyDeps,
  brand: string,
  survey: { name: string; questionSet: QuestionSet; language: SurveyLanguage },
  mails: Mail[],
  isReminder: boolean,
) {
  const seconds = estimateAnswerSeconds(survey.questionSet);
  const sent: string[] = [];
  for (const mail of mails) {
    const url = buildPublicLinkUrl(deps.publicUrl, FORM_PAGE_PATH, mail.token);
    try {
      await deps.mailer.send({
        to: mail.to,
        ...renderSurveyInviteMail(survey.language, { brand, survey: survey.name, url, seconds, isReminder }),
      });
      sent.push(mail.linkId);
    } catch (error) {
      // One address that fails does not stop the others; the link stays unsent, so the reminder tries again.
      deps.log.error({ err: error }, 'a survey mail could not be sent');
    }
  }
  return sent;
}

/**
 * Opens the survey: one personal link per employee of the audience, mailed each, or the open link.
 * Head count defaults to the audience's size. Answers 409 once sent.
 */
export async function sendSurvey(deps: SurveyDeps, companyId: string, id: string): Promise<number> {
  const { db } = deps;
  const prepared = await db.transaction(async (tx) => {
    const { brand } = await lockCompany(tx, companyId);
    const found = await findSurvey(tx, companyId, id);
    if (!found) throw notFound();
    if (found.survey.sentAt)
      throw new AppError('CONFLICT', 'The survey has been sent already.', [
        { path: 'state', message: 'validation.invalid' },
      ]);
    const audience = await listAudience(tx, companyId, found.survey);
    if (found.survey.audience !== 'open' && audience.length === 0)
      throw new AppError('VALIDATION_FAILED', 'The audience has no employees yet.', [
        { path: 'audience', message: 'validation.required' },
      ]);
    const links = await issuePersonalFormLinks(
      tx,
      companyId,
      found.form.id,
      audience.map((employee) => ({ recipientId: employee.id, groupKey: employee.teamId })),
      deps.cipher,
    );
    if (found.survey.audience === 'open')
      await readOrIssueOpenFormLink(tx, companyId, found.form.id, deps.cipher);
    await setFormState(tx, companyId, found.form.id, 'open');
    await tx
      .update(surveys)
      .set({
        sentAt: new Date(),
        headCount: found.survey.headCount ?? audience.length,
        updatedAt: new Date(),
      })
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)));
    const emailOf = new Map(audience.map((employee) => [employee.id, employee.email]));
    return {
      brand,
      survey: {
        name: found.survey.name,
        questionSet: found.form.questionSet as QuestionSet,
        language: (found.form.languages[0] ?? 'en') as SurveyLanguage,
      },
      mails: links.map((link) => ({
        linkId: link.id,
        to: emailOf.get(link.recipientId) as string,
        token: link.token,
      })),
    };
  });
  const sent = await mailLinks(deps, prepared.brand, prepared.survey, prepared.mails, false);
  await markPublicLinksSent(db, companyId, sent);
  return sent.length;
}

/** The one reminder: mails the links that have not answered yet again. 409 before sending and the second time. */
export async function remindSurvey(deps: SurveyDeps, companyId: string, id: string): Promise<number> {
  const { db } = deps;
  const prepared = await db.transaction(async (tx) => {
    const { brand } = await lockCompany(tx, companyId);
    const found = await findSurvey(tx, companyId, id);
    if (!found) throw notFound();
    if (!found.survey.sentAt || found.survey.remindedAt || found.form.state !== 'open')
      throw new AppError('CONFLICT', 'A survey is reminded once, while it is open.', [
        { path: 'state', message: 'validation.invalid' },
      ]);
    await tx
      .update(surveys)
      .set({ remindedAt: new Date() })
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, id)));
    const unused = await listUnusedPersonalLinks(tx, companyId, found.form.id);
    return { brand, found, unused };
  });
  const emails = await findEmployeeEmails(
    db,
    companyId,
    prepared.unused.map((link) => link.recipientId),
  );
  const mails = prepared.unused.flatMap((link) => {
    const token = link.tokenCiphertext ? deps.cipher.decrypt(link.tokenCiphertext) : undefined;
    const to = emails.get(link.recipientId);
    return token && to ? [{ linkId: link.id, to, token }] : [];
  });
  const { found } = prepared;
  const sent = await mailLinks(
    deps,
    prepared.brand,
    {
      name: found.survey.name,
      questionSet: found.form.questionSet as QuestionSet,
      language: (found.form.languages[0] ?? 'en') as SurveyLanguage,
    },
    mails,
    true,
  );
  await markPublicLinksSent(db, companyId, sent);
  return sent.length;
}

/** Closes (or reopens) a sent survey: a closed one takes no answers. */
export async function setSurveyOpen(
  db: Database,
  companyId: string,
  id: string,
  isOpen: boolean,
): Promise<void> {
  const found = await findSurvey(db, companyId, id);
  if (!found) throw notFound();
  await setFormState(db, companyId, found.form.id, isOpen ? 'open' : 'closed');
}

export type { SurveyInput };
