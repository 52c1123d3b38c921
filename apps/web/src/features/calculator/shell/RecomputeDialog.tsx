import { formatEmission, type RecomputePreview as Preview, type ServedSection } from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { previewRecompute, recomputeInstance } from '../api/calculator-api.ts';
import { useCalculatorForm } from '../api/calculator-queries.ts';
import { ShellDialog } from './ShellDialog.tsx';
import { useCalculatorAction } from './useCalculatorAction.ts';

export type RecomputeDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  instanceId: string;
  title: string;
  formGroupId: string;
  /** The year's project: a Custom project's section names come from its own form. */
  containerId?: string | undefined;
};

/** Recompute a year with the current factor library: the preview per section first, then apply. */
export function RecomputeDialog({
  isOpen,
  onOpenChange,
  instanceId,
  title,
  formGroupId,
  containerId,
}: RecomputeDialogProps) {
  const { t } = useTranslation();
  return (
    <ShellDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      description={t('calculatorShell.recompute.description')}
      testId="recompute-dialog"
      isWide
    >
      <RecomputePreview
        instanceId={instanceId}
        formGroupId={formGroupId}
        containerId={containerId}
        onDone={() => onOpenChange(false)}
      />
    </ShellDialog>
  );
}

export function collectSectionLabels(
  sections: readonly ServedSection[],
  labels = new Map<string, string>(),
): Map<string, string> {
  for (const section of sections) {
    labels.set(section.id, section.label);
    collectSectionLabels(section.sections, labels);
  }
  return labels;
}

function RecomputePreview({
  instanceId,
  formGroupId,
  containerId,
  onDone,
}: {
  instanceId: string;
  formGroupId: string;
  containerId: string | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const run = useCalculatorAction();
  const [isApplying, setIsApplying] = useState(false);
  const preview = useQuery({
    queryKey: ['calculator', 'recompute-preview', instanceId],
    queryFn: () => previewRecompute(instanceId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const form = useCalculatorForm(formGroupId, containerId);
  const labels = useMemo(() => collectSectionLabels(form.data?.sections ?? []), [form.data]);

  if (preview.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('calculatorShell.recompute.loading')}
      </p>
    );
  }
  if (preview.isError) {
    return (
      <div
        role="alert"
        className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        <span>{t('calculatorShell.recompute.loadError')}</span>
        <Button variant="secondary" onClick={() => void preview.refetch()}>
          {t('calculatorShell.layout.retry')}
        </Button>
      </div>
    );
  }

  const data = preview.data;
  const apply = async () => {
    setIsApplying(true);
    const answer = await run(
      () => recomputeInstance(instanceId),
      (result) => t('calculatorShell.recompute.done', { count: result.numChanged }),
    );
    setIsApplying(false);
    if (answer) onDone();
  };

  return (
    <div className="space-y-4">
      <RecomputePreviewSummary data={data} labels={labels} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button disabled={isApplying || data.numResults === 0} onClick={() => void apply()}>
          {isApplying ? t('calculatorShell.recompute.applying') : t('calculatorShell.recompute.apply')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A recompute preview: how many results change, the total per section before and after, and the factor
 * library editions before and after. Shown before a recompute and before a change of a year's settings.
 */
export function RecomputePreviewSummary({
  data,
  labels,
}: {
  data: Preview;
  labels: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const format = (kg: number) => formatEmission(kg, locale);
  const editions = (list: string[]) =>
    list.length ? list.join(', ') : t('calculatorShell.recompute.editionsNone');
  return (
    <>
      {data.numResults === 0 ? (
        <p className="text-sm text-slate-700">{t('calculatorShell.recompute.noResults')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" data-testid="recompute-summary">
            {t('calculatorShell.recompute.changed', { count: data.numChanged, total: data.numResults })}
          </p>
          <table className="w-full text-left text-sm" data-testid="recompute-table">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('calculatorShell.recompute.section')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('calculatorShell.recompute.before')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('calculatorShell.recompute.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sections.map((section) => {
                const isChanged = Math.abs(section.after - section.before) > 0.001;
                return (
                  <tr key={section.sectionId} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 font-normal">
                      {labels.get(section.sectionId) ?? section.sectionId}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{format(section.before)}</td>
                    <td
                      className={`px-3 py-2 text-right tabular-nums ${isChanged ? 'font-semibold text-brand-800' : ''}`}
                    >
                      {format(section.after)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-200 font-semibold">
                <th scope="row" className="px-3 py-2">
                  {t('calculatorShell.recompute.total')}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{format(data.totalBefore)}</td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="recompute-total-after">
                  {format(data.totalAfter)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="text-xs text-slate-500">
            {t('calculatorShell.recompute.editions', {
              before: editions(data.editionsBefore),
              after: editions(data.editionsAfter),
            })}
          </p>
        </>
      )}
    </>
  );
}
