import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { type Result, type ServedForm, writeResultsCsv } from '@carbon-ledger/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 120_000;
/** LibreOffice Calc's library: without it soffice converts documents but cannot open a CSV as a sheet. */
const CALC_LIBRARY = '/usr/lib/libreoffice/program/libsclo.so';

function isInstalled(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const hasCalc = isInstalled('soffice') && existsSync(CALC_LIBRARY);

/** Values that hide a formula after a list separator, a tab or a line break, not only at their start. */
const HOSTILE = {
  name: 'x;=1+1;y',
  notes: 'Office,=2+2,;@SUM(1;2)',
  assumptions: 'meter\t-3+3;\r\n+4+4',
};

/**
 * Opens CSV files in LibreOffice Calc as a user whose list separator is `separator` would (UTF-8,
 * `"` quotes, formulas evaluated as Excel does) and answers each sheet as flat OpenDocument XML.
 */
async function openInCalc(files: Record<string, string>, separator: ',' | ';', dir: string) {
  const paths = Object.keys(files).map((name) => {
    const path = join(dir, `${name}.csv`);
    writeFileSync(path, files[name] ?? '');
    return path;
  });
  // Tokens: separator, text quote, UTF-8, first line, cell formats, language, quoted field as text,
  // special numbers, …, evaluate formulas (13th).
  const filter = `CSV:${separator.charCodeAt(0)},34,76,1,,,false,false,false,false,false,-1,true`;
  const profile = `file://${join(tmpdir(), `lo-${randomBytes(6).toString('hex')}`)}`;
  try {
    await run(
      'soffice',
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        `--infilter=${filter}`,
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        ...paths,
      ],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
  } finally {
    rmSync(new URL(profile), { recursive: true, force: true });
  }
  return Object.fromEntries(
    Object.keys(files).map((name) => [name, readFileSync(join(dir, `${name}.fods`), 'utf8')]),
  );
}

/**
 * Point 6 of the exports' safety: the audit package's results CSV, the ESG CSV and Analyze's export are
 * opened in LibreOffice with either list separator, and no cell becomes a formula.
 */
describe('CSV exports opened in LibreOffice Calc', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let dir: string;
  const files: Record<string, string> = {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'csv-in-calc-'));
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    const year = await createProject(acme.owner, { name: 'Headquarters', year: 2025 });
    const saved = await manage(acme.editor, { toCreate: [gasRow(year.instanceId, 10_000, HOSTILE)] });
    expect(saved.statusCode, saved.body).toBe(200);

    const zip = await acme.admin.inject({
      method: 'GET',
      url: `/api/company/calculator/instances/${year.instanceId}/audit-package`,
    });
    expect(zip.statusCode, zip.body).toBe(200);
    files.auditPackage = new TextDecoder().decode(
      unzipSync(new Uint8Array(zip.rawPayload))['results/results.csv'],
    );

    const esg = await createProject(acme.owner, { name: 'VSME', type: 'esg', year: 2025 });
    const form = await acme.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esg.instanceId}/vsme`,
      payload: {
        answers: [{ code: 'vsme:AddressOfSite', value: { kind: 'text', value: HOSTILE.name } }],
        disclosures: [{ code: 'B1', isNotMaterial: false, evidenceNote: HOSTILE.notes }],
      },
    });
    expect(form.statusCode, form.body).toBe(200);
    const esgCsv = await acme.admin.inject({
      method: 'GET',
      url: `/api/company/esg/years/${esg.instanceId}/vsme/csv?lang=de`,
    });
    expect(esgCsv.statusCode, esgCsv.body).toBe(200);
    files.esg = esgCsv.body;

    // Analyze's export is written in the browser from the year's results and its form, as here.
    const listed = await acme.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [year.instanceId] },
    });
    const served = await acme.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/forms/retrieve',
      payload: { formGroup: 'company', lang: 'de' },
    });
    const results = listed.json().results as Result[];
    const servedForm = served.json().form as ServedForm;
    files.analyze = writeResultsCsv(results, servedForm, [{ id: year.instanceId, name: 'HQ' }], 'advanced');
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.for([',', ';'] as const)('holds no formula cell when split at %j', async (separator, context) => {
    if (!hasCalc) {
      context.skip('LibreOffice Calc is not installed; apt: libreoffice-calc-nogui');
    }
    for (const [name, csv] of Object.entries(files)) expect(csv, name).toContain('x;');
    const sheets = await openInCalc(files, separator, dir);
    for (const [name, sheet] of Object.entries(sheets)) {
      expect(sheet, name).toContain('<table:table-cell');
      // The hostile text is there, as text: split at the separator, the parts after it are cells of their own.
      expect(sheet, name).toContain('1+1');
      expect(sheet.match(/table:formula="[^"]*"/g) ?? [], `${name} split at ${separator}`).toEqual([]);
    }
  });
});
