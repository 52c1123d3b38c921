import {
  buildSurveyCharts,
  describeCommuteMethod,
  formatEmission,
  formatNumber,
  type SurveyResults as Results,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart.tsx';
import { formatRate, labelGroup, toLocale } from './survey-format.ts';

/** The results of a survey: rates per team, charts of modes, distances and emissions, home office, factors. */
export function SurveyResults({ results }: { results: Results }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const charts = buildSurveyCharts(results, (key) => labelGroup(t, locale, key));
  const countHeaders = { label: t('surveys.detail.mode'), value: t('surveys.detail.count') };
  return (
    <div className="space-y-6">
      {results.isTooFewToShow ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('surveys.detail.tooFew')}
        </p>
      ) : (
        <>
          {results.teams.length > 0 ? (
            <section className="rounded-xl bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold">{t('surveys.detail.teams')}</h2>
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1">
                      {t('surveys.detail.team')}
                    </th>
                    <th scope="col" className="py-1">
                      {t('surveys.detail.responses')}
                    </th>
                    <th scope="col" className="py-1">
                      {t('surveys.detail.rate')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {results.teams.map((team) => (
                    <tr key={team.key} className="border-t border-slate-100">
                      <td className="py-1">{team.key === 'other' ? t('surveys.detail.other') : team.name}</td>
                      <td className="py-1">
                        {formatNumber(team.responses, locale)} / {formatNumber(team.invited, locale)}
                      </td>
                      <td className="py-1">{formatRate(team.rate, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold">{t('surveys.detail.modesChart')}</h2>
              <Chart
                spec={charts.modes}
                locale={locale}
                label={t('surveys.detail.modesChart')}
                height={240}
                tableHeaders={countHeaders}
                testId="survey-modes-chart"
              />
            </section>
            <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
              <h2 className="text-lg font-semibold">{t('surveys.detail.distancesChart')}</h2>
              <Chart
                spec={charts.distances}
                locale={locale}
                label={t('surveys.detail.distancesChart')}
                height={240}
                tableHeaders={{ label: t('surveys.detail.distance'), value: t('surveys.detail.count') }}
              />
            </section>
          </div>
          <section className="min-w-0 rounded-xl bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold">{t('surveys.detail.emissionsChart')}</h2>
            <Chart
              spec={charts.emissions}
              locale={locale}
              label={t('surveys.detail.emissionsChart')}
              height={Math.max(160, 48 * charts.emissions.items.length)}
              tableHeaders={{ label: t('surveys.detail.mode'), value: t('surveys.detail.emissions') }}
            />
          </section>
        </>
      )}
      <section className="rounded-xl bg-white p-4 shadow-sm text-sm">
        <p className="font-medium" data-testid="survey-commute-total">
          {t('surveys.detail.commuteTotal', { value: formatEmission(results.commuteEmissionsKg, locale) })}
        </p>
        <h2 className="mt-3 text-lg font-semibold">{t('surveys.detail.homeOfficeTitle')}</h2>
        <p data-testid="survey-home-office">
          {t('surveys.detail.homeOffice', {
            value: formatEmission(results.homeOffice.emissionsKg, locale),
            perDay: formatEmission(results.homeOffice.perHomeOfficeDayKg, locale),
          })}
        </p>
        <h2 className="mt-3 text-lg font-semibold">{t('surveys.detail.factorsTitle')}</h2>
        <p className="mt-1" data-testid="survey-factor-set">
          {t(
            results.factorSet === 'EPA_HUB' ? 'surveys.detail.factorSetEpa' : 'surveys.detail.factorSetDesnz',
          )}
        </p>
        <ul className="mt-1 list-disc pl-5">
          {results.factors.map((factor) => (
            <li key={factor.lineageKey}>
              <span className="font-mono text-xs">{factor.lineageKey}</span>:{' '}
              {t('surveys.detail.factor', { ...factor, value: formatNumber(factor.value, locale, 5) })}
            </li>
          ))}
        </ul>
        <h2 className="mt-3 text-lg font-semibold">{t('surveys.detail.assumptions')}</h2>
        <p className="mt-1 text-slate-700" data-testid="survey-method">
          {describeCommuteMethod(results.method, locale)}
        </p>
      </section>
    </div>
  );
}
