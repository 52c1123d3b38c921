import { formatEmission } from '@carbon-ledger/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailedLink, registerThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { libraryFactorValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';

type Answer = { mode: string; km: string; onSite: string; home: string; people?: string };

const EMAILS = Array.from({ length: 25 }, (_, index) => `pendler${index + 1}@example.org`);
// Ten answers with a mix of modes and home-office days (weeks per year left at 46).
const ANSWERS: Answer[] = [
  { mode: 'Car, petrol', km: '10', onSite: '4', home: '1' },
  { mode: 'Car, petrol', km: '10', onSite: '4', home: '1' },
  { mode: 'Car, petrol', km: '6', onSite: '5', home: '0' },
  { mode: 'Car, petrol', km: '15', onSite: '2', home: '3' },
  { mode: 'Car, electric', km: '20', onSite: '3', home: '2' },
  { mode: 'Bus', km: '8', onSite: '5', home: '0' },
  { mode: 'Train', km: '30', onSite: '3', home: '2' },
  { mode: 'Car sharing (several people in one car)', km: '20', onSite: '5', home: '0', people: '2' },
  { mode: 'Bicycle', km: '3', onSite: '5', home: '0' },
  { mode: 'On foot', km: '1', onSite: '5', home: '0' },
];

/**
 * The hand calculation from the DESNZ 2025 rows: per mode 2 × one-way km × days on site × 46 weeks,
 * a shared car's distance halved (two people), times the factor and its well-to-tank row; home office
 * 9 days × 46 weeks × 8 hours × the homeworking factor; 10 answers stand for 25 employees (× 2.5).
 */
function handCalculationKg(): number {
  const factor = (key: string, wtt?: string) =>
    libraryFactorValue(key, 2025) + (wtt ? libraryFactorValue(wtt, 2025) : 0);
  const petrolKm = 2 * 10 * 4 * 46 * 2 + 2 * 6 * 5 * 46 + 2 * 15 * 2 * 46; // 12,880
  const electricKm = 2 * 20 * 3 * 46; // 5,520
  const busKm = 2 * 8 * 5 * 46; // 3,680 passenger-km
  const trainKm = 2 * 30 * 3 * 46; // 8,280 passenger-km
  const sharedKm = (2 * 20 * 5 * 46) / 2; // 4,600 vehicle-km
  const homeHours = (1 + 1 + 3 + 2 + 2) * 46 * 8; // 3,312
  const respondentsKg =
    petrolKm * factor('desnz:25_301_3070_4_1', 'desnz:26_904_3070_4_1') +
    electricKm * factor('desnz:25_301_3076_4_1', 'desnz:26_904_3076_4_1') +
    busKm * factor('desnz:25_314_3145_11_1', 'desnz:26_910_3145_11_1') +
    trainKm * factor('desnz:25_315_3147_11_1', 'desnz:26_911_3147_11_1') +
    sharedKm * factor('desnz:25_301_3074_4_1', 'desnz:26_904_3074_4_1') +
    homeHours * factor('desnz:32_603_9999_12_1');
  return respondentsKg * (25 / 10);
}

