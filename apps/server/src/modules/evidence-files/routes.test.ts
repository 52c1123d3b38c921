import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MAX_EVIDENCE_FILE_BYTES,
  MAX_EVIDENCE_FILES_PER_RESULT,
  MAX_EVIDENCE_FILES_PER_YEAR,
} from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { sweepAllOrphanFiles, sweepOrphanFiles } from './service.ts';

const api = '/api/company/calculator';
const pdf = (text = 'bill') => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\n%%EOF\n`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function upload(client: SignedInClient, url: string, bytes: Uint8Array, name: string) {
  return client.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    payload: Buffer.from(bytes),
  });
}

async function createResult(editor: SignedInClient, instanceId: string): Promise<string> {
  const response = await manage(editor, { toCreate: [gasRow(instanceId, 100)] });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().results[0]._id;
}

/** Evidence files: content checks, limits, roles, tenancy, and the bytes on disk under their ids. */
describe('evidence file routes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: { instanceId: string };
  let resultId: string;
  let filesRoot: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    filesRoot = join(testApp.app.config.dataDir, 'files');
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = await createProject(acme.owner, { name: 'HQ' });
    resultId = await createResult(acme.editor, year.instanceId);
  });
  afterAll(() => testApp.close());

  it('stores a PDF on a result under its id with the SHA-256 of its bytes, and lists and serves it', async () => {
    const bytes = pdf('march');
    const response = await upload(
      acme.editor,
      `${api}/results/${resultId}/files`,
      bytes,
      'März Rechnung.pdf',
    );
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({
      name: 'März Rechnung.pdf',
      kind: 'pdf',
      mediaType: 'application/pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      instance: year.instanceId,
      result: resultId,
    });
    // On disk: DATA_DIR/files/<company>/<file id>, nothing named after the upload.
    const directory = join(filesRoot, acme.companyId);
    expect(readdirSync(directory)).toEqual([file._id]);
    expect(sha256(readFileSync(join(directory, file._id)))).toBe(sha256(bytes));

    const listed = await acme.viewer.inject({
      method: 'GET',
      url: `${api}/instances/${year.instanceId}/files`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().files.map((entry: { _id: string }) => entry._id)).toEqual([file._id]);

    const download = await acme.viewer.inject({ method: 'GET', url: `${api}/files/${file._id}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="M_rz Rechnung.pdf"; filename*=UTF-8''M%C3%A4rz%20Rechnung.pdf`,
    );
    const inline = await acme.viewer.inject({ method: 'GET', url: `${api}/files/${file._id}?inline=true` });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);

    // The result carries it in every answer that presents results.
    const expected = [
      { _id: file._id, name: 'März Rechnung.pdf', kind: 'pdf', size: bytes.length, sha256: sha256(bytes) },
    ];
    const formList = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/results/form/list`,
      payload: { instances: [year.instanceId], query: {} },
    });
    expect(formList.json().parentResults.find((row: { _id: string }) => row._id === resultId).files).toEqual(
      expected,
    );
    const list = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/results/list`,
      payload: { instances: [year.instanceId] },
    });
    expect(list.json().results.find((row: { _id: string }) => row._id === resultId).files).toEqual(expected);
    const updated = await manage(acme.editor, {
      toUpdate: [{ ...gasRow(year.instanceId, 120), _id: resultId }],
    });
    expect(updated.json().results[0].files).toEqual(expected);
  });

  it('never shows a spreadsheet in place and escapes quotes in the download name', async () => {
    const csv = Buffer.from('month;kWh\nJanuar;120\n');
    const response = await upload(
      acme.editor,
      `${api}/instances/${year.instanceId}/files`,
      csv,
      'read "me".csv',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().file).toMatchObject({ kind: 'csv', result: null, mediaType: 'text/csv' });
    const download = await acme.viewer.inject({
      method: 'GET',
      url: `${api}/files/${response.json().file._id}?inline=true`,
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="read _me_.csv"; filename*=UTF-8''read%20%22me%22.csv`,
    );
  });

  it('stores, lists and serves a name without the bidirectional controls that would disguise its type', async () => {
    const response = await upload(
      acme.editor,
      `${api}/results/${resultId}/files`,
      pdf('rlo'),
      'unicode-\u202eFDP.exe.pdf',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().file.name).toBe('unicode-FDP.exe.pdf');
    const [stored] = await testApp.app.database.db
      .select({ displayName: evidenceFiles.displayName })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.id, response.json().file._id));
    expect(stored?.displayName).toBe('unicode-FDP.exe.pdf');
    const download = await acme.viewer.inject({
      method: 'GET',
      url: `${api}/files/${response.json().file._id}`,
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="unicode-FDP.exe.pdf"; filename*=UTF-8''unicode-FDP.exe.pdf`,
    );
  });

  it('cleans the names stored before (migration 0046) of their bidirectional controls', async () => {
    const db = testApp.app.database.db;
    const response = await upload(acme.editor, `${api}/results/${resultId}/files`, pdf('old'), 'old.pdf');
    const id = response.json().file._id;
    await db
      .update(evidenceFiles)
      .set({ displayName: 'old-\u202eFDP.exe\u2066.pdf' })
      .where(eq(evidenceFiles.id, id));
    const migration = readFileSync(
      new URL('../../db/migrations/0046_file_names_without_bidi_controls.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const [stored] = await db
      .select({ displayName: evidenceFiles.displayName })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.id, id));
    expect(stored?.displayName).toBe('old-FDP.exe.pdf');
  });

  it('refuses by content: a .pdf that is no PDF, a PDF named .xlsx, an empty file', async () => {
    const url = `${api}/results/${resultId}/files`;
    const cases = [
      { bytes: Buffer.from('just some text'), name: 'bill.pdf', problem: 'unsupportedType' },
      { bytes: pdf(), name: 'bill.xlsx', problem: 'nameMismatch' },
      { bytes: Buffer.alloc(0), name: 'bill.pdf', problem: 'empty' },
    ];
    for (const { bytes, name, problem } of cases) {
      const response = await upload(acme.editor, url, bytes, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'file', message: problem }]);
      expect(response.json().error.message).toContain(name);
    }
  });

  it('refuses a file over the size limit with 400 naming it, and a far larger body with 413', async () => {
    const url = `${api}/instances/${year.instanceId}/files`;
    const justOver = Buffer.concat([pdf(), Buffer.alloc(MAX_EVIDENCE_FILE_BYTES + 1 - pdf().length)]);
    const over = await upload(acme.editor, url, justOver, 'scan.pdf');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details).toEqual([{ path: 'file', message: 'tooLarge' }]);
    expect(over.json().error.message).toBe('scan.pdf: The file is larger than 25 MB.');
    const far = await upload(
      acme.editor,
      url,
      Buffer.alloc(MAX_EVIDENCE_FILE_BYTES + 1024 * 1024),
      'scan.pdf',
    );
    expect(far.statusCode).toBe(413);
  });

  it('holds the per-result and per-year counts', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Counted', year: 2024 });
    const counted = await createResult(acme.editor, instanceId);
    for (let index = 0; index < MAX_EVIDENCE_FILES_PER_RESULT; index += 1) {
      expect(
        (await upload(acme.editor, `${api}/results/${counted}/files`, pdf(`${index}`), `${index}.pdf`))
          .statusCode,
      ).toBe(201);
    }
    const tooMany = await upload(acme.editor, `${api}/results/${counted}/files`, pdf(), 'one-more.pdf');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.details).toEqual([{ path: 'file', message: 'tooManyForResult' }]);

    // Fill the year up to its limit with rows (their bytes do not matter for counting).
    const missing = MAX_EVIDENCE_FILES_PER_YEAR - MAX_EVIDENCE_FILES_PER_RESULT;
    await testApp.app.database.db.insert(evidenceFiles).values(
      Array.from({ length: missing }, (_, index) => ({
        companyId: acme.companyId,
        instanceId,
        resultId: null,
        displayName: `${index}.pdf`,
        kind: 'pdf',
        mediaType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
      })),
    );
    const yearFull = await upload(acme.editor, `${api}/instances/${instanceId}/files`, pdf(), 'year.pdf');
    expect(yearFull.statusCode).toBe(409);
    expect(yearFull.json().error.details).toEqual([{ path: 'file', message: 'tooManyForYear' }]);
  });

  it("writes an upload and a deletion to the year's change log with the file's SHA-256", async () => {
    const logged = await setUpCompanyClients(testApp.app);
    const loggedYear = await createProject(logged.owner, { name: 'Logged' });
    const loggedResult = await createResult(logged.editor, loggedYear.instanceId);
    const bytes = pdf('logged bill');
    const uploaded = await upload(logged.editor, `${api}/results/${loggedResult}/files`, bytes, 'bill.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().file._id as string;
    const removed = await logged.admin.inject({ method: 'DELETE', url: `${api}/files/${fileId}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const log = await logged.admin.inject({
      method: 'GET',
      url: `${api}/instances/${loggedYear.instanceId}/logs?subject=evidenceFile`,
    });
    expect(log.statusCode, log.body).toBe(200);
    const described = {
      name: 'bill.pdf',
      kind: 'pdf',
      size: bytes.length,
      sha256: sha256(bytes),
      result: loggedResult,
    };
    const entries = log.json().entries as {
      subjectId: string;
      action: string;
      before: unknown;
      after: unknown;
      actor: string;
    }[];
    expect(
      entries.map(({ subjectId, action, before, after }) => ({ subjectId, action, before, after })),
    ).toEqual([
      { subjectId: fileId, action: 'delete', before: described, after: null },
      { subjectId: fileId, action: 'create', before: null, after: described },
    ]);
    expect(entries[0]?.actor).not.toBe(entries[1]?.actor);
    const verdict = await logged.admin.inject({ method: 'GET', url: '/api/company/logs/verify' });
    expect(verdict.json()).toMatchObject({ isIntact: true });

    // A refused upload leaves no entry.
    await upload(logged.editor, `${api}/results/${loggedResult}/files`, Buffer.from('no pdf'), 'fake.pdf');
    const after = await logged.admin.inject({
      method: 'GET',
      url: `${api}/instances/${loggedYear.instanceId}/logs?subject=evidenceFile`,
    });
    expect(after.json().total).toBe(2);
  });

  it('lets viewers read, editors upload, and only admins delete (row and bytes)', async () => {
    const url = `${api}/results/${resultId}/files`;
    expect((await upload(acme.viewer, url, pdf(), 'viewer.pdf')).statusCode).toBe(403);
    const uploaded = (await upload(acme.editor, url, pdf('to delete'), 'delete-me.pdf')).json().file;
    const path = join(filesRoot, acme.companyId, uploaded._id);
    expect(existsSync(path)).toBe(true);
    expect(
      (await acme.viewer.inject({ method: 'GET', url: `${api}/files/${uploaded._id}` })).statusCode,
    ).toBe(200);
    for (const client of [acme.viewer, acme.editor]) {
      expect(
        (await client.inject({ method: 'DELETE', url: `${api}/files/${uploaded._id}` })).statusCode,
      ).toBe(403);
    }
    expect(
      (await acme.admin.inject({ method: 'DELETE', url: `${api}/files/${uploaded._id}` })).statusCode,
    ).toBe(200);
    expect(existsSync(path)).toBe(false);
    expect(
      (await acme.viewer.inject({ method: 'GET', url: `${api}/files/${uploaded._id}` })).statusCode,
    ).toBe(404);
    const listed = await acme.viewer.inject({
      method: 'GET',
      url: `${api}/instances/${year.instanceId}/files`,
    });
    expect(listed.json().files.some((entry: { _id: string }) => entry._id === uploaded._id)).toBe(false);
  });

  it("answers 404 for another company's years, results and files", async () => {
    const theirs = await createProject(other.owner, { name: 'Theirs' });
    const theirResult = await createResult(other.editor, theirs.instanceId);
    const theirFile = (
      await upload(other.editor, `${api}/results/${theirResult}/files`, pdf(), 'theirs.pdf')
    ).json().file;
    const attempts = [
      upload(acme.admin, `${api}/results/${theirResult}/files`, pdf(), 'x.pdf'),
      upload(acme.admin, `${api}/instances/${theirs.instanceId}/files`, pdf(), 'x.pdf'),
      acme.admin.inject({ method: 'GET', url: `${api}/instances/${theirs.instanceId}/files` }),
      acme.admin.inject({ method: 'GET', url: `${api}/files/${theirFile._id}` }),
      acme.admin.inject({ method: 'DELETE', url: `${api}/files/${theirFile._id}` }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect(
      (await other.viewer.inject({ method: 'GET', url: `${api}/files/${theirFile._id}` })).statusCode,
    ).toBe(200);
  });

  it('refuses uploads and deletes on a frozen year with 409', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Frozen', year: 2023 });
    const kept = (await upload(acme.editor, `${api}/instances/${instanceId}/files`, pdf(), 'kept.pdf')).json()
      .file;
    await acme.admin.inject({ method: 'POST', url: `${api}/instances/${instanceId}/freeze` });
    expect(
      (await upload(acme.editor, `${api}/instances/${instanceId}/files`, pdf(), 'late.pdf')).statusCode,
    ).toBe(409);
    expect((await acme.admin.inject({ method: 'DELETE', url: `${api}/files/${kept._id}` })).statusCode).toBe(
      409,
    );
    expect((await acme.viewer.inject({ method: 'GET', url: `${api}/files/${kept._id}` })).statusCode).toBe(
      200,
    );
  });

  it('sweeps the bytes of deleted results once no row points at them', async () => {
    const doomed = await createResult(acme.editor, year.instanceId);
    const file = (await upload(acme.editor, `${api}/results/${doomed}/files`, pdf(), 'gone.pdf')).json().file;
    expect((await manage(acme.editor, { toDelete: [doomed] })).statusCode).toBe(200);
    const path = join(filesRoot, acme.companyId, file._id);
    expect(existsSync(path)).toBe(true);
    const store = createLocalFileStore(filesRoot);
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await sweepOrphanFiles(testApp.app.database.db, store, acme.companyId, later)).toBe(1);
    expect(existsSync(path)).toBe(false);
    // Bytes of a company that is gone (its account deleted) go too, at start or after a deletion.
    const goneCompany = randomUUID();
    await store.put({ companyId: goneCompany, id: randomUUID() }, pdf());
    expect(await sweepAllOrphanFiles(testApp.app.database.db, store, later)).toBe(1);
    expect(await store.list(goneCompany)).toEqual([]);
    // Files with rows stay.
    const listed = await acme.viewer.inject({
      method: 'GET',
      url: `${api}/instances/${year.instanceId}/files`,
    });
    for (const entry of listed.json().files)
      expect(existsSync(join(filesRoot, acme.companyId, entry._id))).toBe(true);
  });
});

describe('an upload whose bytes cannot be stored', () => {
  let testApp: TestApp;
  let root: string;
  let failure: 'before' | 'after' = 'before';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'evidence-store-'));
    const local = createLocalFileStore(root);
    const failing: FileStore = {
      ...local,
      put: async (key, bytes) => {
        if (failure === 'after') await local.put(key, bytes);
        throw new Error('disk full');
      },
    };
    testApp = await createTestApp({}, { fileStore: failing });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('leaves neither a row nor bytes behind, whether it failed before or after writing', async () => {
    const acme = await setUpCompanyClients(testApp.app);
    const { instanceId } = await createProject(acme.owner);
    for (const when of ['before', 'after'] as const) {
      failure = when;
      const response = await upload(acme.editor, `${api}/instances/${instanceId}/files`, pdf(), 'bill.pdf');
      expect(response.statusCode, when).toBe(500);
      const listed = await acme.viewer.inject({ method: 'GET', url: `${api}/instances/${instanceId}/files` });
      expect(listed.json().files, when).toEqual([]);
      const directory = join(root, acme.companyId);
      expect(existsSync(directory) ? readdirSync(directory) : [], when).toEqual([]);
    }
  });
});
