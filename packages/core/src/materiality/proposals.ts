import type { DatapointValue } from '../esg/datapoints/datapoint-values.ts';
import type { IroType, ValueChainLocation } from './iro-types.ts';
import type { MaterialityLabels } from './matter-types.ts';

/** One of the calculator's largest emission sources of the assessment's year. */
export type CalculatorSource = {
  /** 1, 2 or 3. */
  scope: number;
  /** The Scope 3 category (1–15); null for Scope 1 and 2. */
  category: number | null;
  label: string;
  kgCo2e: number;
};

/** Where a proposal comes from, kept with the IRO so the assessor sees why it was proposed. */
export type ProposalOrigin =
  | {
      kind: 'calculator';
      scope: number;
      category: number | null;
      label: string;
      kgCo2e: number;
      share: number;
    }
  | { kind: 'esg'; datapointCode: string };

export type IroProposal = {
  /** Same key, same proposal: a second run never proposes what is already there. */
  key: string;
  matterId: string;
  type: IroType;
  valueChain: ValueChainLocation[];
  description: MaterialityLabels;
  origin: ProposalOrigin;
};

/** A source proposes an IRO from this share of the year's emissions on. */
export const PROPOSAL_MIN_SHARE = 0.1;
const MITIGATION = 'E1.climate-change-mitigation';

/** GHG Protocol: Scope 3 categories 1–8 are upstream, 9–15 downstream; Scope 2 is bought energy. */
function locationOf(source: CalculatorSource): ValueChainLocation {
  if (source.scope === 1) return 'own-operations';
  if (source.scope === 2) return 'upstream';
  return source.category !== null && source.category >= 9 ? 'downstream' : 'upstream';
}

const percent = (share: number) => Math.round(share * 100);

/**
 * Proposes an actual negative impact on climate change mitigation for each source that makes at least
 * 10 % of the year's emissions (a large Scope 3 category 1 proposes one upstream), one per location.
 */
export function proposeFromCalculator(sources: readonly CalculatorSource[], totalKg: number): IroProposal[] {
  if (!(totalKg > 0)) return [];
  const proposals = new Map<string, IroProposal>();
  for (const source of [...sources].sort((a, b) => b.kgCo2e - a.kgCo2e)) {
    const share = source.kgCo2e / totalKg;
    if (share < PROPOSAL_MIN_SHARE) continue;
    const location = locationOf(source);
    const key = `calculator:${source.scope}:${source.category ?? ''}`;
    if (proposals.has(key)) continue;
    const where =
      source.scope === 3 && source.category !== null
        ? { en: `Scope 3 category ${source.category}`, de: `Scope 3 Kategorie ${source.category}` }
        : { en: `Scope ${source.scope}`, de: `Scope ${source.scope}` };
    proposals.set(key, {
      key,
      matterId: MITIGATION,
      type: 'actual-negative-impact',
      valueChain: [location],
      description: {
        en: `Greenhouse-gas emissions of ${where.en}: ${percent(share)} % of the year's footprint.`,
        de: `Treibhausgasemissionen aus ${where.de}: ${percent(share)} % des Fußabdrucks des Jahres.`,
      },
      origin: {
        kind: 'calculator',
        scope: source.scope,
        category: source.category,
        label: source.label,
        kgCo2e: source.kgCo2e,
        share: Math.round(share * 1000) / 1000,
      },
    });
  }
  return [...proposals.values()];
}

type EsgRule = {
  datapointCode: string;
  applies: (value: DatapointValue) => boolean;
  matterId: string;
  type: IroType;
  valueChain: ValueChainLocation[];
  description: MaterialityLabels;
};

const positiveNumber = (value: DatapointValue) => value.kind === 'number' && value.value > 0;
const yes = (value: DatapointValue) => value.kind === 'yesNo' && value.value;

/** ESG answers that point at a matter: what the company reported tells where to look. */
const ESG_RULES: readonly EsgRule[] = [
  {
    datapointCode: 'vsme:TotalAmountOfWaterWithdrawnFromAllSites',
    applies: positiveNumber,
    matterId: 'E3.water.water-withdrawals',
    type: 'actual-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'Water withdrawn at the company’s sites (ESG answers, VSME B6).',
      de: 'Wasserentnahme an den Standorten (ESG-Angaben, VSME B6).',
    },
  },
  {
    datapointCode: 'vsme:AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress',
    applies: positiveNumber,
    matterId: 'E3.water.water-withdrawals',
    type: 'risk',
    valueChain: ['own-operations'],
    description: {
      en: 'Sites withdraw water in areas of high water stress (ESG answers, VSME B6).',
      de: 'Standorte entnehmen Wasser in Gebieten mit hohem Wasserstress (ESG-Angaben, VSME B6).',
    },
  },
  {
    datapointCode: 'vsme:AmountOfEmissionToAir',
    applies: positiveNumber,
    matterId: 'E2.pollution-of-air',
    type: 'actual-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'Pollutants emitted to air (ESG answers, VSME B4).',
      de: 'Schadstoffemissionen in die Luft (ESG-Angaben, VSME B4).',
    },
  },
  {
    datapointCode: 'vsme:AmountOfEmissionToWater',
    applies: positiveNumber,
    matterId: 'E2.pollution-of-water',
    type: 'actual-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'Pollutants emitted to water (ESG answers, VSME B4).',
      de: 'Schadstoffemissionen ins Wasser (ESG-Angaben, VSME B4).',
    },
  },
  {
    datapointCode: 'vsme:TotalHazardousWasteGeneratedMass',
    applies: positiveNumber,
    matterId: 'E5.waste',
    type: 'actual-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'Hazardous waste generated (ESG answers, VSME B7).',
      de: 'Anfallender gefährlicher Abfall (ESG-Angaben, VSME B7).',
    },
  },
  {
    datapointCode: 'vsme:SiteLocatedInABiodiversitySensitiveArea',
    applies: yes,
    matterId: 'E4.impacts-on-the-extent-and-condition-of-ecosystems',
    type: 'potential-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'A site lies in a biodiversity-sensitive area (ESG answers, VSME B5).',
      de: 'Ein Standort liegt in einem biodiversitätssensiblen Gebiet (ESG-Angaben, VSME B5).',
    },
  },
  {
    datapointCode: 'vsme:NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
    applies: positiveNumber,
    matterId: 'S1.working-conditions.health-and-safety',
    type: 'actual-negative-impact',
    valueChain: ['own-operations'],
    description: {
      en: 'Recordable work-related accidents (ESG answers, VSME B9).',
      de: 'Meldepflichtige Arbeitsunfälle (ESG-Angaben, VSME B9).',
    },
  },
];

/** Proposals from the ESG answers of the assessment's year (datapoint code → value). */
export function proposeFromEsgAnswers(answers: ReadonlyMap<string, DatapointValue>): IroProposal[] {
  return ESG_RULES.flatMap((rule) => {
    const value = answers.get(rule.datapointCode);
    if (!value || !rule.applies(value)) return [];
    return [
      {
        key: `esg:${rule.datapointCode}`,
        matterId: rule.matterId,
        type: rule.type,
        valueChain: rule.valueChain,
        description: rule.description,
        origin: { kind: 'esg' as const, datapointCode: rule.datapointCode },
      },
    ];
  });
}

/** The datapoints the ESG rules read, so the server fetches only those. */
export const PROPOSAL_ESG_DATAPOINTS: readonly string[] = ESG_RULES.map((rule) => rule.datapointCode);
