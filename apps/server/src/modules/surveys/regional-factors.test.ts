import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import { catchMails } from '../calculator-invites/test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const base = '/api/company/surveys';
const readToken = (mail: OutgoingMail) => {
  const match = mail.text.match(/\/forms\/([\w-]+)/);
  if (!match?.[1]) throw new Error('no survey link in the mail');
  return match[1];
};
const commute = (mode: string, km: number, onSite: number, home: number, extra: object = {}) => ({
  mode: { type: 'choice', choice: mode },
  distanceKm: { type: 'number', value: km },
  daysOnSite: { type: 'days-per-week', days: onSite },
  homeOfficeDays: { type: 'days-per-week', days: home },
  weeksPerYear: { type: 'number', value: 46 },
  ...extra,
});

// EPA GHG Emission Factors Hub 2025, table 10 (reference-data/factors/epa-hub-2025.ndjson, kept per km):
// passenger car 0.2985697 kg CO2e per vehicle-mile = 0.185522610454943 kg/km, bus 0.0666323 kg per
// passenger-mile = 0.0414033916925157 kg/p.km; the EPA publishes no well-to-tank rows. Home office stays
// DESNZ's homeworking factor, 0.33378 kg per FTE working hour: the library has no other.
const EPA_CAR = 0.185522610454943;
const EPA_BUS = 0.0414033916925157;
const HOMEWORKING = 0.33378;
// Four drivers of 10 km, 4 days on site, 1 at home: 2 × 10 × 4 × 46 = 3680 km and 368 home hours each;
// one bus rider of 8 km, 5 days: 3680 p.km. Five answers of five employees: each stands for one.
const EXPECTED_COMMUTE_KG = 4 * 3680 * EPA_CAR + 3680 * EPA_BUS;
const EXPECTED_HOME_KG = 4 * 368 * HOMEWORKING;

describe('survey factors by region', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let mails: OutgoingMail[];
  let surveyId: string;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    mails = catchMails(testApp.app);
    company = await setUpCompanyClients(testApp.app);
    await company.editor.inject({
      method: 'POST',
      url: '/api/company/workforce/employees',
      payload: {
        emails: ['u1@example.org', 'u2@example.org', 'u3@example.org', 'u4@example.org', 'u5@example.org'],
      },
    });
    ({ instanceId } = await createProject(company.owner, { year: 2025, region: 'US-CAMX' }));
    const created = await company.editor.inject({
      method: 'POST',
      url: base,
      payload: {
        name: 'Commute 2025',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
        languages: ['en'],
        audience: 'all',
      },
    });
    surveyId = created.json().survey._id;
    await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/send` });
    const answers = [
      commute('car-petrol', 10, 4, 1),
      commute('car-diesel', 10, 4, 1),
      commute('car-electric', 10, 4, 1),
      commute('carpool', 20, 4, 1, { carpoolPeople: { type: 'number', value: 2 } }),
      commute('bus', 8, 5, 0),
    ];
    // The carpool answer has two people: 2 × 20 × 4 × 46 / 2 = 3680 vehicle-km, like the others.
    for (const [index, mail] of mails.entries()) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/forms/${readToken(mail)}/submit`,
        payload: { answers: answers[index] },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("a US year's survey computes with the EPA commuting factors, showing their provenance", async () => {
    const response = await company.viewer.inject({ method: 'GET', url: `${base}/${surveyId}/results` });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json();
    expect(results.factorSet).toBe('EPA_HUB');
    expect(results.commuteEmissionsKg).toBeCloseTo(EXPECTED_COMMUTE_KG, 3);
    expect(results.homeOffice.emissionsKg).toBeCloseTo(EXPECTED_HOME_KG, 3);
    expect(results.factors).toContainEqual(
      expect.objectContaining({
        lineageKey: 'epa-hub:t10/passenger-car/vehicle-mile',
        value: EPA_CAR,
        source: 'EPA_HUB',
        edition: '2025',
        licence: 'US-Gov-Public-Domain',
      }),
    );
    expect(results.factors).toContainEqual(
      expect.objectContaining({ lineageKey: 'desnz:32_603_9999_12_1', source: 'DESNZ' }),
    );
    expect(
      results.factors.some(
        (factor: { source: string; lineageKey: string }) =>
          factor.source === 'DESNZ' && factor.lineageKey !== 'desnz:32_603_9999_12_1',
      ),
    ).toBe(false);
    expect(results.assumptions).toContain('Factors: US EPA GHG Emission Factors Hub');
    expect(results.assumptions).toContain('the DESNZ homeworking factor');
  });

  it('sends the rows to the EPA commuting options of the corporate form, with the same figure', async () => {
    const sent = await company.admin.inject({
      method: 'POST',
      url: `${base}/${surveyId}/inventory`,
      payload: { instanceId },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ created: 6, updated: 0, deleted: 0 });
    expect(sent.json().totalKg).toBeCloseTo(EXPECTED_COMMUTE_KG + EXPECTED_HOME_KG, 3);
    const listed = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    const options = (listed.json().results as { name: string; formOptionId: string }[])
      .filter((row) => row.name.startsWith('Commute survey'))
      .map((row) => row.formOptionId)
      .sort();
    expect(options).toEqual([
      'commute-epa-bus',
      'commute-epa-car',
      'commute-epa-car',
      'commute-epa-car',
      'commute-epa-car',
      'homeworking',
    ]);
  });
});
