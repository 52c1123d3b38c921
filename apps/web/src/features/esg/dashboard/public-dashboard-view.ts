import type { PublicEsgDatapoint, PublicEsgDisclosure } from '@carbon-ledger/core';
import { calculatePercent, type ScopeRow } from '../../calculator/analyze/scope-breakdown.ts';
import { formatUnit } from '../esg-draft.ts';

type Lang = 'en' | 'de';

const figure = (disclosure: PublicEsgDisclosure, code: string): number | undefined => {
  const answer = disclosure.datapoints.find((d) => d.code === `vsme:${code}`)?.answer;
  return answer?.kind === 'number' ? answer.value : undefined;
};

/** B3's scopes as the Analyze chart draws them (kg CO2e from the tonnes B3 states); none without Scope 1–3. */
export function buildB3ScopeRows(disclosure: PublicEsgDisclosure): ScopeRow[] {
  const scope1 = figure(disclosure, 'GrossScope1GreenhouseGasEmissions');
  const scope2 = figure(disclosure, 'GrossMarketBasedScope2GreenhouseGasEmissions');
  const scope2Location = figure(disclosure, 'GrossLocationBasedScope2GreenhouseGasEmissions');
  const scope3 = figure(disclosure, 'GrossScope3GreenhouseGasEmissions');
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

/** The figures the B3 chart already shows: they are not listed a second time. */
export const CHARTED_B3_CODES: ReadonlySet<string> = new Set([
  'vsme:GrossScope1GreenhouseGasEmissions',
  'vsme:GrossMarketBasedScope2GreenhouseGasEmissions',
  'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
  'vsme:GrossScope3GreenhouseGasEmissions',
]);

/** An answer as readers read it, in the page's language. */
export function formatPublicAnswer(
  datapoint: PublicEsgDatapoint,
  lang: Lang,
  yesNo: { yes: string; no: string },
): string {
  const { answer } = datapoint;
  const number = (value: number) => new Intl.NumberFormat(lang, { maximumFractionDigits: 3 }).format(value);
  switch (answer.kind) {
    case 'number':
      return [number(answer.value), formatUnit(answer.unit)].filter(Boolean).join(' ');
    case 'percentage':
      return `${number(answer.value)} %`;
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
