import { formatAmount, getInstanceYearLabel, type VsmeFormResponse } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';

/** Which calculator years B3's figures come from, each linked; or why there are none. */
export function CalculatorSources({ years }: { years: VsmeFormResponse['calculatorYears'] }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  if (years.length === 0) {
    return (
      <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
        <p>{t('esg.calculator.none')}</p>
        <Link
          to={calculatorPaths.create()}
          className="mt-1 inline-block font-medium text-brand-800 underline"
        >
          {t('esg.calculator.create')}
        </Link>
      </div>
    );
  }
  return (
    <div
      className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
      data-testid="calculator-sources"
    >
      <p className="font-semibold">{t('esg.calculator.title')}</p>
      <p className="mt-0.5">{t('esg.calculator.intro')}</p>
      <p className="mt-2 font-medium">{t('esg.calculator.years')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {years.map((year) => {
          const label = getInstanceYearLabel(year);
          return (
            <li key={year._id}>
              <Link
                to={calculatorPaths.analyze({ kind: 'instance', id: year._id })}
                className="font-medium text-brand-800 underline"
                aria-label={t('esg.calculator.openYear', { name: year.containerName, year: label })}
              >
                {year.containerName} {label}
              </Link>{' '}
              <span className="text-sky-800">
                ({formatDate(year.startDate)} – {formatDate(year.endDate)})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reduction targets C3's and E1-4's figures come from, each linked to its plan's targets; or why none. */
export function CalculatorTargets({ targets }: { targets: VsmeFormResponse['calculatorTargets'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'de' ? 'de' : 'en';
  if (targets.length === 0) {
    return (
      <div
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        role="note"
        data-testid="calculator-targets"
      >
        <p>{t('esg.targets.none')}</p>
      </div>
    );
  }
  return (
    <div
      className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
      data-testid="calculator-targets"
    >
      <p className="font-semibold">{t('esg.targets.title')}</p>
      <p className="mt-0.5">{t('esg.targets.intro')}</p>
      {targets.length > 1 && <p className="mt-1">{t('esg.targets.several')}</p>}
      <p className="mt-2 font-medium">{t('esg.targets.list')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {targets.map((target) => {
          const scope =
            target.scope === 'total'
              ? t('esg.targets.scopeTotal')
              : t('esg.targets.scope', { n: target.scope });
          const to = calculatorPaths.impact(
            target.plan.kind === 'group'
              ? { kind: 'group', id: target.plan.id }
              : { kind: 'instance', id: target.baseInstance },
          );
          return (
            <li key={target._id} data-target={target._id}>
              <Link
                to={to}
                className="font-medium text-brand-800 underline"
                aria-label={t('esg.targets.open', { name: target.planName })}
              >
                {target.planName}
              </Link>
              {': '}
              {t('esg.targets.item', {
                scope,
                percent: formatAmount(target.reductionPercent, lang),
                base: target.baseYear,
                target: target.targetYear,
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Where S1-6's answers come from: VSME B8 of the year with the same period, linked. */
export function VsmeSource({ year }: { year: NonNullable<VsmeFormResponse['vsmeYear']> }) {
  const { t } = useTranslation();
  const label = getInstanceYearLabel(year);
  return (
    <div
      className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950"
      data-testid="vsme-source"
    >
      <p className="font-semibold">{t('esg.vsmeSource.title', { name: year.containerName, year: label })}</p>
      <p className="mt-0.5">{t('esg.vsmeSource.intro')}</p>
      <Link
        to={calculatorPaths.esg(year._id)}
        className="mt-1 inline-block font-medium text-brand-800 underline"
      >
        {t('esg.vsmeSource.open', { name: year.containerName, year: label })}
      </Link>
    </div>
  );
}
