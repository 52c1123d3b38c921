import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_REVIEW_COMMENT_LENGTH } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const api = '/api/company/calculator';

type Review = { result: string; reviewerName: string | null; comment: string; reviewedAt: string };

async function createResult(editor: SignedInClient, instanceId: string, kwh = 100): Promise<string> {
  const response = await manage(editor, { toCreate: [gasRow(instanceId, kwh, { name: 'Boiler' })] });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().results[0]._id;
}

const mark = (client: SignedInClient, resultId: string, comment: unknown = 'Checked against the bill') =>
  client.inject({ method: 'PUT', url: `${api}/results/${resultId}/review`, payload: { comment } });

async function listReviews(client: SignedInClient, instanceId: string) {
  const response = await client.inject({
    method: 'POST',
    url: `${api}/reviews/list`,
    payload: { instances: [instanceId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    reviews: Review[];
    progress: Record<string, { numResults: number; numReviewed: number }>;
  };
}

async function readLogOf(client: SignedInClient, instanceId: string) {
  const response = await client.inject({
    method: 'GET',
    url: `${api}/instances/${instanceId}/logs?subject=review`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as { action: string; subjectId: string; before: unknown; after: unknown }[];
}

function readOutbox(testApp: TestApp): string[] {
  const outbox = join(testApp.app.config.dataDir, 'outbox');
  try {
    return readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
  } catch {
    return [];
  }
}

/** Review marks on results and the assurance of a year: roles, tenancy, clearing on change, validation. */
describe('review and assurance routes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: { instanceId: string };
  let otherYear: { instanceId: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = await createProject(acme.owner, { name: 'HQ' });
    otherYear = await createProject(other.owner, { name: 'Elsewhere' });
  });
  afterAll(() => testApp.close());

  it('lets a viewer mark a result reviewed with a comment, and lists it with the section progress', async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    await createResult(acme.editor, year.instanceId, 50);
    const response = await mark(acme.viewer, resultId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().review).toMatchObject({
      result: resultId,
      instance: year.instanceId,
      comment: 'Checked against the bill',
    });
    expect(response.json().review.reviewerName).toEqual(expect.any(String));

    const listed = await listReviews(acme.editor, year.instanceId);
    expect(listed.reviews.map((review) => review.result)).toEqual([resultId]);
    const sections = Object.values(listed.progress);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections[0]).toEqual({ numResults: 2, numReviewed: 1 });

    const rows = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/results/list`,
      payload: { instances: [year.instanceId] },
    });
    const stored = rows.json().results.find((row: { _id: string }) => row._id === resultId);
    expect(stored.isReviewed).toBe(true);

    const log = await readLogOf(acme.admin, year.instanceId);
    expect(log[0]).toMatchObject({
      action: 'review',
      subjectId: resultId,
      after: { result: 'Boiler', isReviewed: true, comment: 'Checked against the bill' },
    });
  });

  it('lets every role review, and no one without a session', async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    for (const client of [acme.viewer, acme.editor, acme.admin, acme.owner]) {
      expect((await mark(client, resultId, 'ok')).statusCode).toBe(200);
    }
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: `${api}/results/${resultId}/review`,
      payload: { comment: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another company's result and year", async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    expect((await mark(other.viewer, resultId)).statusCode).toBe(404);
    expect(
      (await other.viewer.inject({ method: 'DELETE', url: `${api}/results/${resultId}/review` })).statusCode,
    ).toBe(404);
    const listed = await other.viewer.inject({
      method: 'POST',
      url: `${api}/reviews/list`,
      payload: { instances: [year.instanceId] },
    });
    expect(listed.statusCode).toBe(404);
    const assurance = await other.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'limited', provider: 'Audit AG' },
    });
    expect(assurance.statusCode).toBe(404);
    const theirs = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${otherYear.instanceId}/assurance`,
      payload: { level: 'limited', provider: 'Audit AG' },
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await mark(acme.viewer, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('clears the mark when an editor changes the result, logs it and mails the reviewer', async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    expect((await mark(acme.viewer, resultId, 'Matches the March bill')).statusCode).toBe(200);
    const mailsBefore = readOutbox(testApp).length;

    // Saving the row unchanged (the client sends its flags back) keeps the mark.
    const same = await manage(acme.editor, {
      toUpdate: [{ _id: resultId, ...gasRow(year.instanceId, 100, { name: 'Boiler', isReviewed: true }) }],
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().results[0].isReviewed).toBe(true);

    const changed = await manage(acme.editor, {
      toUpdate: [{ _id: resultId, ...gasRow(year.instanceId, 120, { name: 'Boiler', isReviewed: true }) }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().results[0].isReviewed).toBe(false);
    const listed = await listReviews(acme.viewer, year.instanceId);
    expect(listed.reviews.map((review) => review.result)).not.toContain(resultId);

    const log = await readLogOf(acme.admin, year.instanceId);
    expect(log[0]).toMatchObject({
      action: 'clearReview',
      subjectId: resultId,
      before: { isReviewed: true, comment: 'Matches the March bill' },
      after: { isReviewed: false },
    });
    const mails = readOutbox(testApp);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.some((mail) => mail.includes('Boiler') && mail.includes('Matches the March bill'))).toBe(
      true,
    );
  });

  it('clears the mark when an import rewrites the result, and keeps it when the import leaves it alone', async () => {
    const resultId = await createResult(acme.editor, year.instanceId, 300);
    const keptId = await createResult(acme.editor, year.instanceId, 400);
    for (const id of [resultId, keptId]) expect((await mark(acme.viewer, id, 'Seen')).statusCode).toBe(200);
    const exported = (id: string, kwh: number, sheetRow: number) => ({
      _id: id,
      instance: year.instanceId,
      formOptionId: 'stationary-natural-gas-kwh',
      name: 'Boiler',
      isMarkedComplete: true,
      emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
      generatedFromFile: 'results.csv',
      sheetRow,
      importKey: `exported-${String(sheetRow).padStart(8, '0')}-${id}`,
    });
    const response = await acme.editor.inject({
      method: 'PUT',
      url: `${api}/results/bulk-import/templates`,
      payload: {
        baseQuery: { instances: [year.instanceId] },
        bulkRequests: [exported(resultId, 350, 2), exported(keptId, 400, 3)],
        generatedFromFile: 'results.csv',
        aggregateFormSectionsForInstances: [year.instanceId],
        isPreview: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().numUpdated).toBe(1);
    const reviewed = (await listReviews(acme.viewer, year.instanceId)).reviews.map((review) => review.result);
    expect(reviewed).not.toContain(resultId);
    expect(reviewed).toContain(keptId);
    const log = await readLogOf(acme.admin, year.instanceId);
    expect(log[0]).toMatchObject({ action: 'clearReview', subjectId: resultId });
  });

  it('never takes a review mark from the client: a new row starts unreviewed', async () => {
    const response = await manage(acme.editor, {
      toCreate: [gasRow(year.instanceId, 10, { isReviewed: true })],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0].isReviewed).toBe(false);
  });

  it('lets a reviewer take a mark away', async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    await mark(acme.viewer, resultId);
    const removed = await acme.viewer.inject({ method: 'DELETE', url: `${api}/results/${resultId}/review` });
    expect(removed.statusCode).toBe(200);
    const listed = await listReviews(acme.viewer, year.instanceId);
    expect(listed.reviews.map((review) => review.result)).not.toContain(resultId);
    const log = await readLogOf(acme.admin, year.instanceId);
    expect(log[0]).toMatchObject({ action: 'clearReview', subjectId: resultId });
  });

  it('refuses a comment that is too long or not text, naming the field', async () => {
    const resultId = await createResult(acme.editor, year.instanceId);
    const long = await mark(acme.viewer, resultId, 'x'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toEqual([{ path: 'comment', message: 'validation.tooLong' }]);
    expect((await mark(acme.viewer, resultId, 42)).statusCode).toBe(400);
    expect((await mark(acme.viewer, 'not-an-id')).statusCode).toBe(400);
  });

  it('lets an admin set the assurance of a year, shown on the year and logged', async () => {
    const response = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'limited', provider: '  Audit AG ', date: '2026-03-31' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().assurance).toEqual({ level: 'limited', provider: 'Audit AG', date: '2026-03-31' });
    const listed = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/instances/list`,
      payload: { instances: [year.instanceId] },
    });
    expect(listed.json().instances[0].assurance).toEqual({
      level: 'limited',
      provider: 'Audit AG',
      date: '2026-03-31',
    });
    const log = await acme.admin.inject({ method: 'GET', url: `${api}/instances/${year.instanceId}/logs` });
    expect(log.json().entries[0]).toMatchObject({
      subject: 'instance',
      action: 'update',
      after: { assuranceLevel: 'limited', assuranceProvider: 'Audit AG', assuranceDate: '2026-03-31' },
    });

    const cleared = await acme.owner.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'none', provider: 'ignored', date: '2026-03-31' },
    });
    expect(cleared.json().assurance).toEqual({ level: 'none', provider: '', date: null });
  });

  it('keeps the assurance to admins and refuses a bad level or a missing provider', async () => {
    for (const client of [acme.viewer, acme.editor]) {
      const response = await client.inject({
        method: 'PUT',
        url: `${api}/instances/${year.instanceId}/assurance`,
        payload: { level: 'limited', provider: 'Audit AG' },
      });
      expect(response.statusCode).toBe(403);
    }
    const badLevel = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'total', provider: 'Audit AG' },
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().error.details).toEqual([{ path: 'level', message: 'validation.invalid' }]);
    const noProvider = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'reliable', provider: ' ' },
    });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().error.details).toEqual([{ path: 'provider', message: 'validation.required' }]);
    const badDate = await acme.admin.inject({
      method: 'PUT',
      url: `${api}/instances/${year.instanceId}/assurance`,
      payload: { level: 'reliable', provider: 'Audit AG', date: '31.03.2026' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.details).toEqual([{ path: 'date', message: 'validation.invalid' }]);
  });
});
