import type { Score } from './iro-types.ts';
import type { MaterialityLabels } from './matter-types.ts';

/**
 * Stakeholder types (ESRS 1 3.1): affected stakeholders, whose interests the company's activities touch,
 * and users of the sustainability statement. Nature is a silent stakeholder: someone speaks for it as
 * its proxy (an environmental organisation, a scientist).
 */
export const STAKEHOLDER_TYPES = [
  { id: 'employees', kind: 'affected', label: { en: 'Own employees', de: 'Eigene Beschäftigte' } },
  {
    id: 'value-chain-workers',
    kind: 'affected',
    label: { en: 'Workers in the value chain', de: 'Arbeitskräfte in der Wertschöpfungskette' },
  },
  {
    id: 'communities',
    kind: 'affected',
    label: { en: 'Affected communities', de: 'Betroffene Gemeinschaften' },
  },
  {
    id: 'consumers',
    kind: 'affected',
    label: { en: 'Consumers and end-users', de: 'Verbraucher und Endnutzer' },
  },
  {
    id: 'nature',
    kind: 'affected',
    label: { en: 'Nature (through a proxy)', de: 'Natur (vertreten durch eine Stellvertretung)' },
  },
  { id: 'customers', kind: 'user', label: { en: 'Business customers', de: 'Geschäftskunden' } },
  {
    id: 'suppliers',
    kind: 'user',
    label: { en: 'Suppliers and business partners', de: 'Lieferanten und Geschäftspartner' },
  },
  {
    id: 'investors',
    kind: 'user',
    label: { en: 'Investors, banks and insurers', de: 'Investoren, Banken und Versicherer' },
  },
  {
    id: 'civil-society',
    kind: 'user',
    label: { en: 'NGOs and civil society', de: 'NGOs und Zivilgesellschaft' },
  },
  { id: 'authorities', kind: 'user', label: { en: 'Public authorities', de: 'Behörden' } },
] as const satisfies readonly { id: string; kind: 'affected' | 'user'; label: MaterialityLabels }[];
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number]['id'];
export const STAKEHOLDER_TYPE_IDS = STAKEHOLDER_TYPES.map((type) => type.id) as [
  StakeholderType,
  ...StakeholderType[],
];

/** One stakeholder's rating of one matter: how important its impact and its financial effect are. */
export type StakeholderRating = {
  group: StakeholderType;
  matterId: string;
  impact: Score | null;
  financial: Score | null;
};

export type GroupRating = {
  group: StakeholderType;
  matterId: string;
  responses: number;
  /** Means of the ratings given (null: nobody of the group rated that axis). */
  impact: number | null;
  financial: number | null;
};

const meanOf = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;

/** Aggregates the ratings per stakeholder group and matter. */
export function aggregateStakeholderRatings(ratings: readonly StakeholderRating[]): GroupRating[] {
  const groups = new Map<string, StakeholderRating[]>();
  for (const rating of ratings) {
    const key = `${rating.group}\u0000${rating.matterId}`;
    groups.set(key, [...(groups.get(key) ?? []), rating]);
  }
  return [...groups.values()].map((own) => {
    const [first] = own as [StakeholderRating];
    return {
      group: first.group,
      matterId: first.matterId,
      responses: own.length,
      impact: meanOf(own.flatMap((r) => (r.impact === null ? [] : [r.impact]))),
      financial: meanOf(own.flatMap((r) => (r.financial === null ? [] : [r.financial]))),
    };
  });
}

/** A gap of two points or more on the 1–5 scale is a large disagreement: the assessor should look again. */
export const DISAGREEMENT_GAP = 2;

export type Disagreement = {
  matterId: string;
  group: StakeholderType;
  axis: 'impact' | 'financial';
  assessor: number;
  stakeholders: number;
  gap: number;
};

/** The places where a stakeholder group's mean rating differs from the assessor's score by the gap or more. */
export function flagDisagreements(
  assessor: readonly { matterId: string; impact: number | null; financial: number | null }[],
  groups: readonly GroupRating[],
): Disagreement[] {
  const byMatter = new Map(assessor.map((score) => [score.matterId, score]));
  return groups.flatMap((group) => {
    const own = byMatter.get(group.matterId);
    return (['impact', 'financial'] as const).flatMap((axis) => {
      const mine = own?.[axis] ?? null;
      const theirs = group[axis];
      if (mine === null || theirs === null) return [];
      const gap = Math.round(Math.abs(mine - theirs) * 100) / 100;
      return gap >= DISAGREEMENT_GAP
        ? [{ matterId: group.matterId, group: group.group, axis, assessor: mine, stakeholders: theirs, gap }]
        : [];
    });
  });
}
