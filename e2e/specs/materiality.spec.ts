import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const year = (type: 'company' | 'esg', name: string) => ({
  container: { name, type },
  general: {
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    surchargePercent: 0,
    selectedVoluntarySectionIds: [],
    electricityEmissionFactor: { region: 'DE' },
  },
});

type Disclosure = { code: string; isNotMaterial: boolean; notMaterialReason: string; materiality?: unknown };

/** Adds an IRO through the form: matter, type, the score selects given, a description. */
async function addIroThroughForm(
  page: Page,
  iro: { matter: string; type: string; description: string; scores: Record<string, string> },
) {
  await page.getByTestId('iro-add').click();
  const form = page.getByTestId('iro-form');
  await form.getByTestId('iro-matter').selectOption({ label: iro.matter });
  await form.getByTestId('iro-type').selectOption({ label: iro.type });
  await form.getByTestId('iro-description').fill(iro.description);
  for (const [testId, value] of Object.entries(iro.scores))
    await form.getByTestId(testId).selectOption(value);
  await form.getByTestId('iro-save').click();
  await form.waitFor({ state: 'detached' });
}

describe('a double materiality assessment of a small manufacturer', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esgYearId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Kessler Metallbau' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('starts an assessment from the list and describes the context', async () => {
    const instanceId = await createProjectThroughForm(page, {
      name: 'Werk Hamburg',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
      results: {
        toCreate: [
          {
            instance: instanceId,
            formOptionId: 'stationary-natural-gas-kwh',
            emissionActivityInputs: [{ fieldId: 'energy', value: 400_000, unit: 'kWh' }],
          },
        ],
      },
    });
    const esg = await callApi<{ instance: { _id: string } }>(
      page,
      '/api/company/calculator/instances',
      year('esg', 'ESG'),
    );
    esgYearId = esg.instance._id;

    await page.goto('/dashboard/assessments');
    await page.getByRole('heading', { name: 'Assessments', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Open supplier assessments' }).waitFor();
    await page.getByTestId('assessment-name').fill('DMA 2025');
    await page.getByLabel('Year').selectOption('2025');
    await page.getByTestId('assessment-create').click();
    await page.waitForURL(/\/dashboard\/assessments\/[0-9a-f-]{36}$/);
    await page.getByTestId('assessment-title').getByText('DMA 2025 · 2025').waitFor();
    await expect.poll(() => page.getByTestId('assessment-progress').textContent()).toBe('0 of 4 steps done');

    await page.getByTestId('context-business-model').fill('Sheet-metal parts for machine builders.');
    await page.getByTestId('stakeholder-add').click();
    await page.getByTestId('stakeholder-name-0').fill('Works council');
    await page.getByTestId('stakeholder-add').click();
    await page.getByTestId('stakeholder-name-1').fill('Elbe nature trust');
    await page.getByTestId('stakeholder-type-1').selectOption('nature');
    await page.getByLabel('Who speaks for it').fill('NABU Hamburg');
    await page.getByTestId('context-save').click();
    await expect.poll(() => page.getByTestId('step-context').textContent()).toContain('done');
  });

  it('accepts a proposal from the calculator and records six IROs over four matters', async () => {
    await page.getByTestId('step-iros').click();
    await page.getByTestId('iro-propose').click();
    const proposals = page.locator('[data-testid="iro-row"][data-status="proposed"]');
    await expect.poll(() => proposals.count()).toBe(2);
    // Gas burnt in the plant: Scope 1 in own operations, accepted and scored by a person.
    const scope1 = proposals.filter({ hasText: 'Scope 1' });
    await scope1.getByTestId('iro-accept').click();
    await expect.poll(() => proposals.count()).toBe(1);
    // The upstream share of the gas is rejected.
    await proposals.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => proposals.count()).toBe(0);
    await page.getByTestId('iro-edit').first().click();
    const form = page.getByTestId('iro-form');
    for (const testId of ['iro-score-scale', 'iro-score-scope', 'iro-score-irremediability'])
      await form.getByTestId(testId).selectOption('4');
    await form.getByTestId('iro-save').click();
    await form.waitFor({ state: 'detached' });

    await addIroThroughForm(page, {
      matter: 'E1 Energy',
      type: 'Risk',
      description: 'Gas prices rise with the CO2 price of the national emissions trading.',
      scores: { 'iro-financial-short-magnitude': '4', 'iro-financial-short-likelihood': '4' },
    });
    await addIroThroughForm(page, {
      matter: 'E5 Waste',
      type: 'Actual negative impact',
      description: 'Metal offcuts and used cutting fluids.',
      scores: { 'iro-score-scale': '2', 'iro-score-scope': '2', 'iro-score-irremediability': '2' },
    });
    const base = new URL(page.url()).pathname.replace('/dashboard', '/api/company');
    for (const iro of [
      {
        matterId: 'S1.working-conditions.health-and-safety',
        type: 'potential-negative-impact',
        humanRights: true,
        valueChain: ['own-operations'],
        timeHorizons: ['short'],
        description: 'Injuries at the press brakes.',
        scores: { scale: 4, scope: 3, irremediability: 5, likelihood: 2 },
      },
      {
        matterId: 'S1.working-conditions.working-time',
        type: 'actual-negative-impact',
        valueChain: ['own-operations'],
        timeHorizons: ['short'],
        description: 'Overtime in peak season.',
        scores: { scale: 2, scope: 2, irremediability: 1 },
      },
      {
        matterId: 'E5.waste',
        type: 'opportunity',
        valueChain: ['downstream'],
        timeHorizons: ['medium'],
        description: 'Selling sorted scrap to a recycler.',
        scores: { financial: { medium: { magnitude: 2, likelihood: 3 } } },
      },
    ])
      await callApi(page, `${base}/iros`, iro);
    await page.reload();
    await page.getByTestId('step-iros').click();
    await expect.poll(() => page.getByTestId('iro-row').count()).toBe(6);
    await expect.poll(() => page.getByTestId('step-thresholds').textContent()).toContain('done');
  });

  it('changes a threshold with its reason, sees the matrix and approves', async () => {
    await page.getByTestId('step-thresholds').click();
    await page.getByTestId('formula').getByText('Formula dma-score-1').waitFor();
    await page.getByTestId('threshold-impact').selectOption('3.5');
    await page.getByTestId('threshold-reason').fill('Aligned with the customer’s supplier code');
    await page.getByTestId('threshold-save').click();
    await page
      .getByTestId('threshold-history')
      .getByText('Aligned with the customer’s supplier code')
      .waitFor();

    await page.getByTestId('step-outcome').click();
    await page.getByTestId('materiality-matrix').waitFor();
    const decisions = page.getByTestId('matter-decisions');
    await decisions.getByText('E1 Climate change mitigation: Material').waitFor();
    await decisions.getByText('E5 Waste: Not material').waitFor();
    await page.getByTestId('explanation-E2').fill('No process emissions: only office heating.');
    await page.getByTestId('explanations-save').click();
    await saveScreenshot(page, 'materiality-outcome');

    await page.getByTestId('submit-review').click();
    await page.getByTestId('assessment-state').getByText('In review').waitFor();
    await page.getByTestId('approve').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('approved-note').waitFor();
    await page.getByTestId('esg-marked').getByText('ESG 2025').waitFor();
    await expect.poll(() => page.getByTestId('assessment-progress').textContent()).toBe('4 of 4 steps done');
  });

  it('marks the ESG project: material topics apply, the others carry the reason', async () => {
    const form = await page.evaluate(
      async (id) =>
        (await fetch(`/api/company/esg/years/${id}/esrs`)).json() as Promise<{ disclosures: Disclosure[] }>,
      esgYearId,
    );
    const byCode = new Map(form.disclosures.map((disclosure) => [disclosure.code, disclosure]));
    expect(byCode.get('E1-6')).toMatchObject({ isNotMaterial: false, materiality: expect.anything() });
    expect(byCode.get('S1-14')).toMatchObject({ isNotMaterial: false });
    expect(byCode.get('E2-4')).toMatchObject({
      isNotMaterial: true,
      notMaterialReason: 'No process emissions: only office heating.',
    });
    expect(byCode.get('E5-5')?.isNotMaterial).toBe(true);
    expect(byCode.get('E5-5')?.notMaterialReason).toBe('None of its assessed matters meets a threshold.');
  });

  it('fits a phone: no page of the assessment is wider than 390 px', async () => {
    const assessmentUrl = page.url();
    await page.setViewportSize({ width: 390, height: 844 });
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/dashboard/assessments');
    await page.getByTestId('assessment-list').waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
    await page.goto(assessmentUrl);
    for (const step of ['context', 'iros', 'thresholds', 'outcome']) {
      await page.getByTestId(`step-${step}`).click();
      expect(await width(), step).toBeLessThanOrEqual(390);
    }
    await saveScreenshot(page, 'materiality-phone');
  });

  it('lets the installation’s operator add a matter list version while running assessments keep theirs', async () => {
    const operatorContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 1000 },
    });
    const operator = await operatorContext.newPage();
    await signInThroughForm(operator, 'operator@e2e.example.org');
    await operator.goto('/dashboard/assessments');
    const version = operator.getByTestId('matter-list-version');
    await version.getByText(/^Version \d+: \d+ matters/).waitFor();
    const before = Number(/Version (\d+)/.exec((await version.textContent()) ?? '')?.[1]);
    const list = await operator.evaluate(
      async () =>
        (await fetch('/api/materiality/matter-lists/current')).json() as Promise<{ matters: unknown[] }>,
    );
    const first = list.matters[0] as Record<string, unknown>;
    const matters = [...list.matters, { ...first, id: 'E1.adaptation-finance' }];
    await operator.getByLabel('New version (JSON)').setInputFiles({
      name: 'matters.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ matters })),
    });
    await operator.getByLabel('What changed').fill('Adds adaptation finance');
    await operator.getByRole('button', { name: 'Add as new version' }).click();
    await version
      .getByText(`Version ${before + 1}: ${matters.length} matters (Adds adaptation finance)`)
      .waitFor();
    // The approved assessment of the manufacturer keeps the list it started with.
    const kept = await page.evaluate(
      async () =>
        (await fetch('/api/company/assessments')).json() as Promise<{
          assessments: { matterListVersion: number }[];
        }>,
    );
    expect(kept.assessments.map((assessment) => assessment.matterListVersion)).toEqual([before]);
    await operatorContext.close();
  });
});
