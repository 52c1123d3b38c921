import type { YearAssurance } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/useDateFormat.ts';
import { describeAssurance } from './review-format.ts';

/** A year's assurance as one line (Analyze); nothing for a year without assurance. */
export function AssuranceNote({
  assurance,
  yearLabel,
}: {
  assurance: YearAssurance | undefined;
  /** Names the year when several are shown (a group). */
  yearLabel?: string;
}) {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  const text = describeAssurance(
    assurance,
    {
      level: (level) => t(`calculatorReview.assurance.levels.${level}`),
      by: (values) => t('calculatorReview.assurance.by', values),
      byOn: (values) => t('calculatorReview.assurance.byOn', values),
    },
    dateLocale,
  );
  if (!text) return null;
  return (
    <p
      className="inline-flex flex-wrap items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
      data-testid="assurance-note"
    >
      <span aria-hidden="true">✓</span>
      <span className="font-medium">{t('calculatorReview.assurance.label')}:</span>
      {yearLabel && <span>{yearLabel} ·</span>}
      <span>{text}</span>
    </p>
  );
}
