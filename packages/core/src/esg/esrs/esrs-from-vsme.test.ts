import { describe, expect, it } from 'vitest';
import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from '../datapoints/index.ts';
import { findEsrsDatapoint } from './esrs-catalogue.ts';
import { deriveEsrsFactsFromVsme, ESRS_FROM_VSME_B8 } from './esrs-from-vsme.ts';

const count = (value: number): DatapointValue => ({ kind: 'number', value, unit: 'xbrli:pure' });

describe('deriveEsrsFactsFromVsme', () => {
  it('maps S1-6 onto datapoints of VSME B8 of the same type', () => {
    for (const [esrsCode, vsmeCode] of ESRS_FROM_VSME_B8) {
      const esrs = findEsrsDatapoint(esrsCode);
      const vsme = findVsmeDatapoint(vsmeCode);
      expect(esrs?.disclosure, esrsCode).toBe('S1-6');
      expect(vsme?.disclosure, vsmeCode).toBe('B8');
      expect(esrs?.type).toBe(vsme?.type);
    }
  });

  it("takes the VSME year's answers as they stand, leaving open what B8 left open", () => {
    const vsme: Record<string, DatapointValue> = {
      'vsme:NumberOfFemaleEmployees': count(8),
      'vsme:NumberOfMaleEmployees': count(26),
      'vsme:EmployeeTurnoverRate': { kind: 'percentage', value: 12.5 },
      'vsme:NumberOfEmployees': count(34),
    };
    const facts = deriveEsrsFactsFromVsme((code) => vsme[code]);
    expect(facts).toEqual([
      { concept: 'esrs:S1-6.employeesFemale', answer: count(8) },
      { concept: 'esrs:S1-6.employeesMale', answer: count(26) },
      { concept: 'esrs:S1-6.turnover', answer: vsme['vsme:EmployeeTurnoverRate'] },
    ]);
    expect(deriveEsrsFactsFromVsme(() => undefined)).toEqual([]);
  });

  it('skips an answer that does not fit the ESRS datapoint rather than showing it', () => {
    const facts = deriveEsrsFactsFromVsme((code) =>
      code === 'vsme:NumberOfMaleEmployees' ? count(-1) : undefined,
    );
    expect(facts).toEqual([]);
  });
});
