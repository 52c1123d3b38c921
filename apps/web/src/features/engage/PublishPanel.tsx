import type { EngageReport } from '@carbon-ledger/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { getPublicReportUrl } from './engage-paths.ts';
import { hasUnpublishedEdits } from './report-draft.ts';

/** Spec: a copy action shows 'Copied' for 2 seconds. */
const COPIED_MS = 2000;

export type PublishPanelProps = {
  report: EngageReport | undefined;
  isBusy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
};

/** Publishing state of a report: publish, the public link with Copy and Open, and unpublish. */
export function PublishPanel({ report, isBusy, onPublish, onUnpublish }: PublishPanelProps) {
  const { t } = useTranslation();
  const isPublished = Boolean(report?.isPublished && report.publicId);
  const { formatDateTime } = useDateFormat();
  const date = report?.publishedAt ? formatDateTime(report.publishedAt) : '';
  return (
    <section
      aria-labelledby="engage-publish-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="engage-publish"
    >
      <h2 id="engage-publish-title" className="text-base font-semibold text-slate-900">
        {t('engage.publish.title')}
      </h2>
      <p className="text-sm text-slate-600" data-testid="engage-publish-status">
        {isPublished ? t('engage.publish.publishedStatus', { date }) : t('engage.publish.draftStatus')}
      </p>
      {isPublished && hasUnpublishedEdits(report) && (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="engage-unpublished-edits"
        >
          {t('engage.publish.unpublishedEdits')}
        </p>
      )}
      {isPublished && report?.publicId && <PublicLink url={getPublicReportUrl(report.publicId)} />}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onPublish} disabled={isBusy} data-testid="engage-publish-button">
          {isPublished ? t('engage.publish.republish') : t('engage.publish.publish')}
        </Button>
        {isPublished && (
          <Button
            variant="secondary"
            onClick={onUnpublish}
            disabled={isBusy}
            data-testid="engage-unpublish-button"
          >
            {t('engage.publish.unpublish')}
          </Button>
        )}
      </div>
    </section>
  );
}

function PublicLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
    } catch {
      toasts.show({ message: t('engage.publish.copyFailed'), tone: 'error' });
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('engage.publish.link')}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
          data-testid="engage-public-link"
        />
        <Button variant="secondary" onClick={() => void copy()} aria-label={t('engage.publish.copyLabel')}>
          {isCopied ? t('engage.publish.copied') : t('engage.publish.copy')}
        </Button>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100"
        >
          {t('engage.publish.open')}
        </a>
      </div>
      <p aria-live="polite" className="sr-only">
        {isCopied ? t('engage.publish.copied') : ''}
      </p>
    </div>
  );
}
