import { describe, expect, it } from 'vitest';
import { describeCommuteMethod } from './commute-method.ts';
import { findCommuteMode, readModeFactor, resolveCommuteModeOption } from './commute-modes.ts';

const method = {
  surveyName: 'Commute 2025',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  respondents: 1234,
  responseRate: 0.857142,
  headCount: 1500,
  scale: 1500 / 1234,
  factorSet: 'EPA_HUB' as const,
};

describe('describeCommuteMethod', () => {
  it('words the same figures in English and in German, with local number formats', () => {
    const en = describeCommuteMethod(method, 'en');
    expect(en).toContain('1,234 answers, response rate 85.7 %, extrapolated to a head count of 1,500');
    expect(en).toContain('each answer stands for 1.22 employees');
    expect(en).toContain('Factors: US EPA GHG Emission Factors Hub');
    const de = describeCommuteMethod(method, 'de');
    expect(de).toContain(
      '1.234 Antworten, Rücklaufquote 85,7 %, hochgerechnet auf einen Personalstand von 1.500',
    );
    expect(de).toContain('jede Antwort steht für 1,22 Mitarbeitende');
    expect(de).toContain('DESNZ-Homeoffice-Faktor');
    expect(de).not.toContain('answers');
  });
});

describe('resolveCommuteModeOption', () => {
  it('sends every car mode to the EPA passenger car, without a well-to-tank part', () => {
    for (const id of ['car-petrol', 'car-electric', 'carpool'])
      expect(resolveCommuteModeOption(findCommuteMode(id), 'EPA_HUB')).toEqual({
        formOptionId: 'commute-epa-car',
        lineageKey: 'epa-hub:t10/passenger-car/vehicle-mile',
        upstreamLineageKey: null,
        distanceUnit: 'mi',
      });
    const factors = { 'epa-hub:t10/bus/passenger-mile': 0.0414, 'desnz:26_910_3145_11_1': 0.02649 };
    expect(readModeFactor(findCommuteMode('bus'), factors, 'EPA_HUB')).toBe(0.0414);
    expect(resolveCommuteModeOption(findCommuteMode('bicycle'), 'EPA_HUB')).toBeUndefined();
  });
});
