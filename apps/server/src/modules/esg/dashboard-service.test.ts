import type { VsmeFormDatapoint, VsmeFormResponse } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { buildPublicEsgDashboard } from './dashboard-service.ts';

const chosen = (
  code: string,
  choices: VsmeFormDatapoint['choices'],
  value: readonly string[],
): VsmeFormDatapoint => ({
  code,
  label: { en: code, de: code },
  type: 'choice',
  units: [],
  choices,
  paragraph: '',
  isRequired: false,
  isFromCalculator: false,
  answer: { kind: 'choice', value },
  updatedAt: null,
});

const form = (datapoints: VsmeFormDatapoint[]): VsmeFormResponse => ({
  year: {
    _id: 'y',
    containerId: 'c',
    containerName: 'VSME',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    isFrozen: false,
  },
  modules: 'basic',
  calculatorYears: [],
  calculatorTargets: [],
  disclosures: [
    {
      code: 'B1',
      module: 'basic',
      datapoints,
      isNotMaterial: false,
      notMaterialReason: '',
      evidenceNote: '',
      completion: { answered: datapoints.length, total: datapoints.length, isComplete: true },
    },
  ],
});

describe('buildPublicEsgDashboard', () => {
  it('labels every chosen item: NACE codes as entered, options and countries by name, unknown ids as ids', () => {
    const dashboard = buildPublicEsgDashboard(
      form([
        chosen('vsme:NaceSectorClassificationCodes', { kind: 'nace', isMultiple: true }, [
          'nace:NACE_C132',
          'nace:NACE_J62',
        ]),
        chosen('vsme:CountryOfSite', { kind: 'reference', isMultiple: true, listId: 'country' }, [
          'DE',
          'XX',
        ]),
      ]),
      'Acme',
      ['B1'],
      null,
    );
    const [nace, country] = dashboard.disclosures[0]?.datapoints ?? [];
    expect(nace?.choiceLabels).toEqual([
      { en: 'C13.2', de: 'C13.2' },
      { en: 'J62', de: 'J62' },
    ]);
    expect(country?.choiceLabels).toEqual([
      { en: 'Germany', de: 'Deutschland' },
      { en: 'XX', de: 'XX' },
    ]);
  });
});
