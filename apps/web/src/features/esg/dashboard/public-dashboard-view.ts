import {
  ESRS_STANDARDS,
  type EsrsStandard,
  formatFigure,
  formatFigureWithUnit,
  type PublicEsgDatapoint,
  type PublicEsgDisclosure,
} from '@carbon-ledger/core';
import { calculatePercent, type ScopeRow } from '../../calculator/analyze/scope-breakdown.ts';

type Lang = 'en' | 'de';

/** The scope figures a disclosure's chart draws: VSME B3 and ESRS E1-6 state the same four. */
const SCOPE_CODES: Readonly<
  Record<string, { scope1: string; scope2Market: string; scope2Location: string; scope3: string }>
> = {
  B3: {
    scope1: 'vsme:GrossScope1GreenhouseGasEmissions',
    scope2Market: 'vsme:GrossMarketBasedScope2GreenhouseGasEmissions',
    scope2Location: 'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
    scope3: 'vsme:GrossScope3GreenhouseGasEmissions',
  },
  'E1-6': {
    scope1: 'esrs:E1-6.grossScope1',
    scope2Market: 'esrs:E1-6.grossScope2Market',
    scope2Location: 'esrs:E1-6.grossScope2Location',
    scope3: 'esrs:E1-6.grossScope3',
  },
};

const figure = (disclosure: PublicEsgDisclosure, code: string): number | undefined => {
  const answer = disclosure.datapoints.find((d) => d.code === code)?.answer;
  return answer?.kind === 'number' ? answer.value : undefined;
};

/**
 * The scopes of VSME B3 or ESRS E1-6 as the Analyze chart draws them (kg CO2e from the tonnes they
 * state); none for another disclosure or without Scope 1–3.
 */
export function buildScopeRows(disclosure: PublicEsgDisclosure): ScopeRow[] {
  const codes = SCOPE_CODES[disclosure.code];
  if (!codes || disclosure.isNotMaterial) return [];
  const scope1 = figure(disclosure, codes.scope1);
  const scope2 = figure(disclosure, codes.scope2Market);
  const scope2Location = figure(disclosure, codes.scope2Location);
  const scope3 = figure(disclosure, codes.scope3);
  if (scope1 === undefined && scope2 === undefined && scope3 === undefined) return [];
  const kg = [scope1 ?? 0, scope2 ?? 0, scope3 ?? 0].map((tonnes) => tonnes * 1000) as [
    number,
    number,
    number,
  ];
  const total = kg[0] + kg[1] + kg[2];
  return [
    { key: 'scope-1', kg: kg[0], percent: calculatePercent(kg[0], total) },
    {
      key: 'scope-2',
      kg: kg[1],
      percent: calculatePercent(kg[1], total),
      ...(scope2Location === undefined ? {} : { locationBasedKg: scope2Location * 1000 }),
    },
    { key: 'scope-3', kg: kg[2], percent: calculatePercent(kg[2], total) },
  ];
}

/** The datapoints a disclosure's page lists: the figures its chart already shows are not listed again. */
export function listUnchartedDatapoints(disclosure: PublicEsgDisclosure): PublicEsgDatapoint[] {
  const codes = SCOPE_CODES[disclosure.code];
  if (!codes || buildScopeRows(disclosure).length === 0) return disclosure.datapoints;
  const charted = new Set(Object.values(codes));
  return disclosure.datapoints.filter((datapoint) => !charted.has(datapoint.code));
}

/** ESRS disclosure requirements by their topical standard, in the standards' order (E1 … G1). */
export function groupByStandard<T extends { standard?: string }>(
  disclosures: readonly T[],
): { standard: EsrsStandard; disclosures: T[] }[] {
  return ESRS_STANDARDS.flatMap((standard) => {
    const ofStandard = disclosures.filter((disclosure) => disclosure.standard === standard);
    return ofStandard.length > 0 ? [{ standard, disclosures: ofStandard }] : [];
  });
}

/** An answer as readers read it, in the page's language (figures through core's `formatFigure`). */
export function formatPublicAnswer(
  datapoint: PublicEsgDatapoint,
  lang: Lang,
  yesNo: { yes: string; no: string },
): string {
  const { answer } = datapoint;
  switch (answer.kind) {
    // As the form shows them: an intensity per currency unit reads per million of the currency.
    case 'number':
      return formatFigureWithUnit(answer.value, answer.unit, lang);
    case 'percentage':
      return `${formatFigure(answer.value, lang)} %`;
    case 'yesNo':
      return answer.value ? yesNo.yes : yesNo.no;
    case 'choice':
      return datapoint.choiceLabels.length > 0
        ? datapoint.choiceLabels.map((label) => label[lang]).join(', ')
        : answer.value.map((id) => id.replace(/^[a-z-]+:/, '')).join(', ');
    case 'date':
      return answer.value;
    case 'text':
      return answer.value;
  }
}