/** Answers a personal link signed out, one question per screen, as an employee on a phone would. */
async function answerOnPhone(page: Page, link: string, answer: Answer): Promise<void> {
  await page.goto(link);
  await page.getByTestId('form-expected-time').getByText('It takes about 46 seconds.').waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('radio', { name: answer.mode, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  if (answer.people) {
    await page.getByLabel('How many people share the car, you included?').fill(answer.people);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByLabel('How far is it from home to work, one way?').fill(answer.km);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('On how many days a week do you travel to work?').fill(answer.onSite);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('On how many days a week do you work from home?').fill(answer.home);
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await page.getByLabel('How many weeks a year do you work?').inputValue()).toBe('46');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
}

describe('commute survey: employees answer on their phones, the results go to the 2025 Corporate year', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    phone = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Pendel Werk' });
  });
  afterAll(async () => {
    await context?.close();
    await phone?.close();
    await browser?.close();
  });

  it('imports 25 employees from a file and makes two teams', async () => {
    await page.goto('/dashboard/workforce/manage/employees');
    const file = ['email,name', ...EMAILS.map((email, index) => `${email},Person ${index + 1}`)].join('\n');
    await page
      .getByLabel(/Or read them from a file/)
      .setInputFiles({ name: 'employees.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await expect
      .poll(async () => (await page.getByLabel('Email addresses').inputValue()).split('\n').length)
      .toBe(25);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('25 employees added.').waitFor();

    await page.goto('/dashboard/workforce/manage/teams');
    for (const name of ['Sales', 'Lab']) {
      await page.getByLabel('Team name').fill(name);
      await page.getByRole('button', { name: 'Create team' }).click();
      await page.getByTestId('team-list').getByText(name, { exact: true }).waitFor();
    }
    // Fifteen in Sales, ten in Lab.
    await page.evaluate(async () => {
      const csrf = decodeURIComponent(document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '');
      const get = async (url: string) => (await fetch(url)).json();
      const teams = (await get('/api/company/workforce/teams')).teams as { _id: string; name: string }[];
      const people = (await get('/api/company/workforce/employees?limit=100')).employees as {
        _id: string;
        email: string;
      }[];
      for (const person of people) {
        const number = Number(/pendler(\d+)@/.exec(person.email)?.[1]);
        const team = teams.find((candidate) => candidate.name === (number <= 15 ? 'Sales' : 'Lab'));
        const response = await fetch(`/api/company/workforce/employees/${person._id}/team`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: JSON.stringify({ team: team?._id }),
        });
        if (!response.ok) throw new Error(`team not set: ${response.status}`);
      }
    });
  });

  it('sends a survey, and ten employees answer their personal links signed out on a phone', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Pendel Werk',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      openWith: 'address',
    });
    await page.goto('/dashboard/surveys');
    await page.getByText('No surveys yet').waitFor();
    await page.getByRole('link', { name: 'New commute survey' }).click();
    await page.waitForURL('**/dashboard/surveys/generate');
    await page.getByLabel('Name').fill('Commute 2025');
    await page.getByLabel('Period from').fill('2025-01-01');
    await page.getByLabel('Period to').fill('2025-12-31');
    await page.getByTestId('survey-preview').getByText('It takes about 46 seconds.').waitFor();
    await saveScreenshot(page, 'survey-editor');
    await page.getByRole('button', { name: 'Save and send' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/dashboard\/surveys\/[0-9a-f-]{36}$/);
    await page.getByTestId('survey-state').getByText('Open').waitFor();
    expect(await page.getByTestId('survey-invited').textContent()).toBe('25');

    const employee = await phone.newPage();
    for (const [index, answer] of ANSWERS.entries()) {
      const link = await readMailedLink(page, EMAILS[index] as string, '/forms/');
      await answerOnPhone(employee, link, answer);
      if (index === 0) {
        expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await saveScreenshot(employee, 'survey-answered-phone');
      }
    }
    // A personal link answers once.
    await employee.goto(await readMailedLink(page, EMAILS[0] as string, '/forms/'));
    await employee.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await employee.close();
  });

  it('shows the results and sends them to the 2025 Corporate year, matching the hand calculation, twice without duplicates', async () => {
    await page.reload();
    await page.getByTestId('survey-responses').getByText('10').waitFor();
    expect(await page.getByTestId('survey-response-rate').textContent()).toBe('40 %');
    await page.getByTestId('survey-modes-chart').waitFor();
    await page.getByTestId('survey-home-office').waitFor();
    await saveScreenshot(page, 'survey-results');

    const expectedKg = handCalculationKg();
    const sendToYear = async (created: number, updated: number) => {
      await page.getByRole('button', { name: 'Send to the year' }).click();
      await page
        .getByTestId('survey-inventory-message')
        .getByText(
          `Sent: ${created} rows created, ${updated} updated, together ${formatEmission(expectedKg, 'en')}.`,
        )
        .waitFor();
    };
    await sendToYear(6, 0);
    await sendToYear(0, 6);

    const listed = await callApi<{ results: { name: string; sources: { types: { type: string }[] } }[] }>(
      page,
      '/api/company/calculator/results/list',
      { instances: [instanceId] },
    );
    const rows = listed.results.filter((row) => row.name.startsWith('Commute survey'));
    expect(rows.map((row) => row.name).sort()).toEqual([
      'Commute survey: Bus',
      'Commute survey: Car sharing (several people in one car)',
      'Commute survey: Car, electric',
      'Commute survey: Car, petrol',
      'Commute survey: Train',
      'Commute survey: working from home',
    ]);
    expect(rows.every((row) => row.sources.types.some((source) => source.type === 'survey'))).toBe(true);
    // The year's category 7 (employee commuting) figure, as Analyze shows it.
    const aggregated = await callApi<{ formSectionAggregations: Record<string, { totalCo2: number }> }>(
      page,
      '/api/company/calculator/results/manage',
      { results: {}, aggregateFormSectionsForInstances: [instanceId] },
    );
    const commuting = aggregated.formSectionAggregations['employee-commuting']?.totalCo2;
    expect(commuting).toBeCloseTo(expectedKg, 3);

    // What if 30 % of those who drive a petrol car under 8 km took an e-bike? Only the 6 km driver
    // qualifies: 2 × 6 × 5 × 46 km with the petrol factor and its well-to-tank row, × 30 % × 2.5.
    const savingKg =
      2 *
      6 *
      5 *
      46 *
      (libraryFactorValue('desnz:25_301_3070_4_1', 2025) +
        libraryFactorValue('desnz:26_904_3070_4_1', 2025)) *
      0.3 *
      2.5;
    await page.getByRole('button', { name: 'Compute the saving' }).click();
    await page
      .getByTestId('survey-what-if')
      .getByText(`Saving: ${formatEmission(savingKg, 'en')} a year (1 answer concerned).`)
      .waitFor();
    await page.getByRole('button', { name: 'Add to the Impact tab' }).click();
    await page.getByText('Added to the Impact tab as a reduction idea.').waitFor();
  });
});
