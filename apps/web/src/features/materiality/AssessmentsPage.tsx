import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { collectServerFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { SUBSCRIBE_PAGES } from '../plans/subscribe-state.ts';
import { assessmentPath, SUPPLIER_ASSESSMENTS_PATH } from './assessment-paths.ts';
import { MaterialityApiError, useAssessments, useCreateAssessment } from './materiality-api.ts';
import { StateBadge } from './StateBadge.tsx';
import { useAssessmentsAccess } from './useAssessmentsAccess.ts';

/** `/dashboard/assessments`: the company's assessments with state and year, starting one, and the supplier side. */
export function AssessmentsPage() {
  const { t } = useTranslation();
  const access = useAssessmentsAccess();
  const assessments = useAssessments(access.isAllowed);

  if (!access.isReady)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  if (!access.isAllowed) return <Navigate to={SUBSCRIBE_PAGES.assessments} replace />;
  const rows = assessments.data?.assessments ?? [];

  return (
    <section
      aria-labelledby="assessments-title"
      className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6"
    >
      <div className="max-w-3xl">
        <h1 id="assessments-title" className="text-2xl font-semibold">
          {t('materiality.title')}
        </h1>
        <p className="mt-2 text-slate-700">{t('materiality.intro')}</p>
      </div>
      <section aria-labelledby="dma-list-title" className="space-y-4">
        <h2 id="dma-list-title" className="text-lg font-semibold">
          {t('materiality.list.heading')}
        </h2>
        {assessments.isPending && (
          <p role="status" className="text-sm text-slate-600">
            {t('app.loading')}
          </p>
        )}
        {assessments.isError && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>{t('materiality.loadError')}</p>
            <button
              type="button"
              className="mt-2 font-medium underline"
              onClick={() => void assessments.refetch()}
            >
              {t('materiality.retry')}
            </button>
          </div>
        )}
        {assessments.data && rows.length === 0 && (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            {access.canEdit ? t('materiality.list.empty') : t('materiality.list.emptyViewer')}
          </p>
        )}
        {rows.length > 0 && (
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            data-testid="assessment-list"
          >
            {rows.map((row) => (
              <li key={row._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link
                    to={assessmentPath(row._id)}
                    className="font-medium text-brand-700 underline"
                    aria-label={t('materiality.list.open', { name: row.name })}
                  >
                    {row.name}
                  </Link>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('materiality.list.columns.year')} {row.year} · {t('materiality.list.columns.iros')}{' '}
                    {row.iroCount} · {t('materiality.list.columns.material')} {row.materialMatterCount}
                  </p>
                </div>
                <StateBadge state={row.state} />
              </li>
            ))}
          </ul>
        )}
        {access.canEdit && assessments.data && <CreateAssessmentForm previous={rows} />}
      </section>
      <section
        aria-labelledby="supplier-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="supplier-title" className="text-lg font-semibold">
          {t('materiality.suppliers.heading')}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t('materiality.suppliers.text')}</p>
        <Link
          to={SUPPLIER_ASSESSMENTS_PATH}
          className="mt-3 inline-block font-medium text-brand-700 underline"
        >
          {t('materiality.suppliers.link')}
        </Link>
      </section>
    </section>
  );
}

function CreateAssessmentForm({ previous }: { previous: { _id: string; name: string; year: number }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validationText = useValidationText();
  const thisYear = new Date().getFullYear();
  const [name, setName] = useState('');
  const [year, setYear] = useState(String(thisYear));
  const [from, setFrom] = useState('');
  const create = useCreateAssessment();
  const errors = collectServerFieldErrors(
    create.error instanceof MaterialityApiError ? create.error.apiError : undefined,
  );
  const years = Array.from({ length: 8 }, (_, index) => String(thisYear + 1 - index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, year: Number(year), ...(from ? { fromAssessmentId: from } : {}) },
      {
        onSuccess: ({ assessment }) => {
          toasts.show({ message: t('materiality.create.created'), tone: 'success' });
          void navigate(assessmentPath(assessment._id));
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      noValidate
    >
      <h3 className="font-semibold">{t('materiality.create.heading')}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('materiality.create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={validationText(errors.name)}
          required
          data-testid="assessment-name"
        />
        <SelectField
          label={t('materiality.create.year')}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          options={years.map((value) => ({ value, label: value }))}
          error={validationText(errors.year)}
        />
        <SelectField
          label={t('materiality.create.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          options={[
            { value: '', label: t('materiality.create.fromNone') },
            ...previous.map((row) => ({ value: row._id, label: `${row.name} (${row.year})` })),
          ]}
        />
      </div>
      {previous.length > 0 && <p className="text-xs text-slate-500">{t('materiality.create.fromHint')}</p>}
      {create.error && !errors.name && !errors.year && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} data-testid="assessment-create">
        {t('materiality.create.submit')}
      </Button>
    </form>
  );
}
