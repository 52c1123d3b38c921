import { createHash, createHmac } from 'node:crypto';
import {
  estimateAnswerSeconds,
  type PublicFormResponse,
  pruneAnswers,
  type SurveyAnswers,
  type SurveyLanguage,
  type ValidationMessageKey,
  validateAnswers,
} from '@carbon-ledger/core';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { formResponses, forms } from '../../db/schema/forms.ts';
import { AppError } from '../../http/app-error.ts';
import { markPublicLinkUsed, type ResolvedPublicLink, resolvePublicLink } from '../../public-links/index.ts';
import type { Queryable } from '../calculator/queries.ts';
import { FORM_LINK_PURPOSE } from './form-links.ts';
import { type FormRow, readQuestionSet } from './queries.ts';

/**
 * The public side of the answer store: a token opens one form. A personal link keeps one draft and
 * submits once; an open link takes submissions only, a limited number per sender's address, refusing
 * the same answers twice from one address.
 */
type Opened = { link: ResolvedPublicLink; form: FormRow };

const refusal = (
  code: 'CONFLICT' | 'RATE_LIMITED' | 'BAD_REQUEST',
  message: string,
  key: ValidationMessageKey,
) => new AppError(code, message, [{ path: 'form', message: key }]);

async function openForm(
  db: Queryable,
  token: unknown,
  options: { forUpdate?: boolean; lockForm?: boolean } = {},
): Promise<Opened> {
  const link = await resolvePublicLink(db, token, FORM_LINK_PURPOSE, {
    forUpdate: options.forUpdate ?? false,
  });
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.companyId, link.companyId), eq(forms.id, link.subjectId)))
    .limit(1);
  const [form] = options.lockForm ? await query.for('update') : await query;
  // A form not yet sent is not public: its links answer like dead ones.
  if (!form || form.state === 'draft') throw new AppError('NOT_FOUND', 'This link is not valid (anymore).');
  return { link, form };
}

async function findDraftOfLink(db: Queryable, link: ResolvedPublicLink) {
  const [row] = await db
    .select()
    .from(formResponses)
    .where(and(eq(formResponses.companyId, link.companyId), eq(formResponses.linkId, link.id)))
    .limit(1);
  return row;
}

/** What the public answer page shows for a token. */
export async function readPublicForm(db: Database, token: unknown): Promise<PublicFormResponse> {
  const { link, form } = await openForm(db, token);
  const questionSet = readQuestionSet(form);
  const draft = link.kind === 'personal' ? await findDraftOfLink(db, link) : undefined;
  return {
    form: {
      purpose: form.purpose,
      title: form.title,
      languages: form.languages as SurveyLanguage[],
      state: form.state as 'open' | 'closed',
      questionSet,
      linkKind: link.kind,
      estimatedSeconds: estimateAnswerSeconds(questionSet),
    },
    response: link.usedAt
      ? { state: 'submitted', answers: {}, submittedAt: link.usedAt.toISOString() }
      : draft
        ? { state: 'draft', answers: draft.answers as SurveyAnswers, submittedAt: null }
        : null,
  };
}

function checkAnswers(opened: Opened, answers: SurveyAnswers, mode: 'draft' | 'submit'): SurveyAnswers {
  if (opened.form.state !== 'open')
    throw refusal('CONFLICT', 'This form is closed and takes no answers.', 'validation.survey.closed');
  if (opened.link.usedAt)
    throw refusal('CONFLICT', 'This link has already answered.', 'validation.survey.submitted');
  const questionSet = readQuestionSet(opened.form);
  const issues = validateAnswers(questionSet, answers, { mode });
  const entries = Object.entries(issues);
  if (entries.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      `Some answers do not fit: ${entries.map(([id]) => id).join(', ')}.`,
      entries.map(([id, message]) => ({ path: `answers.${id}`, message })),
    );
  return pruneAnswers(questionSet, answers);
}

