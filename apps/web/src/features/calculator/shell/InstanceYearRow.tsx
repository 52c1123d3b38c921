import { getInstanceYearLabel, type InstanceSummary } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dialogs } from '../../../components/ui/dialogs.ts';
import { useHasRoleFor } from '../../auth/useCan.ts';
import { deleteInstance, setInstanceFrozen } from '../api/calculator-api.ts';
import { getImportPath } from '../import/import-path.ts';
import { AssuranceDialog } from '../review/AssuranceDialog.tsx';
import { calculatorPaths } from './calculator-scope.ts';
import { EditYearDialog } from './EditYearDialog.tsx';
import { RecomputeDialog } from './RecomputeDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type InstanceYearRowProps = {
  instance: InstanceSummary;
  projectName: string;
  formGroupId: string;
  /** The year's project (a Custom project's form is its own). */
  containerId?: string;
  isAnalyzeHidden: boolean;
  isHighlighted: boolean;
  canManageYears: boolean;
  canFreeze: boolean;
};

const LINK_CLASS =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';
const ACTION_CLASS =
  'rounded-md px-2.5 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/** One year of a project: its label, frozen badge, links to Inputs and Analyze, and the admin's actions. */
export function InstanceYearRow({
  instance,
  projectName,
  formGroupId,
  containerId,
  isAnalyzeHidden,
  isHighlighted,
  canManageYears,
  canFreeze,
}: InstanceYearRowProps) {
  const { t } = useTranslation();
  const run = useCalculatorAction();
  const [isRecomputeOpen, setIsRecomputeOpen] = useState(false);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [isAssuranceOpen, setIsAssuranceOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const canImport = useHasRoleFor('calculatorResults') && !instance.isFrozen;
  const year = getInstanceYearLabel(instance);
  const names = { name: projectName, year };
  const target = { kind: 'instance' as const, id: instance._id };
  // An ESG year is answered in its VSME form: it has no Inputs, Analyze, import or recompute.
  const isEsg = formGroupId === 'esg';

  const toggleFrozen = async () => {
    const isFrozen = !instance.isFrozen;
    // Freezing ends everyone's editing of the year: asked first. Unfreezing only opens it again.
    if (
      isFrozen &&
      !(await dialogs.confirm({
        title: t('calculatorShell.year.freezeTitle', names),
        message: t('calculatorShell.year.freezeMessage'),
        confirmLabel: t('calculatorShell.year.freezeConfirm'),
      }))
    ) {
      return;
    }
    setIsBusy(true);
    await run(
      () => setInstanceFrozen(instance._id, isFrozen),
      () => t(isFrozen ? 'calculatorShell.year.frozenDone' : 'calculatorShell.year.unfrozenDone', names),
    );
    setIsBusy(false);
  };

  const remove = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('calculatorShell.year.deleteTitle', names),
      message: t('calculatorShell.year.deleteMessage'),
      confirmLabel: t('calculatorShell.year.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    setIsBusy(true);
    await run(
      () => deleteInstance(instance._id),
      () => t('calculatorShell.year.deleted', names),
    );
    setIsBusy(false);
  };

  return (
    <li
      data-testid="project-year"
      data-instance-id={instance._id}
      aria-current={isHighlighted ? 'true' : undefined}
      className={`flex flex-wrap items-center gap-3 px-4 py-3 ${isHighlighted ? 'bg-brand-50' : ''}`}
    >
      <div className="flex w-48 items-center gap-2">
        <span className="font-semibold tabular-nums">{year}</span>
        {instance.isFrozen && (
          <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">
            <span aria-hidden="true">❄</span>
            {t('calculatorShell.year.frozen')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isEsg ? (
          <Link
            to={calculatorPaths.esg(instance._id)}
            aria-label={t('esg.dashboardLinkOf', names)}
            className={LINK_CLASS}
            data-testid="esg-year-link"
          >
            {t('esg.dashboardLink')}
          </Link>
        ) : (
          <Link
            to={calculatorPaths.inputs(target)}
            aria-label={t('calculatorShell.year.inputsOf', names)}
            className={LINK_CLASS}
          >
            {t('calculatorShell.year.inputs')}
          </Link>
        )}
        {!isAnalyzeHidden && !isEsg && (
          <Link
            to={calculatorPaths.analyze(target)}
            aria-label={t('calculatorShell.year.analyzeOf', names)}
            className={LINK_CLASS}
          >
            {t('calculatorShell.year.analyze')}
          </Link>
        )}
        {canImport && !isEsg && (
          <Link
            to={getImportPath(instance._id)}
            aria-label={t('calculatorImport.importActionOf', { name: `${projectName} ${year}` })}
            className={LINK_CLASS}
            data-testid="import-year-link"
          >
            {t('calculatorImport.importAction')}
          </Link>
        )}
      </div>
      {(canFreeze || canManageYears) && (
        <div className="ml-auto flex flex-wrap items-center gap-1">
          {canFreeze && (
            <button
              type="button"
              disabled={isBusy}
              onClick={() => void toggleFrozen()}
              aria-label={t(
                instance.isFrozen ? 'calculatorShell.year.unfreezeOf' : 'calculatorShell.year.freezeOf',
                names,
              )}
              data-testid="freeze-toggle"
              className={`${ACTION_CLASS} text-sky-800`}
            >
              {instance.isFrozen ? t('calculatorShell.year.unfreeze') : t('calculatorShell.year.freeze')}
            </button>
          )}
          {canManageYears && (
            <>
              <button
                type="button"
                disabled={isBusy || instance.isFrozen}
                onClick={() => setIsEditOpen(true)}
                aria-label={t('calculatorShell.year.editOf', names)}
                className={`${ACTION_CLASS} text-slate-700`}
              >
                {t('calculatorShell.year.edit')}
              </button>
              {!isEsg && (
                // Assurance is given to final figures: also on a frozen year.
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => setIsAssuranceOpen(true)}
                  aria-label={t('calculatorReview.assurance.actionOf', names)}
                  className={`${ACTION_CLASS} text-slate-700`}
                >
                  {t('calculatorReview.assurance.action')}
                </button>
              )}
              {!isEsg && (
                <button
                  type="button"
                  disabled={isBusy || instance.isFrozen}
                  onClick={() => setIsRecomputeOpen(true)}
                  aria-label={t('calculatorShell.year.recomputeOf', names)}
                  className={`${ACTION_CLASS} text-slate-700`}
                >
                  {t('calculatorShell.year.recompute')}
                </button>
              )}
              <button
                type="button"
                disabled={isBusy}
                onClick={() => void remove()}
                aria-label={t('calculatorShell.year.deleteOf', names)}
                className={`${ACTION_CLASS} text-red-700`}
              >
                {t('calculatorShell.year.delete')}
              </button>
            </>
          )}
        </div>
      )}
      {canManageYears && isEditOpen && (
        <EditYearDialog
          isOpen={isEditOpen}
          onOpenChange={setIsEditOpen}
          instanceId={instance._id}
          title={t('calculatorShell.editYear.title', names)}
          formGroupId={formGroupId}
          containerId={containerId}
        />
      )}
      {canManageYears && isAssuranceOpen && (
        <AssuranceDialog
          isOpen={isAssuranceOpen}
          onOpenChange={setIsAssuranceOpen}
          instanceId={instance._id}
          names={names}
        />
      )}
      {canManageYears && (
        <RecomputeDialog
          isOpen={isRecomputeOpen}
          onOpenChange={setIsRecomputeOpen}
          instanceId={instance._id}
          title={t('calculatorShell.recompute.title', names)}
          formGroupId={formGroupId}
          containerId={containerId}
        />
      )}
    </li>
  );
}
