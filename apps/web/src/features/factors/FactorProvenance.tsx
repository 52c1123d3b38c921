import {
  describeLicence,
  ELECTRICITY_MIX_KEYS,
  FACTOR_LICENCE_URLS,
  type FactorDetail,
  formatPercent,
  toDisplayLocale,
} from '@carbon-ledger/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFactorValue, formatUnit } from './factor-format.ts';
import { labelRegion, labelScope } from './factor-labels.ts';

const GAS_KEYS = ['co2', 'ch4', 'n2o', 'other'] as const;

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Everything an auditor needs to trace a factor to the published figure. */
export function FactorProvenance({ factor }: { factor: FactorDetail }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const percent = { format: (fraction: number) => formatPercent(fraction * 100, toDisplayLocale(locale)) };
  const licenceUrl = factor.licence
    .split(' AND ')
    .map((code) => FACTOR_LICENCE_URLS[code.trim()])
    .find(Boolean);
  const gases = GAS_KEYS.filter((key) => factor.gases?.[key] !== undefined);
  const mix = ELECTRICITY_MIX_KEYS.filter((key) => typeof factor.electricityMix?.[key] === 'number');

  return (
    <dl className="divide-y divide-slate-100" data-testid="factor-provenance">
      <Entry label={t('factors.sourceName')}>{factor.sourceName}</Entry>
      <Entry label={t('factors.edition')}>{factor.edition}</Entry>
      <Entry label={t('factors.year')}>{factor.year}</Entry>
      <Entry label={t('factors.licence')}>
        {describeLicence(factor.licence)}
        {licenceUrl && (
          <>
            {' · '}
            <a href={licenceUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {t('factors.licenceText')}
            </a>
          </>
        )}
      </Entry>
      <Entry label={t('factors.attribution')}>{factor.attribution}</Entry>
      <Entry label={t('factors.sourceRows')}>
        <span className="font-mono text-xs">{factor.sourceRowIds.join(', ')}</span>
      </Entry>
      <Entry label={t('factors.publishedAs')}>
        {t('factors.publishedAsValue', { valueUnit: factor.sourceValueUnit, unit: factor.sourceUnit })}
      </Entry>
      {factor.derivation && <Entry label={t('factors.derivation')}>{factor.derivation}</Entry>}
      {factor.notes && <Entry label={t('factors.notes')}>{factor.notes}</Entry>}
      <Entry label={t('factors.scope')}>{labelScope(t, factor.scope, factor.scope3Category)}</Entry>
      {factor.region && <Entry label={t('factors.region')}>{labelRegion(factor.region, locale)}</Entry>}
      <Entry label={t('factors.kind')}>{t(`factors.kinds.${factor.kind}`)}</Entry>
      <Entry label={t('factors.basis')}>{t(`factors.bases.${factor.basis}`)}</Entry>
      {factor.gwpSet && <Entry label={t('factors.gwpSet')}>{factor.gwpSet}</Entry>}
      {factor.calorificBasis && (
        <Entry label={t('factors.calorificBasis')}>
          {t(`factors.calorificBases.${factor.calorificBasis}`)}
        </Entry>
      )}
      {gases.length > 0 && (
        <Entry label={t('factors.gasesTitle')}>
          <ul>
            {gases.map((key) => (
              <li key={key} className="tabular-nums">
                {t(`factors.gases.${key}`)}: {formatFactorValue(factor.gases?.[key] ?? null, locale)} /{' '}
                {formatUnit(factor.activityUnit)}
              </li>
            ))}
          </ul>
        </Entry>
      )}
      {mix.length > 0 && (
        <Entry label={t('factors.electricityMix')}>
          {mix.map((key) => `${key} ${percent.format(factor.electricityMix?.[key] ?? 0)}`).join(' · ')}
        </Entry>
      )}
      {factor.gridGrossLossFraction !== null && (
        <Entry label={t('factors.gridLoss')}>{percent.format(factor.gridGrossLossFraction)}</Entry>
      )}
      <Entry label={t('factors.lineageKey')}>
        <span className="font-mono text-xs">{factor.lineageKey}</span>
      </Entry>
      <Entry label={t('factors.factorId')}>
        <span className="font-mono text-xs">{factor.id}</span>
      </Entry>
    </dl>
  );
}