/** Saves a personal link's draft (what fits is kept; missing answers are fine). */
export async function saveDraft(db: Database, token: unknown, answers: SurveyAnswers): Promise<Date> {
  return db.transaction(async (tx) => {
    const opened = await openForm(tx, token, { forUpdate: true });
    if (opened.link.kind !== 'personal')
      throw refusal('BAD_REQUEST', 'An open link keeps no drafts: submit the answers.', 'validation.invalid');
    const kept = checkAnswers(opened, answers, 'draft');
    const now = new Date();
    const existing = await findDraftOfLink(tx, opened.link);
    if (existing)
      await tx
        .update(formResponses)
        .set({ answers: kept, answersHash: hashAnswers(kept), updatedAt: now })
        .where(and(eq(formResponses.companyId, existing.companyId), eq(formResponses.id, existing.id)));
    else
      await tx.insert(formResponses).values({
        companyId: opened.link.companyId,
        formId: opened.form.id,
        linkId: opened.link.id,
        groupKey: opened.link.groupKey,
        answers: kept,
        answersHash: hashAnswers(kept),
        state: 'draft',
      });
    return now;
  });
}

export type SubmitContext = {
  /** The sender's address (`request.ip`), kept only as a keyed hash, for open links. */
  address: string;
  /** The key of that hash (derived from the session secret), so a stored hash does not give the address. */
  addressKey: string;
};

/** Submits answers: once per personal link; within the per-address limit and no duplicate for open links. */
export async function submitAnswers(
  db: Database,
  token: unknown,
  answers: SurveyAnswers,
  context: SubmitContext,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const peek = await resolvePublicLink(tx, token, FORM_LINK_PURPOSE);
    // Personal: the link's row decides, one request at a time. Open: the form's row, so the address
    // limit holds however many answers arrive at once.
    const opened = await openForm(tx, token, {
      forUpdate: peek.kind === 'personal',
      lockForm: peek.kind === 'open',
    });
    const kept = checkAnswers(opened, answers, 'submit');
    const now = new Date();
    const answersHash = hashAnswers(kept);
    const { link, form } = opened;
    if (link.kind === 'personal') {
      const draft = await findDraftOfLink(tx, link);
      // The submitted answer keeps the link's group but not the link: it names nobody.
      const values = {
        answers: kept,
        answersHash,
        state: 'submitted',
        submittedAt: now,
        updatedAt: now,
        linkId: null,
      };
      if (draft)
        await tx
          .update(formResponses)
          .set(values)
          .where(and(eq(formResponses.companyId, draft.companyId), eq(formResponses.id, draft.id)));
      else
        await tx
          .insert(formResponses)
          .values({ ...values, companyId: link.companyId, formId: form.id, groupKey: link.groupKey });
      await markPublicLinkUsed(tx, link.companyId, link.id, now);
      return now;
    }
    const addressHash = createHmac('sha256', context.addressKey)
      .update(`${form.id}:${context.address}`)
      .digest('hex');
    const fromAddress = and(
      eq(formResponses.companyId, form.companyId),
      eq(formResponses.formId, form.id),
      eq(formResponses.addressHash, addressHash),
    );
    const [duplicate] = await tx
      .select({ id: formResponses.id })
      .from(formResponses)
      .where(and(fromAddress, eq(formResponses.answersHash, answersHash)))
      .limit(1);
    if (duplicate)
      throw refusal(
        'CONFLICT',
        'These answers were already sent from this address.',
        'validation.survey.duplicate',
      );
    const [held] = await tx.select({ total: count() }).from(formResponses).where(fromAddress);
    if ((held?.total ?? 0) >= form.openLinkLimitPerAddress)
      throw refusal(
        'RATE_LIMITED',
        'This address has sent as many answers as the link takes.',
        'validation.survey.addressLimit',
      );
    await tx.insert(formResponses).values({
      companyId: form.companyId,
      formId: form.id,
      addressHash,
      answers: kept,
      answersHash,
      state: 'submitted',
      submittedAt: now,
    });
    return now;
  });
}

/** sha256 of the answers as canonical JSON (keys sorted at every level). */
export function hashAnswers(answers: SurveyAnswers): string {
  return createHash('sha256').update(canonicalJson(answers)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
