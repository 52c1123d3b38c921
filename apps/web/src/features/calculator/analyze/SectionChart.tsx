import {
  buildSectionChartSpec,
  type DisplayLocale,
  formatEmission,
  measureChartHeight,
} from '@carbon-ledger/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { SectionIcon } from '../icons/SectionIcon.tsx';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import type { SectionRow } from './section-breakdown.ts';

export type SectionChartProps = { rows: SectionRow[]; locale: DisplayLocale };

/**
 * Emissions per top-level section of the form as a bar chart, over the list of the same figures, where
 * a section with emitting sub-sections expands to them.
 */
export function SectionChart({ rows, locale }: SectionChartProps) {
  const { t } = useTranslation();
  const spec = useMemo(() => buildSectionChartSpec(rows), [rows]);
  return (
    <AnalyzeCard
      id="analyze-sections"
      title={t('calculatorAnalyze.sections.title')}
      description={t('calculatorAnalyze.sections.description')}
    >
      <Chart
        spec={spec}
        locale={locale}
        label={t('calculatorAnalyze.sections.chartLabel')}
        height={measureChartHeight(spec)}
        testId="analyze-sections-chart"
      />
      <ul className="mt-2 divide-y divide-slate-100">
        {rows.map((row) => (
          <SectionItem key={row.id} row={row} locale={locale} depth={0} />
        ))}
      </ul>
    </AnalyzeCard>
  );
}

type SectionItemProps = { row: SectionRow; locale: DisplayLocale; depth: number };

function SectionItem({ row, locale, depth }: SectionItemProps) {
  const { t } = useTranslation();
  const [isExpanded, setIsExpanded] = useState(false);
  const hasChildren = row.children.length > 0;
  const childrenId = `section-children-${row.id}`;
  const isTop = depth === 0;
  return (
    <li className={isTop ? 'py-3' : 'py-1.5'} data-testid={`section-row-${row.id}`}>
      <div className="flex items-start gap-3">
        {isTop && <SectionIcon id={row.icon} className="mt-0.5 size-5 shrink-0 text-slate-500" />}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <div className="flex min-w-0 items-center gap-1">
              {hasChildren ? (
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={childrenId}
                  aria-label={t(
                    isExpanded
                      ? 'calculatorAnalyze.sections.hideDetails'
                      : 'calculatorAnalyze.sections.showDetails',
                    { name: row.label },
                  )}
                  onClick={() => setIsExpanded((value) => !value)}
                  className="-ml-1 inline-flex items-center gap-1 rounded px-1 text-left hover:bg-slate-100"
                  data-testid={`section-toggle-${row.id}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block text-xs text-slate-500 ${isExpanded ? 'rotate-90' : ''}`}
                  >
                    ▶
                  </span>
                  <span className={isTop ? 'font-medium text-slate-900' : 'text-slate-800'}>{row.label}</span>
                </button>
              ) : (
                <span className={isTop ? 'font-medium text-slate-900' : 'pl-4 text-slate-800'}>
                  {row.label}
                </span>
              )}
            </div>
            <div className="flex items-baseline gap-3 text-sm whitespace-nowrap">
              {row.locationBasedKg !== undefined && (
                <span className="text-xs text-slate-500">
                  {t('calculatorAnalyze.sections.locationBased')}{' '}
                  <span className="tabular-nums" data-testid={`section-location-${row.id}`}>
                    {formatEmission(row.locationBasedKg, locale)}
                  </span>
                </span>
              )}
              <span
                className={`tabular-nums ${isTop ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                data-testid={`section-total-${row.id}`}
              >
                {formatEmission(row.kg, locale)}
              </span>
              <span className="w-16 text-right text-slate-500 tabular-nums">
                <span className="sr-only">
                  {t('calculatorAnalyze.sections.share', { share: formatPercent(row.percent, locale) })}
                </span>
                <span aria-hidden="true">{formatPercent(row.percent, locale)}</span>
              </span>
            </div>
          </div>
          {hasChildren && (
            <ul id={childrenId} hidden={!isExpanded} className="mt-2 border-l-2 border-slate-100 pl-3">
              {row.children.map((child) => (
                <SectionItem key={child.id} row={child} locale={locale} depth={depth + 1} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}
