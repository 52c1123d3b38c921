import type { QuestionSet } from '@carbon-ledger/core';
import type { FastifyInstance } from 'fastify';
import { createTokenCipher } from '../../public-links/index.ts';
import { createForm, issuePersonalFormLinks, readOrIssueOpenFormLink, setFormState } from './service.ts';

const label = (en: string) => ({ en, de: en });

/** A small set with a required choice, a number and an optional text: enough for the answer store. */
export const TEST_QUESTION_SET: QuestionSet = {
  id: 'forms-test',
  version: 1,
  sections: [
    {
      id: 'main',
      title: label('Main'),
      questions: [
        {
          id: 'mode',
          type: 'choice',
          label: label('Mode'),
          isRequired: true,
          options: [
            { id: 'bus', label: label('Bus') },
            { id: 'bike', label: label('Bike') },
          ],
        },
        {
          id: 'km',
          type: 'number',
          label: label('Distance'),
          isRequired: true,
          unit: 'km',
          min: 0,
          max: 500,
        },
        { id: 'note', type: 'text', label: label('Note'), isRequired: false, maxLength: 200 },
      ],
    },
  ],
};

export const testCipher = createTokenCipher('test-secret', 'carbon-ledger:public-link:v1');

/**
 * A form of the company in the given state, with personal links for the recipients (ids) and its open
 * link; answers the tokens.
 */
export async function setUpTestForm(
  app: FastifyInstance,
  companyId: string,
  options: { state?: 'draft' | 'open' | 'closed'; recipients?: string[]; limit?: number } = {},
) {
  const db = app.database.db;
  const formId = await createForm(db, companyId, {
    purpose: 'test',
    title: 'Commute 2025',
    languages: ['en', 'de'],
    questionSet: TEST_QUESTION_SET,
    ...(options.limit ? { openLinkLimitPerAddress: options.limit } : {}),
  });
  const links = await issuePersonalFormLinks(
    db,
    companyId,
    formId,
    (options.recipients ?? []).map((recipientId) => ({ recipientId, groupKey: 'team-a' })),
    testCipher,
  );
  const openToken = await readOrIssueOpenFormLink(db, companyId, formId, testCipher);
  const state = options.state ?? 'open';
  if (state !== 'draft') await setFormState(db, companyId, formId, 'open');
  if (state === 'closed') await setFormState(db, companyId, formId, 'closed');
  return { formId, personalTokens: links.map((link) => link.token), links, openToken };
}
