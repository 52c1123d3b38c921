import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { formatEmission } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORT_URL, type ReportFixture, setUpReportFixture, sumFigure } from './report-test-kit.ts';

const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 120_000;

/** Whether a program is on the PATH (without running it: starting LibreOffice takes seconds). */
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

/**
 * Converts a .docx with LibreOffice (headless, a profile of its own so parallel runs do not share a
 * lock) and returns the PDF's text per page, laid out as on the page.
 */
async function convertToPdfPages(docx: Buffer, dir: string): Promise<string[]> {
  const input = join(dir, 'results.docx');
  writeFileSync(input, docx);
  const profile = `file://${join(tmpdir(), `lo-${randomBytes(6).toString('hex')}`)}`;
  try {
    await run(
      'soffice',
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input],
      { timeout: CONVERSION_TIMEOUT_MS },
    );
  } finally {
    rmSync(new URL(profile), { recursive: true, force: true });
  }
  const { stdout } = await run('pdftotext', ['-layout', join(dir, 'results.pdf'), '-'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  // pdftotext ends every page with a form feed; the text after the last one is empty.
  return stdout.split('\f').slice(0, -1);
}

const hasConverter = isInstalled('soffice') && isInstalled('pdftotext');

/** The report as a reader sees it: LibreOffice lays out the .docx, the PDF's text is checked page by page. */
describe('calculator report rendered to PDF', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    fixture = await setUpReportFixture(testApp.app);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows the title page, the numbered footer on every page, the headings and the hand-summed Scope 1', async (context) => {
    if (!hasConverter) {
      context.skip(
        'LibreOffice (soffice) or pdftotext is not installed; apt: libreoffice-writer-nogui poppler-utils',
      );
    }
    const response = await fixture.acme.sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [fixture.instanceId], lang: 'en' },
    });
    expect(response.statusCode).toBe(200);
    const pages = await convertToPdfPages(response.rawPayload, dir);

    expect(pages.length).toBeGreaterThan(2);
    const titlePage = pages[0] ?? '';
    expect(titlePage).toContain('CSRD Report');
    expect(titlePage).toContain(fixture.acme.companyName);
    expect(titlePage).toContain('1 January 2025 – 31 December 2025');
    expect(titlePage).not.toContain('Methodology and boundaries');
    pages.forEach((page, index) => {
      expect(page, `footer of page ${index + 1}`).toContain(`CSRD Report | ${index + 1}`);
    });

    const text = pages.join('\n');
    const headings = [
      'Company and reporting period',
      'Methodology and boundaries',
      'Emission factor sources',
      'Emissions by scope',
      'Scope 3 by category',
      'Scope 2: location-based and market-based',
      'Emissions by section',
      'Scope 1: direct emissions',
      'Stationary combustion',
      'Data quality',
      'Top sources',
      'E1-4 Targets related to climate change mitigation',
      'E1-5 Energy consumption and mix',
      'E1-6 Gross Scopes 1, 2, 3 and total GHG emissions',
      'GHG intensity per net revenue',
      'Biogenic CO2 emissions',
    ];
    expect(headings.filter((heading) => !text.includes(heading))).toEqual([]);

    // E1-4: the target of the Impact tab, base year 2025, −42 % by 2030.
    expect(text).toMatch(/Scopes 1–3\s+2025\s+[\d.,]+ t CO2e\s+2030\s+−42 %/);

    // E1-5 by hand: 10,000 kWh of gas (fossil) and 20,000 kWh of GB grid electricity split by the
    // Ember/OWID 2024 GB mix (fossil 0.006686 + 0.303702 + 0.040294, nuclear 0.142842, renewable
    // 0.02027 + 0.052048 + 0.293074 + 0.141082).
    const fossilShare = 0.006686 + 0.303702 + 0.040294;
    const renewableShare = 0.02027 + 0.052048 + 0.293074 + 0.141082;
    const mixSum = fossilShare + 0.142842 + renewableShare;
    const mwh = (kwh: number) => (Math.round(kwh / 10) / 100).toFixed(2);
    expect(text).toMatch(/Total energy consumption\s+30\.00\s+30\.00\s+100\.00 %/);
    expect(text).toMatch(new RegExp(`Fossil sources\\s+${mwh(10_000 + (20_000 * fossilShare) / mixSum)}`));
    expect(text).toMatch(new RegExp(`Nuclear sources\\s+${mwh((20_000 * 0.142842) / mixSum)}`));
    expect(text).toMatch(new RegExp(`Renewable sources\\s+${mwh((20_000 * renewableShare) / mixSum)}`));
    // 30 MWh over a net revenue of 2,000,000: 15.00 MWh per million.
    expect(text).toContain('Energy intensity per net revenue: 15.00 MWh per million');

    // E1-6: statements for Scope 3 categories at zero, and the intensity per net revenue.
    expect(text).toContain('Not relevant');
    expect(text).toContain('Excluded: No investments held');
    expect(text).toContain('Not yet collected');
    expect(text).toContain('No statement given');
    expect(text).toContain('No residual-mix factor was given');
    // GHG intensity by hand: the counted rows' market-based total in t per million of net revenue.
    const intensity = (sumFigure(fixture.countedResults, 'total') / 1000 / 2_000_000) * 1_000_000;
    expect(text).toMatch(
      new RegExp(`GHG intensity \\(market-based\\)\\s+${intensity.toFixed(2)} t CO2e per million`),
    );
    // The spend row is named by the sector picked, not by its option.
    expect(text).toContain('541511 Custom Computer Programming');
    expect(text).not.toContain('Other spend category');
    // Rows nobody rated read "Not assessed" (as in Analyze), never level 1.
    expect(text).toContain('Not assessed');

    // Scope 1 by hand: the gas row (10,000 kWh, DESNZ 2025) and the kiln line (2 t × 0.25 kg/kg).
    const scope1 = sumFigure(fixture.countedResults, 'scope1');
    expect(scope1).toBeCloseTo(1829.6 + 500, 6);
    const scope1Text = formatEmission(scope1, 'en', { unitLabel: 'co2e' });
    expect(scope1Text).toBe('2.33 t CO2e');
    expect(text).toMatch(new RegExp(`Scope 1\\s+${scope1Text.replaceAll('.', '\\.')}`));
  }, 180_000);
});
