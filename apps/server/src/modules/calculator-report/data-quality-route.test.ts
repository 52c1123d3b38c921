import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ReportFixture, setUpReportFixture } from './report-test-kit.ts';

const URL = '/api/company/calculator/reports/data-quality';

/** The summary Analyze shows: the report's table, from the same rule as each row's own summary. */
describe('data-quality summary', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    fixture = await setUpReportFixture(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  it('rates each counted row by its sources and indicators, and an unrated row "not assessed"', async () => {
    const response = await fixture.acme.viewer.inject({
      method: 'POST',
      url: URL,
      payload: { instances: [fixture.instanceId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    // Gas: bills (good). Electricity: tracking (very good). Kiln: indicators 2, 3, 1, 4, 5 → mean 3 (fair).
    // Spend row: nothing rated, no source → not assessed. The excluded boiler does not count.
    expect(summary.numResults).toBe(4);
    expect(summary.qualities).toEqual([
      { quality: 'very-good', numResults: 1 },
      { quality: 'good', numResults: 1 },
      { quality: 'fair', numResults: 1 },
      { quality: 'poor', numResults: 0 },
      { quality: 'not-assessed', numResults: 1 },
    ]);
    expect(summary.levels.find((row: { indicator: string }) => row.indicator === 'age')).toEqual({
      indicator: 'age',
      counts: [0, 1, 0, 0, 0],
      notAssessed: 3,
    });
  });

  it('answers 404 for another company’s year', async () => {
    const response = await fixture.acme.viewer.inject({
      method: 'POST',
      url: URL,
      payload: { instances: [fixture.foreignInstanceId] },
    });
    expect(response.statusCode).toBe(404);
  });
});
