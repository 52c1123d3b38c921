import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type AuditPackageManifest,
  type ChainedEntry,
  FACTORS_USED_COLUMNS,
  verifyChangeLogChain,
} from '@carbon-ledger/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const api = '/api/company/calculator';
const packageUrl = (instanceId: string, query = '') => `${api}/instances/${instanceId}/audit-package${query}`;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\n%%EOF\n`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

function upload(client: SignedInClient, url: string, bytes: Uint8Array, name: string) {
  return client.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    payload: Buffer.from(bytes),
  });
}

async function downloadPackage(client: SignedInClient, instanceId: string, query = '') {
  const response = await client.inject({ method: 'GET', url: packageUrl(instanceId, query) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-package-/);
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  const manifest = JSON.parse(text(entries['manifest.json'])) as AuditPackageManifest;
  return { entries, manifest };
}

/** The audit package: who may export it, what it holds, and that an auditor can check it offline. */
describe('audit package route', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let sitewideAdmin: SignedInClient;
  let year: { instanceId: string };
  let resultId: string;
  const bill = pdf('electricity bill, March');
  const meter = pdf('meter readings');

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    const operator = await buildUser(testApp.app.database.db, {
      companyId: acme.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    sitewideAdmin = await signInAs(testApp.app, operator.email);
    year = await createProject(acme.owner, { name: 'Headquarters', year: 2025 });
    await createProject(acme.owner, { name: 'Warehouse', year: 2025 });
    const saved = await manage(acme.editor, { toCreate: [gasRow(year.instanceId, 10_000)] });
    expect(saved.statusCode, saved.body).toBe(200);
    resultId = saved.json().results[0]._id;
    const changed = await manage(acme.editor, {
      toUpdate: [{ _id: resultId, ...gasRow(year.instanceId, 12_000), children: [] }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const onResult = await upload(acme.editor, `${api}/results/${resultId}/files`, bill, 'März bill.pdf');
    expect(onResult.statusCode, onResult.body).toBe(201);
    const onYear = await upload(acme.editor, `${api}/instances/${year.instanceId}/files`, meter, 'meter.pdf');
    expect(onYear.statusCode, onYear.body).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('is for admins: 401 signed out, 403 to editors and viewers, 200 to admins and owners', async () => {
    const url = packageUrl(year.instanceId);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const client of [acme.viewer, acme.editor]) {
      const response = await client.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(403);
    }
    for (const client of [acme.admin, acme.owner]) {
      const response = await client.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("answers 404 for another company's year and an unknown one, 400 naming a bad id or language", async () => {
    const foreign = await other.admin.inject({ method: 'GET', url: packageUrl(year.instanceId) });
    expect(foreign.statusCode).toBe(404);
    const unknown = await acme.admin.inject({
      method: 'GET',
      url: packageUrl('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await acme.admin.inject({ method: 'GET', url: packageUrl('not-a-uuid') });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('id');
    const badLang = await acme.admin.inject({ method: 'GET', url: packageUrl(year.instanceId, '?lang=fr') });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.body).toContain('lang');
  });

  it('lists every file of the ZIP in the manifest with its SHA-256 and size, and in SHA256SUMS', async () => {
    const { entries, manifest } = await downloadPackage(acme.admin, year.instanceId);
    const inZip = Object.keys(entries).filter((path) => path !== 'manifest.json');
    expect(manifest.files.map((file) => file.path).sort()).toEqual(inZip.sort());
    for (const file of manifest.files) {
      const bytes = entries[file.path] as Uint8Array;
      expect(sha256(bytes), file.path).toBe(file.sha256);
      expect(bytes.length, file.path).toBe(file.sizeBytes);
    }
    const sums = text(entries.SHA256SUMS).trim().split('\n');
    const listed = manifest.files.filter((file) => file.path !== 'SHA256SUMS');
    expect(sums).toEqual(listed.map((file) => `${file.sha256}  ${file.path}`));
    expect(manifest).toMatchObject({
      format: 'carbon-ledger-audit-package',
      company: { id: acme.companyId },
      year: { id: year.instanceId, project: 'Headquarters', startDate: '2025-01-01' },
      results: { numResults: 1 },
      evidence: { numFiles: 2, missing: [] },
      report: { isIncluded: false, reason: 'requiresExportDocuments' },
    });
    expect(entries['report/results.docx']).toBeUndefined();
  });

  it('carries the evidence files byte for byte and the results with the factors used', async () => {
    const { entries } = await downloadPackage(acme.admin, year.instanceId);
    const index = JSON.parse(text(entries['evidence/index.json'])) as {
      files: {
        path: string;
        name: string;
        resultId: string | null;
        sha256AtUpload: string;
        matchesUpload: boolean;
      }[];
    };
    expect(index.files.map((file) => [file.name, file.resultId])).toEqual([
      ['März bill.pdf', resultId],
      ['meter.pdf', null],
    ]);
    for (const file of index.files) expect(file.matchesUpload).toBe(true);
    expect(entries[index.files[0]?.path ?? '']).toEqual(new Uint8Array(bill));
    expect(entries[index.files[1]?.path ?? '']).toEqual(new Uint8Array(meter));
    expect(index.files[0]?.path).toMatch(/^evidence\/[0-9a-f-]{36}-Marz bill\.pdf$/);

    const results = text(entries['results/results.csv']);
    expect(results).toContain(resultId);
    const factors = text(entries['results/factors-used.csv'])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(factors[0]).toBe(FACTORS_USED_COLUMNS.join(','));
    const direct = factors.find((line) => line.includes(',direct,'));
    expect(direct).toBeDefined();
    const cells = (direct as string).split(',');
    const column = (name: (typeof FACTORS_USED_COLUMNS)[number]) => cells[FACTORS_USED_COLUMNS.indexOf(name)];
    expect(column('resultId')).toBe(resultId);
    expect(column('factorId')).not.toBe('');
    expect(column('factorEdition')).not.toBe('');
    expect(Number(column('factorValue'))).toBeGreaterThan(0);
    expect(column('factorLicence')).not.toBe('');
  });

  it("holds the company's whole chain, which the core's check and the packaged script verify", async () => {
    const { entries, manifest } = await downloadPackage(acme.admin, year.instanceId);
    const lines = text(entries['change-log/chain.jsonl']).trim().split('\n');
    const chain = lines.map((line) => JSON.parse(line) as ChainedEntry);
    const verdict = verifyChangeLogChain(chain);
    expect(verdict).toMatchObject({ isIntact: true, numEntries: manifest.changeLog.headSequence });
    expect(manifest.changeLog).toMatchObject({ isIntactAtExport: true, numEntries: chain.length });
    expect(manifest.changeLog.headHash).toBe(chain.at(-1)?.hash);
    // Entries of both projects are there (the chain is the company's); the year names its own.
    const yearInfo = JSON.parse(text(entries['change-log/year.json'])) as { sequences: number[] };
    expect(yearInfo.sequences.length).toBe(manifest.changeLog.numYearEntries);
    expect(yearInfo.sequences.length).toBeGreaterThanOrEqual(2);
    expect(yearInfo.sequences.length).toBeLessThan(chain.length);
    const ofResult = chain.filter((entry) => entry.subjectId === resultId).map((entry) => entry.action);
    expect(ofResult).toEqual(['create', 'update']);
    for (const sequence of yearInfo.sequences) expect(chain[sequence - 1]?.sequence).toBe(sequence);

    // Offline, with Node alone: the script in the package says the chain holds, and finds a change.
    const folder = mkdtempSync(join(tmpdir(), 'audit-package-'));
    try {
      for (const [path, bytes] of Object.entries(entries)) {
        mkdirSync(dirname(join(folder, path)), { recursive: true });
        writeFileSync(join(folder, path), bytes);
      }
      const script = join(folder, 'change-log/verify-chain.mjs');
      expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toMatch(
        new RegExp(`^Chain intact: ${chain.length} entries`),
      );
      const tampered = lines.map((line, index) =>
        index === 1 ? JSON.stringify({ ...JSON.parse(line), at: '2020-01-01T00:00:00.000Z' }) : line,
      );
      writeFileSync(join(folder, 'change-log/chain.jsonl'), `${tampered.join('\n')}\n`);
      expect(() => execFileSync(process.execPath, [script], { stdio: 'pipe' })).toThrow(/entry 2/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('includes the Word report for those who may export documents, in the language asked', async () => {
    const { entries, manifest } = await downloadPackage(sitewideAdmin, year.instanceId, '?lang=de');
    expect(manifest.report).toEqual({ isIncluded: true, path: 'report/results.docx', lang: 'de' });
    const report = entries['report/results.docx'] as Uint8Array;
    expect(text(report.subarray(0, 2))).toBe('PK');
    expect(manifest.files.find((file) => file.path === 'report/results.docx')?.sha256).toBe(sha256(report));
  });

  it('lists a file whose bytes the store lost as missing, and packs the rest', async () => {
    const listed = await acme.admin.inject({
      method: 'GET',
      url: `${api}/instances/${year.instanceId}/files`,
    });
    const meterFile = (listed.json().files as { _id: string; name: string }[]).find(
      (file) => file.name === 'meter.pdf',
    );
    expect(meterFile).toBeDefined();
    rmSync(join(testApp.app.config.dataDir, 'files', acme.companyId, meterFile?._id ?? ''));
    const { entries, manifest } = await downloadPackage(acme.admin, year.instanceId);
    expect(manifest.evidence).toMatchObject({
      numFiles: 1,
      missing: [{ fileId: meterFile?._id, name: 'meter.pdf' }],
    });
    expect(
      Object.keys(entries).filter((path) => path.startsWith('evidence/') && path.endsWith('.pdf')),
    ).toHaveLength(1);
    for (const file of manifest.files) expect(sha256(entries[file.path] as Uint8Array)).toBe(file.sha256);
  });
});
