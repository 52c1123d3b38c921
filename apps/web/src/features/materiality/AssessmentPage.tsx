import type { Assessment } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { SUBSCRIBE_PAGES } from '../plans/subscribe-state.ts';
import { ASSESSMENTS_PATH } from './assessment-paths.ts';
import { ContextStep } from './ContextStep.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { IroStep } from './IroStep.tsx';
import { MaterialityApiError, useAssessment, useChangeState } from './materiality-api.ts';
import { OutcomeStep } from './OutcomeStep.tsx';
import { StateBadge } from './StateBadge.tsx';
import { ThresholdStep } from './ThresholdStep.tsx';
import { useAssessmentsAccess } from './useAssessmentsAccess.ts';

export const STEPS = ['context', 'iros', 'thresholds', 'outcome'] as const;
export type Step = (typeof STEPS)[number];

/** Which steps are done: a described context, accepted IROs with no open proposal, every IRO scored, approval. */
export function stepsDone(assessment: Assessment): Record<Step, boolean> {
  const accepted = assessment.iros.filter((iro) => iro.status === 'accepted');
  return {
    context: assessment.context.businessModel.trim() !== '' && assessment.context.stakeholders.length > 0,
    iros: accepted.length > 0 && accepted.length === assessment.iros.length,
    thresholds:
      accepted.length > 0 && accepted.every((iro) => iro.impactScore !== null || iro.financialScore !== null),
    outcome: assessment.state === 'approved',
  };
}

/** `/dashboard/assessments/:assessmentId`: the workflow of one assessment with its progress by step. */
export function AssessmentPage() {
  const { t } = useTranslation();
  const { assessmentId = '' } = useParams();
  const access = useAssessmentsAccess();
  const query = useAssessment(assessmentId, access.isAllowed);
  const [step, setStep] = useState<Step>('context');

  if (!access.isReady)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  if (!access.isAllowed) return <Navigate to={SUBSCRIBE_PAGES.assessments} replace />;
  const isMissing = query.error instanceof MaterialityApiError && query.error.apiError?.status === 404;

  return (
    <section
      aria-labelledby="assessment-title"
      className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6"
    >
      <Link to={ASSESSMENTS_PATH} className="text-sm font-medium text-brand-700 underline">
        {t('materiality.back')}
      </Link>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {query.isError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{isMissing ? t('materiality.notFound') : t('materiality.loadError')}</p>
          {!isMissing && (
            <button type="button" className="mt-2 font-medium underline" onClick={() => void query.refetch()}>
              {t('materiality.retry')}
            </button>
          )}
        </div>
      )}
      {query.data && (
        <Workflow
          assessment={query.data}
          step={step}
          onStep={setStep}
          canEdit={access.canEdit && query.data.state !== 'approved'}
          canApprove={access.canApprove}
        />
      )}
    </section>
  );
}

type WorkflowProps = {
  assessment: Assessment;
  step: Step;
  onStep: (step: Step) => void;
  canEdit: boolean;
  canApprove: boolean;
};

function Workflow({ assessment, step, onStep, canEdit, canApprove }: WorkflowProps) {
  const { t } = useTranslation();
  const done = stepsDone(assessment);
  const doneCount = STEPS.filter((entry) => done[entry]).length;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="assessment-title" className="text-2xl font-semibold" data-testid="assessment-title">
            {assessment.name} · {assessment.year}
          </h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="assessment-progress">
            {t('materiality.steps.progress', { done: doneCount, total: STEPS.length })}
          </p>
        </div>
        <StateBadge state={assessment.state} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <StateControls assessment={assessment} canEdit={canEdit} canApprove={canApprove} />
        <ExportButtons assessmentId={assessment._id} />
      </div>
      <nav aria-label={t('materiality.steps.label')}>
        <ol className="grid gap-2 sm:grid-cols-4">
          {STEPS.map((entry, index) => (
            <li key={entry}>
              <button
                type="button"
                onClick={() => onStep(entry)}
                aria-current={step === entry ? 'step' : undefined}
                data-testid={`step-${entry}`}
                className={`w-full rounded-lg border px-3 py-2 text-left text-sm ${
                  step === entry ? 'border-brand-700 bg-brand-50 font-semibold' : 'border-slate-200 bg-white'
                }`}
              >
                <span className="block">
                  {index + 1}. {t(`materiality.steps.${entry}`)}
                </span>
                <span className={`text-xs ${done[entry] ? 'text-emerald-700' : 'text-slate-500'}`}>
                  {done[entry] ? `✓ ${t('materiality.steps.done')}` : t('materiality.steps.open')}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {step === 'context' && <ContextStep assessment={assessment} canEdit={canEdit} />}
      {step === 'iros' && <IroStep assessment={assessment} canEdit={canEdit} />}
      {step === 'thresholds' && <ThresholdStep assessment={assessment} canEdit={canEdit} />}
      {step === 'outcome' && <OutcomeStep assessment={assessment} canEdit={canEdit} />}
    </>
  );
}

function StateControls({ assessment, canEdit, canApprove }: Omit<WorkflowProps, 'step' | 'onStep'>) {
  const { t } = useTranslation();
  const change = useChangeState(assessment._id);
  const { formatDate } = useDateFormat();
  const run = async (to: Assessment['state']) => {
    if (to === 'approved') {
      const isConfirmed = await dialogs.confirm({
        title: t('materiality.workflow.approve'),
        message: t('materiality.workflow.approveConfirm'),
        confirmLabel: t('materiality.workflow.approve'),
      });
      if (!isConfirmed) return;
    }
    change.mutate(to, {
      onSuccess: () => toasts.show({ message: t('materiality.workflow.changed'), tone: 'success' }),
      onError: (error) => toasts.show({ message: error.message, tone: 'error' }),
    });
  };
  if (assessment.state === 'approved')
    return (
      <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="approved-note">
        {t('materiality.workflow.approvedNote', {
          when: assessment.approvedAt ? formatDate(assessment.approvedAt) : '',
        })}
      </p>
    );
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && assessment.state === 'draft' && (
        <Button
          variant="secondary"
          onClick={() => void run('in-review')}
          disabled={change.isPending}
          data-testid="submit-review"
        >
          {t('materiality.workflow.submit')}
        </Button>
      )}
      {canEdit && assessment.state === 'in-review' && (
        <Button variant="secondary" onClick={() => void run('draft')} disabled={change.isPending}>
          {t('materiality.workflow.backToDraft')}
        </Button>
      )}
      {canApprove && assessment.state === 'in-review' && (
        <Button onClick={() => void run('approved')} disabled={change.isPending} data-testid="approve">
          {t('materiality.workflow.approve')}
        </Button>
      )}
    </div>
  );
}
