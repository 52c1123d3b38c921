import { formatEmission, type PublicPlan } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LanguageDropdown } from '../../components/ui/LanguageDropdown.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { usePublicPlan } from './impact-api.ts';
import { TargetProgress } from './TargetProgress.tsx';

/**
 * `/climate-action-plan?id=<publicId>` (also `/climate-action-plan/:id`): a company's published climate
 * action plan, for anyone with the link; no sign-in, bare layout.
 */
export function ClimateActionPlanPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const publicId = params.id ?? search.get('id') ?? '';
  const plan = usePublicPlan(publicId);

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <div className="flex justify-end">
        <LanguageDropdown />
      </div>
      {publicId && plan.isPending ? (
        <p role="status" aria-live="polite" className="py-12 text-center text-slate-600">
          {t('impact.public.loading')}
        </p>
      ) : plan.data ? (
        <PlanView plan={plan.data} />
      ) : (
        <section
          aria-labelledby="plan-missing"
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
          data-testid="plan-unavailable"
        >
          <h1 id="plan-missing" className="text-xl font-semibold">
            {t('impact.public.unavailableTitle')}
          </h1>
          <p className="mt-2 text-slate-600">{t('impact.public.unavailableMessage')}</p>
        </section>
      )}
    </div>
  );
}

function PlanView({ plan }: { plan: PublicPlan }) {
  const { t } = useTranslation();
  const locale = useCalculatorLang();
  const { formatDate } = useDateFormat();
  const kg = (value: number) => formatEmission(value, locale, { unitLabel: 'co2e' });
  return (
    <article aria-labelledby="plan-title" className="space-y-8" data-testid="climate-action-plan">
      <header>
        <h1 id="plan-title" className="text-3xl font-semibold text-slate-900">
          {t('impact.public.title', { company: plan.companyName })}
        </h1>
        <p className="mt-1 text-slate-600">
          {t('impact.public.subtitle', {
            title: plan.title,
            date: formatDate(plan.publishedAt),
          })}
        </p>
      </header>
      <section aria-labelledby="plan-targets" className="space-y-4">
        <h2 id="plan-targets" className="text-xl font-semibold">
          {t('impact.public.targets')}
        </h2>
        {plan.targets.length === 0 ? (
          <p className="text-slate-600">{t('impact.public.noTargets')}</p>
        ) : (
          plan.targets.map((target) => <TargetProgress key={target._id} target={target} />)
        )}
      </section>
      <section aria-labelledby="plan-measures" className="space-y-3">
        <h2 id="plan-measures" className="text-xl font-semibold">
          {t('impact.public.measures')}
        </h2>
        {plan.ideas.length === 0 ? (
          <p className="text-slate-600">{t('impact.public.noMeasures')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {plan.ideas.map((idea) => (
              <li
                key={`${idea.category}-${idea.status}-${idea.title}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
                data-testid="plan-idea"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{idea.title}</h3>
                  <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">
                    {t(`impact.status.${idea.status}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{idea.description}</p>
                <p className="mt-2 text-sm">
                  {t(`impact.category.${idea.category}`)} ·{' '}
                  {t('impact.ideas.perYear', { value: kg(idea.estimatedReductionKg) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {plan.years.length > 0 && (
        <section aria-labelledby="plan-years" className="space-y-3">
          <h2 id="plan-years" className="text-xl font-semibold">
            {t('impact.public.years')}
          </h2>
          <table className="w-full max-w-xl text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2">
                  {t('impact.public.year')}
                </th>
                <th scope="col">Scope 1</th>
                <th scope="col">Scope 2</th>
                <th scope="col">Scope 3</th>
                <th scope="col">{t('impact.public.total')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.years.map((year) => (
                <tr key={year.year} className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-medium">
                    {year.year}
                  </th>
                  <td>{kg(year.perScope[1])}</td>
                  <td>{kg(year.perScope[2])}</td>
                  <td>{kg(year.perScope[3])}</td>
                  <td>{kg(year.totalCo2InKg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}
