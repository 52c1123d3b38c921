import {
  buildEngageSnapshot,
  composePublicEngageReport,
  type EngageReport,
  type EngageReportContent,
  engageReportContentSchema,
} from '@carbon-ledger/core';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useSession } from '../auth/session-api.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { useLeaveGuard } from '../calculator/inputs/useLeaveGuard.ts';
import { type ContentErrors, validateContent } from './content-errors.ts';
import { EngageReportView } from './EngageReportView.tsx';
import { withReportParam } from './engage-paths.ts';
import { useEngageMutations } from './engage-queries.ts';
import { PublishPanel } from './PublishPanel.tsx';
import { ReportForm } from './ReportForm.tsx';
import { createDefaultContent, hasUnsavedChanges, isSameContent } from './report-draft.ts';
import type { useEngageScope } from './useEngageScope.ts';

export type ReportEditorProps = {
  report: EngageReport | undefined;
  engage: ReturnType<typeof useEngageScope>;
  backPath: string;
};

/** The generator's form, publishing panel and live preview of one report (or of a new one). */
export function ReportEditor({ report, engage, backPath }: ReportEditorProps) {
  const { t } = useTranslation();
  const locale = useCalculatorLang();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useSession();
  const { calculator } = engage;
  const [content, setContent] = useState<EngageReportContent>(
    () =>
      report?.content ??
      createDefaultContent({
        title: t('engage.generator.defaultTitle', { year: calculator.yearLabel }),
        displayName: user?.companyInfo.brand || user?.companyInfo.company || calculator.title,
      }),
  );
  const [errors, setErrors] = useState<ContentErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutations = useEngageMutations(engage.reportScope);
  const isBusy = Object.values(mutations).some((mutation) => mutation.isPending);
  const isDirty = hasUnsavedChanges(content, report);
  // A new report counts as changed for saving, but leaving it untouched loses nothing.
  const [initialContent] = useState(content);
  useLeaveGuard(report ? isDirty : !isSameContent(content, initialContent), () => {}, {
    title: t('engage.generator.leave.title'),
    message: t('engage.generator.leave.message'),
    confirm: t('engage.generator.leave.confirm'),
    cancel: t('engage.generator.leave.cancel'),
  });

  // The preview shows the figures as they are now; publishing freezes the same figures on the server.
  const snapshot = useMemo(() => buildEngageSnapshot(calculator.setup), [calculator.setup]);
  const preview = composePublicEngageReport(
    content,
    snapshot,
    report?.publishedAt ?? new Date().toISOString(),
  );

  const openSaved = (saved: EngageReport) => {
    if (!report) navigate({ search: withReportParam(searchParams.toString(), saved._id) }, { replace: true });
  };

  const save = async (): Promise<EngageReport | undefined> => {
    const found = validateContent(content);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After the render that marks the fields: take keyboard and screen-reader users to the first problem.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return undefined;
    }
    const parsed = engageReportContentSchema.parse(content);
    try {
      const saved = report
        ? await mutations.update.mutateAsync({ id: report._id, content: parsed })
        : await mutations.create.mutateAsync(parsed);
      setContent(parsed);
      toasts.show({ message: t('engage.generator.saved'), tone: 'success' });
      return saved;
    } catch {
      toasts.show({ message: t('engage.generator.saveFailed'), tone: 'error' });
      return undefined;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save();
    if (saved) openSaved(saved);
  };

  const publish = async () => {
    const saved = isDirty ? await save() : report;
    if (!saved) return;
    try {
      await mutations.publish.mutateAsync(saved._id);
      toasts.show({ message: t('engage.publish.published'), tone: 'success' });
    } catch {
      toasts.show({ message: t('engage.publish.publishFailed'), tone: 'error' });
    }
    openSaved(saved);
  };

  const unpublish = async () => {
    if (!report) return;
    const isConfirmed = await dialogs.confirm({
      title: t('engage.publish.unpublishTitle'),
      message: t('engage.publish.unpublishMessage'),
      confirmLabel: t('engage.publish.unpublish'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    try {
      await mutations.unpublish.mutateAsync(report._id);
      toasts.show({ message: t('engage.publish.unpublished'), tone: 'success' });
    } catch {
      toasts.show({ message: t('engage.generator.actionFailed'), tone: 'error' });
    }
  };

  const remove = async () => {
    if (!report) return;
    const isConfirmed = await dialogs.confirm({
      title: t('engage.generator.deleteTitle'),
      message: t('engage.generator.deleteMessage'),
      confirmLabel: t('engage.generator.delete'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    try {
      await mutations.remove.mutateAsync(report._id);
    } catch {
      toasts.show({ message: t('engage.generator.actionFailed'), tone: 'error' });
      return;
    }
    toasts.show({ message: t('engage.generator.deleted'), tone: 'success' });
    navigate(backPath, { replace: true });
  };

  return (
    <div className="space-y-6" data-testid="engage-generator">
      <div>
        <Link to={backPath} className="text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>
          {t('engage.generator.back')}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900">
          {report ? t('engage.generator.titleEdit') : t('engage.generator.titleNew')}
        </h1>
        <p className="text-sm text-slate-600">
          {t('engage.list.subtitle', { title: calculator.title, year: calculator.yearLabel })}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <form
          ref={formRef}
          aria-label={t('engage.generator.formLabel')}
          onSubmit={(event) => void onSubmit(event)}
          className="space-y-5"
          noValidate
        >
          <ReportForm content={content} onChange={setContent} errors={errors} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isBusy} data-testid="engage-save">
              {mutations.create.isPending || mutations.update.isPending
                ? t('engage.generator.saving')
                : t('engage.generator.save')}
            </Button>
            {isDirty && report && (
              <span className="text-xs font-medium text-amber-700" data-testid="engage-unsaved">
                {t('engage.generator.unsaved')}
              </span>
            )}
            {report && (
              <Button variant="ghost" className="ml-auto" onClick={() => void remove()} disabled={isBusy}>
                {t('engage.generator.delete')}
              </Button>
            )}
          </div>
          <PublishPanel
            report={report}
            isBusy={isBusy}
            onPublish={() => void publish()}
            onUnpublish={() => void unpublish()}
          />
          {isDirty && <p className="text-xs text-slate-500">{t('engage.publish.unsavedFirst')}</p>}
        </form>
        <section aria-labelledby="engage-preview-title" className="space-y-3 lg:sticky lg:top-4">
          <div>
            <h2 id="engage-preview-title" className="text-lg font-semibold text-slate-900">
              {t('engage.generator.previewLabel')}
            </h2>
            <p className="text-sm text-slate-600">{t('engage.generator.previewHint')}</p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-100 p-4" data-testid="engage-preview">
            <EngageReportView
              report={preview}
              locale={locale}
              titleLevel={2}
              isDraft={!report?.isPublished}
            />
          </div>
        </section>
      </div>
    </div>
  );
}
