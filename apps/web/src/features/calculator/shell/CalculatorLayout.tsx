import { can, type InstancesSetupResponse } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../auth/session-api.ts';
import { CalculatorApiError } from '../api/calculator-api.ts';
import { useCalculatorSetup, useInstancesSetup, useInvalidateCalculator } from '../api/calculator-queries.ts';
import { CalculatorTopBar } from './CalculatorTopBar.tsx';
import { type CalculatorScope, CalculatorScopeContext, calculatorPaths } from './calculator-scope.ts';
import { getCalculatorView } from './calculator-view.ts';
import { resolveCalculatorScope } from './resolve-calculator-scope.ts';
import { translateGroupTitle } from './shell-labels.ts';

/** True when every active instance's form group hides Analyze (then the view redirects to Inputs). */
function isAnalyzeHiddenFor(setup: InstancesSetupResponse | undefined): boolean {
  const instances = setup?.instances ?? [];
  return instances.length > 0 && instances.every((instance) => instance.formGroup.hiddenUI.analyze);
}

/**
 * Wraps Inputs and Analyze: resolves the scope (an instance, or a group's instances of one year) from
 * the route, shows the calculator's top bar, and provides the scope once its setup is loaded.
 */
export function CalculatorLayout() {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const setup = useCalculatorSetup();
  const { data: user } = useSession();
  const invalidate = useInvalidateCalculator();
  const resolved = useMemo(
    () =>
      setup.data
        ? resolveCalculatorScope(setup.data, { instance: params.instance, group: params.group }, searchParams)
        : undefined,
    [setup.data, params.instance, params.group, searchParams],
  );
  const found = resolved?.status === 'found' ? resolved : undefined;
  const instancesSetup = useInstancesSetup(found?.instanceIds ?? []);
  const view = getCalculatorView(pathname);

  const scope = useMemo((): CalculatorScope | undefined => {
    if (!found || !instancesSetup.data) return undefined;
    const loaded = instancesSetup.data;
    const canEdit =
      user !== undefined &&
      user !== null &&
      can(
        { role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin },
        'calculatorResults',
        {
          instances: loaded.instances.map((instance) => ({
            id: instance._id,
            isFrozen: instance.general.isFrozen,
          })),
          activeInstanceIds: found.instanceIds,
        },
      );
    return {
      kind: found.kind,
      instanceIds: found.instanceIds,
      container: found.container,
      group: found.group,
      esgProjects: found.esgProjects,
      title: found.kind === 'group' ? translateGroupTitle(t, found.title) : found.title,
      yearLabel: found.yearLabel,
      setup: loaded,
      isReadOnly: !canEdit,
      refresh: invalidate,
    };
  }, [found, instancesSetup.data, user, t, invalidate]);

  if (setup.isPending) return <LoadingState />;
  if (setup.isError || !resolved) return <ErrorState onRetry={() => void setup.refetch()} />;
  if (resolved.status === 'not-found') return <MissingState kind="not-found" />;
  if (resolved.status === 'empty-group') return <MissingState kind="empty-group" />;

  const isAnalyzeHidden = isAnalyzeHiddenFor(instancesSetup.data);
  const target = { kind: resolved.kind, id: resolved.id };
  if (isAnalyzeHidden && view === 'analyze') {
    return (
      <Navigate to={{ pathname: calculatorPaths.inputs(target), search: searchParams.toString() }} replace />
    );
  }
  const isNotFound =
    instancesSetup.error instanceof CalculatorApiError && instancesSetup.error.status === 404;

  return (
    <div className="space-y-6">
      <CalculatorTopBar
        resolved={resolved}
        containers={setup.data.containers}
        view={view}
        isAnalyzeHidden={isAnalyzeHidden}
        loadedInstances={instancesSetup.data?.instances}
        isReadOnly={scope?.isReadOnly ?? false}
      />
      {scope ? (
        <CalculatorScopeContext.Provider value={scope}>
          <Outlet />
        </CalculatorScopeContext.Provider>
      ) : isNotFound ? (
        <MissingState kind="not-found" />
      ) : instancesSetup.isError ? (
        <ErrorState onRetry={() => void instancesSetup.refetch()} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}

function LoadingState() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      aria-live="polite"
      className="py-12 text-center text-slate-600"
      data-testid="calculator-loading"
    >
      {t('calculatorShell.layout.loading')}
    </p>
  );
}

function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      <span>{t('calculatorShell.layout.loadError')}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('calculatorShell.layout.retry')}
      </Button>
    </div>
  );
}

function MissingState({ kind }: { kind: 'not-found' | 'empty-group' }) {
  const { t } = useTranslation();
  const isNotFound = kind === 'not-found';
  return (
    <section
      aria-labelledby="calculator-missing-title"
      data-testid={isNotFound ? 'calculator-not-found' : 'calculator-empty-group'}
      className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <h1 id="calculator-missing-title" className="text-xl font-semibold">
        {isNotFound ? t('calculatorShell.layout.notFoundTitle') : t('calculatorShell.layout.emptyGroupTitle')}
      </h1>
      <p className="mt-2 text-slate-600">
        {isNotFound
          ? t('calculatorShell.layout.notFoundMessage')
          : t('calculatorShell.layout.emptyGroupMessage')}
      </p>
      <Link
        to={calculatorPaths.instances()}
        className="mt-6 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t('calculatorShell.layout.backHome')}
      </Link>
    </section>
  );
}
