import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { ExportResultsButtons } from '../import/ExportResultsButtons.tsx';
import { YearsAssurance } from '../review/YearsAssurance.tsx';
import { calculatorPaths, useCalculatorScope } from '../shell/calculator-scope.ts';
import { AnalyzeHeadline } from './AnalyzeHeadline.tsx';
import { DataQualityCard } from './DataQualityCard.tsx';
import { EnergyMixCard } from './EnergyMixCard.tsx';
import { EntityComparison } from './EntityComparison.tsx';
import { EquivalentsPanel } from './EquivalentsPanel.tsx';
import { ExportWordReportButton } from './ExportWordReportButton.tsx';
import { FactorSourcesCard } from './FactorSourcesCard.tsx';
import { Scope3CategoryChart } from './Scope3CategoryChart.tsx';
import { ScopeChart } from './ScopeChart.tsx';
import { SectionChart } from './SectionChart.tsx';
import { buildScopeRows, listScope3Categories } from './scope-breakdown.ts';
import { buildSectionRows } from './section-breakdown.ts';
import { TopSourcesTable } from './TopSourcesTable.tsx';
import { describeTopSources } from './top-sources.ts';
import { YearComparison } from './YearComparison.tsx';
import { YearDisclosuresButton } from './YearDisclosuresButton.tsx';
import { ZeroCategoriesCard } from './ZeroCategoriesCard.tsx';
import { listZeroCategories } from './zero-categories.ts';

/**
 * `/dashboard/calculator/emissions/:instance` and `/emissions/g/:group`: the emissions of the active
 * instances by scope, Scope 3 category, section and source, in references, and across years or entities.
 * Every figure is the server's (`instances/setup`), only formatted here.
 */
export function AnalyzePage() {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const locale = useCalculatorLang();
  const { setup } = scope;
  const totals = setup.aggregatedResults;

  const view = useMemo(
    () => ({
      scopes: buildScopeRows(totals),
      categories: listScope3Categories(totals),
      zeroCategories: listZeroCategories(setup),
      sections: buildSectionRows({
        sections: setup.form.sections,
        aggregations: setup.formSectionAggregations,
        locationBasedAggregations: setup.formSectionLocationBasedAggregations,
        totalKg: totals.totalCo2InKg,
      }),
      topSources: describeTopSources(setup.topSources, setup.form, totals.totalCo2InKg),
      entityByInstance:
        scope.kind === 'group'
          ? new Map(setup.instances.map((instance) => [instance._id, instance.container.name]))
          : undefined,
    }),
    [setup, totals, scope.kind],
  );

  const hasScope3 = totals.totalCo2InKgPerScope[3] !== 0 || view.categories.length > 0;

  return (
    <section aria-labelledby="analyze-title" className="space-y-6" data-testid="analyze-page">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="analyze-title" className="text-2xl font-semibold text-slate-900">
            {t('calculatorAnalyze.title')}
          </h1>
          <p className="mt-1 text-slate-600">
            {t('calculatorAnalyze.subtitle', { title: scope.title, year: scope.yearLabel })}
          </p>
          <YearsAssurance
            instances={setup.instances.filter((instance) => scope.instanceIds.includes(instance._id))}
            isGroup={scope.kind === 'group'}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ExportResultsButtons
            form={setup.form}
            title={scope.title}
            yearLabel={scope.yearLabel}
            instances={setup.instances.map((instance) => ({
              id: instance._id,
              name: instance.container.name,
            }))}
          />
          <YearDisclosuresButton />
          <ExportWordReportButton />
        </div>
      </header>

      {totals.numResults === 0 ? (
        <AnalyzeEmptyState />
      ) : (
        <>
          <AnalyzeHeadline totals={totals} locale={locale} />
          <div className="grid gap-6 xl:grid-cols-2">
            <ScopeChart rows={view.scopes} locale={locale} />
            {hasScope3 && <Scope3CategoryChart rows={view.categories} locale={locale} />}
          </div>
          <ZeroCategoriesCard rows={view.zeroCategories} />
          <div className="grid gap-6 xl:grid-cols-2">
            <EnergyMixCard totals={totals} instances={setup.instances} locale={locale} />
            <DataQualityCard instanceIds={scope.instanceIds} locale={locale} />
          </div>
          <FactorSourcesCard
            instances={setup.instances.filter((instance) => scope.instanceIds.includes(instance._id))}
            locale={locale}
          />
          <SectionChart rows={view.sections} locale={locale} />
          <TopSourcesTable rows={view.topSources} locale={locale} entityByInstance={view.entityByInstance} />
          <div className="grid gap-6 xl:grid-cols-2">
            {scope.kind === 'group' ? (
              <EntityComparison setup={setup} yearLabel={scope.yearLabel} locale={locale} />
            ) : (
              scope.container && (
                <YearComparison
                  container={scope.container}
                  activeInstanceIds={scope.instanceIds}
                  locale={locale}
                />
              )
            )}
            <EquivalentsPanel totalKg={totals.totalCo2InKg} locale={locale} />
          </div>
        </>
      )}
    </section>
  );
}

function AnalyzeEmptyState() {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const [searchParams] = useSearchParams();
  const id = scope.kind === 'group' ? (scope.group?._id ?? '') : (scope.instanceIds[0] ?? '');
  const search = searchParams.toString();
  return (
    <section
      aria-labelledby="analyze-empty-title"
      className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid="analyze-empty"
    >
      <h2 id="analyze-empty-title" className="text-lg font-semibold text-slate-900">
        {t('calculatorAnalyze.empty.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-600">{t('calculatorAnalyze.empty.text')}</p>
      <Link
        to={`${calculatorPaths.inputs({ kind: scope.kind, id })}${search ? `?${search}` : ''}`}
        className="mt-6 inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        data-testid="analyze-empty-inputs-link"
      >
        {t('calculatorAnalyze.empty.action')}
      </Link>
    </section>
  );
}
