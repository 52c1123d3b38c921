import type { IdeaLevels } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';

/** Badge colours from least to most favourable, per position in the level lists. */
const TONES = [
  'bg-red-100 text-red-800',
  'bg-orange-100 text-orange-800',
  'bg-slate-100 text-slate-800',
  'bg-emerald-100 text-emerald-800',
  'bg-emerald-200 text-emerald-900',
];

const ORDER: Record<keyof IdeaLevels, readonly string[]> = {
  investment: ['very-high-invest', 'high-invest', 'medium-invest', 'low-invest', 'no-invest'],
  cost: ['high-costs', 'low-costs', 'neutral', 'low-savings', 'high-savings'],
  effort: ['not-feasible', 'high-effort', 'medium-effort', 'low-effort', 'no-effort'],
  impact: ['negative', 'neutral', 'positive', 'very-positive', 'extremely-positive'],
};

/** The four levels of an idea as labelled badges (the label names the dimension for screen readers). */
export function LevelBadges({ levels }: { levels: IdeaLevels }) {
  const { t } = useTranslation();
  const kinds = ['investment', 'cost', 'effort', 'impact'] as const;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('impact.levels.impact')}>
      {kinds.map((kind) => {
        const value = levels[kind];
        const tone = TONES[ORDER[kind].indexOf(value)] ?? TONES[2];
        return (
          <li
            key={kind}
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}
            title={t(`impact.levels.${kind}`)}
            data-testid={`level-${kind}`}
          >
            <span className="sr-only">{t(`impact.levels.${kind}`)}: </span>
            {t(`impact.${kind}.${value}` as never)}
          </li>
        );
      })}
    </ul>
  );
}
