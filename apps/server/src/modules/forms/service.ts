import { checkQuestionSet, type FormState, type QuestionSet, type SurveyLanguage } from '@carbon-ledger/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formResponses, forms, publicLinks } from '../../db/schema/forms.ts';
import { AppError } from '../../http/app-error.ts';
import {
  deletePublicLinksOfRecipient,
  issuePublicLink,
  issuePublicLinks,
  type TokenCipher,
} from '../../public-links/index.ts';
import type { Queryable } from '../calculator/queries.ts';
import { FORM_LINK_PURPOSE } from './form-links.ts';
import { findForm } from './queries.ts';

/**
 * The forms module as the owning modules use it (a commute survey, later event travel, stakeholder and
 * supplier questionnaires): create a form from a question set, open and close it, issue its links. The
 * public answers arrive through `answer-service.ts`.
 */
export type FormToCreate = {
  purpose: string;
  title: string;
  languages: readonly SurveyLanguage[];
  questionSet: QuestionSet;
  openLinkLimitPerAddress?: number;
};

const notFound = () => new AppError('NOT_FOUND', 'No such form.');

function assertUsable(questionSet: QuestionSet): void {
  const problems = checkQuestionSet(questionSet);
  if (problems.length > 0)
    throw new AppError('INTERNAL', `The question set is not usable: ${problems.join('; ')}`);
}

export async function createForm(db: Queryable, companyId: string, input: FormToCreate): Promise<string> {
  assertUsable(input.questionSet);
  const [row] = await db
    .insert(forms)
    .values({
      companyId,
      purpose: input.purpose,
      title: input.title,
      languages: [...input.languages],
      questionSet: input.questionSet,
      openLinkLimitPerAddress: input.openLinkLimitPerAddress ?? 3,
    })
    .returning({ id: forms.id });
  if (!row) throw new AppError('INTERNAL', 'The form was not stored.');
  return row.id;
}

/** Changes title, languages or questions: only while the form is a draft (nothing was answered yet). */
export async function updateDraftForm(
  db: Queryable,
  companyId: string,
  formId: string,
  input: Partial<Omit<FormToCreate, 'purpose'>>,
): Promise<void> {
  if (input.questionSet) assertUsable(input.questionSet);
  const form = await findForm(db, companyId, formId);
  if (!form) throw notFound();
  if (form.state !== 'draft')
    throw new AppError('CONFLICT', 'The form has been sent: its questions no longer change.', [
      { path: 'state', message: 'validation.invalid' },
    ]);
  await db
    .update(forms)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.languages ? { languages: [...input.languages] } : {}),
      ...(input.questionSet ? { questionSet: input.questionSet } : {}),
      ...(input.openLinkLimitPerAddress !== undefined
        ? { openLinkLimitPerAddress: input.openLinkLimitPerAddress }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(forms.companyId, companyId), eq(forms.id, formId)));
}

const STATES_BEFORE: Record<FormState, readonly FormState[]> = {
  draft: [],
  open: ['draft', 'closed'],
  closed: ['open'],
};

/** draft → open → closed (and closed → open again); answers are taken only while open. */
export async function setFormState(
  db: Queryable,
  companyId: string,
  formId: string,
  state: FormState,
): Promise<void> {
  const from = STATES_BEFORE[state];
  const updated =
    from.length === 0
      ? []
      : await db
          .update(forms)
          .set({ state, updatedAt: new Date() })
          .where(and(eq(forms.companyId, companyId), eq(forms.id, formId), inArray(forms.state, [...from])))
          .returning({ id: forms.id });
  if (updated.length > 0) return;
  if (!(await findForm(db, companyId, formId))) throw notFound();
  throw new AppError('CONFLICT', `The form cannot become ${state} from its current state.`, [
    { path: 'state', message: 'validation.invalid' },
  ]);
}

/**
 * Issues personal links for recipients (employees) who have none for this form yet; answers the new
 * links' tokens by recipient. Run inside the caller's transaction.
 */
export async function issuePersonalFormLinks(
  db: Queryable,
  companyId: string,
  formId: string,
  recipients: readonly { recipientId: string; groupKey: string | null }[],
  cipher: TokenCipher,
): Promise<{ id: string; recipientId: string; token: string }[]> {
  const existing = await db
    .select({ recipientId: publicLinks.recipientId })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, FORM_LINK_PURPOSE),
        eq(publicLinks.subjectId, formId),
      ),
    );
  const has = new Set(existing.map((row) => row.recipientId));
  const fresh = recipients.filter((recipient) => !has.has(recipient.recipientId));
  const issued = await issuePublicLinks(
    db,
    fresh.map((recipient) => ({
      companyId,
      purpose: FORM_LINK_PURPOSE,
      subjectId: formId,
      kind: 'personal' as const,
      recipientId: recipient.recipientId,
      groupKey: recipient.groupKey,
    })),
    cipher,
  );
  return issued.map((link, index) => ({
    ...link,
    recipientId: (fresh[index] as { recipientId: string }).recipientId,
  }));
}

/** The form's open link (anyone may answer, anonymously), issued on first use; its token is kept encrypted. */
export async function readOrIssueOpenFormLink(
  db: Queryable,
  companyId: string,
  formId: string,
  cipher: TokenCipher,
): Promise<string> {
  const [existing] = await db
    .select({ tokenCiphertext: publicLinks.tokenCiphertext })
    .from(publicLinks)
    .where(
      and(
        eq(publicLinks.companyId, companyId),
        eq(publicLinks.purpose, FORM_LINK_PURPOSE),
        eq(publicLinks.subjectId, formId),
        eq(publicLinks.kind, 'open'),
        sql`${publicLinks.revokedAt} is null`,
      ),
    )
    .limit(1);
  const token = existing?.tokenCiphertext ? cipher.decrypt(existing.tokenCiphertext) : undefined;
  if (token) return token;
  const issued = await issuePublicLink(
    db,
    { companyId, purpose: FORM_LINK_PURPOSE, subjectId: formId, kind: 'open' },
    cipher,
  );
  return issued.token;
}

/**
 * Deletes a recipient's links to every form, with their unsent drafts (an employee who is removed).
 * Submitted answers stay: they carry no link and name nobody.
 */
export async function deleteFormLinksOfRecipient(
  db: Queryable,
  companyId: string,
  recipientId: string,
): Promise<void> {
  const linkIds = await deletePublicLinksOfRecipient(db, companyId, recipientId);
  for (const linkId of linkIds)
    await db
      .delete(formResponses)
      .where(
        and(
          eq(formResponses.companyId, companyId),
          eq(formResponses.linkId, linkId),
          eq(formResponses.state, 'draft'),
        ),
      );
}
