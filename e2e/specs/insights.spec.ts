import { formatEmission } from '@carbon-ledger/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const gasRow = (instance: string, kwh: number) => ({
  instance,
  formOptionId: 'stationary-natural-gas-kwh',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
});

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function readPngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Publication = { publicId: string; snapshotHash: string };

describe('insights: two widgets built, published, seen signed out, superseded and withdrawn', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let outsider: BrowserContext;
  let page: Page;
  let instanceId = '';
  let totalKg = 0;
  let publications: Publication[] = [];
  let pageId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    outsider = await browser.newContext({ baseURL: baseUrl, viewport: { width: 900, height: 800 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Insight Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  const readPublications = async () => {
    const answer = await page.evaluate(async () => (await fetch('/api/company/analytics')).json());
    pageId = answer.page.publicId ?? '';
    return (answer.widgets as { publication: Publication | null }[]).flatMap((widget) =>
      widget.publication ? [widget.publication] : [],
    );
  };

  it('builds a footprint widget from the Corporate year, reached from the navigation', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Headquarters',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
      results: { toCreate: [gasRow(instanceId, 20_000)] },
    });
    const setup = await callApi<{ aggregatedResults: { totalCo2InKg: number } }>(
      page,
      '/api/company/calculator/instances/setup',
      { instances: [instanceId], lang: 'en' },
    );
    totalKg = setup.aggregatedResults.totalCo2InKg;
    expect(totalKg).toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('link', { name: 'Insights', exact: true }).first().click();
    await page.waitForURL('**/dashboard/insights');
    await page.getByRole('heading', { name: 'Climate insights', level: 1 }).waitFor();
    await page.getByText('No widgets yet').waitFor();
    await page.getByTestId('widget-new').click();
    const form = page.getByTestId('widget-form');
    await expect.poll(() => form.getByLabel('2025').isChecked()).toBe(true);
    await form.getByTestId('widget-save').click();
    const card = page.getByTestId('widget-card');
    await card.first().getByTestId('widget-headline').waitFor();
    expect(await card.first().getByTestId('widget-headline').textContent()).toBe(
      formatEmission(totalKg, 'en', { unitLabel: 'co2e' }),
    );
    await card.first().locator('[data-chart-state="ready"]').waitFor();
  });

  it('builds a second widget: the energy mix, large, in German and dark', async () => {
    await page.getByTestId('widget-new').click();
    const form = page.getByTestId('widget-form');
    await form.getByLabel('What it shows').selectOption('energy-mix');
    await form.getByLabel('Size').selectOption('large');
    await form.getByLabel('Language of the widget').selectOption('de');
    await form.getByLabel('Colours').selectOption('dark');
    // A title claiming neutrality is refused by the claims check, naming the term.
    await form.getByLabel('Title (optional)').fill('Klimaneutral seit 2024');
    await form.getByTestId('widget-save').click();
    await form.getByText('“Klimaneutral”', { exact: false }).waitFor();
    await form.getByLabel('Title (optional)').fill('');
    await form.getByTestId('widget-save').click();
    await expect.poll(() => page.getByTestId('widget-card').count()).toBe(2);
    await page.getByText('0 % erneuerbar').waitFor();
    await saveScreenshot(page, 'insights-dashboard');
  });

  it('publishes both and opens the widget page, the analytics page and the images signed out', async () => {
    for (const index of [0, 1]) {
      await page.getByTestId('widget-card').nth(index).getByTestId('widget-publish').click();
      await expect
        .poll(() => page.getByTestId('widget-card').nth(index).getByTestId('widget-state').textContent())
        .toBe('Published');
    }
    publications = await readPublications();
    expect(publications).toHaveLength(2);
    await page.getByTestId('analytics-page-link').waitFor();
    await saveScreenshot(page, 'insights-published');

    const visitor = await outsider.newPage();
    const [footprint, energy] = publications as [Publication, Publication];
    const widgetPage = await visitor.goto(`/insights/${footprint.publicId}`);
    expect(widgetPage?.status()).toBe(200);
    await visitor.getByRole('heading', { name: 'Our greenhouse-gas footprint' }).waitFor();
    expect(await visitor.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);
    await saveScreenshot(visitor, 'insights-public-widget');

    const analyticsPage = await visitor.goto(`/analytics/${pageId}`);
    expect(analyticsPage?.status()).toBe(200);
    await expect.poll(() => visitor.locator('section.widget').count()).toBe(2);
    // The image's text alternative carries its figure for screen readers.
    await visitor.locator('img[alt*="0 % erneuerbar"]').waitFor();
    await saveScreenshot(visitor, 'insights-public-analytics');

    for (const [publication, size] of [
      [footprint, { width: 800, height: 450 }],
      [energy, { width: 1200, height: 675 }],
    ] as const) {
      const image = await outsider.request.get(`/analytics/media/${publication.publicId}.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(readPngSize(await image.body())).toEqual(size);
    }
    await visitor.close();
  });

  it('says superseded on the old figure once the changed figure is published', async () => {
    await callApi(page, '/api/company/calculator/results/manage', {
      results: { toCreate: [gasRow(instanceId, 5_000)] },
    });
    await page.reload();
    const footprintCard = page.getByTestId('widget-card').first();
    await footprintCard.getByText('Your figures have changed since.', { exact: false }).waitFor();
    await footprintCard.getByTestId('widget-publish').click();
    await footprintCard.getByText('The published figure matches today’s figures.').waitFor();
    const oldCode = (publications[0] as Publication).snapshotHash.slice(0, 16);
    const visitor = await outsider.newPage();
    await visitor.goto(`/insights/verify/${oldCode}`);
    await visitor.locator('[data-state="superseded"]').waitFor();
    await saveScreenshot(visitor, 'insights-verify-superseded');
    await visitor.close();
  });

  it('answers 404 on all three links once both are unpublished', async () => {
    for (const index of [0, 1]) {
      const card = page.getByTestId('widget-card').nth(index);
      await card.getByTestId('widget-unpublish').click();
      await expect.poll(() => card.getByTestId('widget-state').textContent()).toBe('Not published');
    }
    for (const { publicId } of publications) {
      for (const url of [
        `/insights/${publicId}`,
        `/analytics/media/${publicId}.png`,
        `/analytics/${pageId}`,
      ]) {
        expect((await outsider.request.get(url)).status(), url).toBe(404);
      }
    }
  });
});
