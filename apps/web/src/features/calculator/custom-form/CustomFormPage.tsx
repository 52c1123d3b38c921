import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { CalculatorApiError } from '../api/calculator-api.ts';
import { useCalculatorSetup } from '../api/calculator-queries.ts';
import { calculatorPaths } from '../shell/calculator-scope.ts';
import { CustomFormEditor } from './CustomFormEditor.tsx';
import { useCustomForm } from './custom-form-api.ts';

/** Where "back" goes: the Inputs of the project's newest year, or the projects page without a year. */
function useBackLink(containerId: string | undefined) {
  const { t } = useTranslation();
  const setup = useCalculatorSetup();
  const container = setup.data?.containers.find((entry) => entry._id === containerId);
  const newest = [...(container?.instances ?? [])].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return newest
    ? {
        to: calculatorPaths.inputs({ kind: 'instance', id: newest._id }),
        label: t('calculatorCustomForm.backToInputs'),
      }
    : { to: calculatorPaths.instances(containerId), label: t('calculatorCustomForm.backToProjects') };
}

function describeLoadError(t: TFunction, error: Error) {
  if (error instanceof CalculatorApiError && error.status === 404) return t('calculatorCustomForm.notFound');
  if (error instanceof CalculatorApiError && error.status === 400) return t('calculatorCustomForm.notCustom');
  return t('calculatorCustomForm.loadError');
}

/**
 * `/dashboard/calculator/custom-form/:container`: an admin composes the form of a Custom project from
 * the factor library; Inputs of every year of the project show it.
 */
export function CustomFormPage() {
  const { t } = useTranslation();
  const { container: containerId } = useParams();
  const query = useCustomForm(containerId);
  const back = useBackLink(containerId);

  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6" data-testid="custom-form-page">
      <Link to={back.to} className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        ← {back.label}
      </Link>
      <Content query={query} describeError={(error) => describeLoadError(t, error)} />
    </div>
  );
}

function Content({
  query,
  describeError,
}: {
  query: ReturnType<typeof useCustomForm>;
  describeError: (error: Error) => string;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('calculatorCustomForm.loading')}
      </p>
    );
  }
  if (query.isError) {
    const isRetryable = !(
      query.error instanceof CalculatorApiError && [400, 404].includes(query.error.status ?? 0)
    );
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-red-800"
      >
        <span>{describeError(query.error)}</span>
        {isRetryable && (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('calculatorCustomForm.retry')}
          </Button>
        )}
      </div>
    );
  }
  // A new version (a save here, or a reload after someone else's) starts a fresh draft.
  return (
    <CustomFormEditor key={query.data.version} data={query.data} onReload={() => void query.refetch()} />
  );
}
