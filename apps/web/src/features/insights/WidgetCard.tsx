import { formatDateTime, resolveDateLocale, type Widget } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart.tsx';
import { ChartDataTable } from '../../components/charts/ChartDataTable.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';
import { useDeleteWidget, usePublication } from './insights-api.ts';
import { PublicLinks } from './PublicLinks.tsx';

const CHART_HEIGHTS = { small: 0, medium: 240, large: 320 } as const;

export type WidgetCardProps = {
  widget: Widget;
  canEdit: boolean;
  canPublish: boolean;
  onEdit: () => void;
};

/** A widget as it reads today, what is published of it, and what the member may do with it. */
export function WidgetCard({ widget, canEdit, canPublish, onEdit }: WidgetCardProps) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const publication = usePublication();
  const remove = useDeleteWidget();
  const { view, settings } = widget;
  const published = widget.publication;
  const isDark = settings.theme === 'dark';

  const run = (action: 'publish' | 'unpublish') =>
    publication.mutate(
      { id: widget._id, action },
      {
        onSuccess: () =>
          toasts.show({
            message: t(
              action === 'publish' ? 'insights.card.publishedToast' : 'insights.card.unpublishedToast',
            ),
            tone: 'success',
          }),
        onError: () => toasts.show({ message: t('insights.card.actionError'), tone: 'error' }),
      },
    );
  const confirmDelete = () => {
    if (!window.confirm(t('insights.card.confirmDelete'))) return;
    remove.mutate(widget._id, {
      onSuccess: () => toasts.show({ message: t('insights.card.deleted'), tone: 'success' }),
      onError: () => toasts.show({ message: t('insights.card.actionError'), tone: 'error' }),
    });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="widget-card">
      <article aria-labelledby={`widget-${widget._id}-title`}>
        <div
          lang={settings.language}
          className={`rounded-t-xl p-4 sm:p-5 ${isDark ? 'bg-slate-900 text-slate-100' : 'bg-white text-slate-900'}`}
        >
          <h2 id={`widget-${widget._id}-title`} className="text-base font-semibold">
            {view.title}
          </h2>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="widget-headline">
            {view.headline || view.emptyReason}
          </p>
          {view.statements.map((statement) => (
            <p key={statement} className={`mt-1 text-xs ${isDark ? 'text-slate-300' : 'text-slate-600'}`}>
              {statement}
            </p>
          ))}
          {view.chart && settings.size !== 'small' && (
            <div className="mt-3">
              <Chart
                spec={view.chart}
                locale={settings.language}
                theme={settings.theme}
                height={CHART_HEIGHTS[settings.size]}
                label={t('insights.card.previewLabel', { title: view.title })}
              />
            </div>
          )}
          {view.table && <ChartDataTable table={view.table} caption={t('insights.card.tableCaption')} />}
        </div>
        <div className="space-y-3 border-t border-slate-200 p-4 text-sm sm:p-5">
          <p className="font-medium" data-testid="widget-state">
            {published ? t('insights.card.published') : t('insights.card.notPublished')}
          </p>
          {published && (
            <>
              <p className="text-slate-700">
                {t('insights.card.computed', {
                  when: formatDateTime(published.computedAt, resolveDateLocale(lang)),
                })}
              </p>
              <p
                role={published.isCurrent ? undefined : 'status'}
                className={
                  published.isCurrent ? 'text-slate-600' : 'rounded-md bg-amber-50 px-3 py-2 text-amber-900'
                }
                data-testid="widget-currency"
              >
                {t(published.isCurrent ? 'insights.card.isCurrent' : 'insights.card.isStale')}
              </p>
              <PublicLinks
                publicId={published.publicId}
                code={published.snapshotHash.slice(0, 16)}
                settings={settings}
              />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            {canPublish && !published?.isCurrent && (
              <Button
                onClick={() => run('publish')}
                disabled={publication.isPending}
                data-testid="widget-publish"
              >
                {published ? t('insights.card.republish') : t('insights.card.publish')}
              </Button>
            )}
            {canPublish && published && (
              <Button
                variant="secondary"
                onClick={() => run('unpublish')}
                disabled={publication.isPending}
                data-testid="widget-unpublish"
              >
                {t('insights.card.unpublish')}
              </Button>
            )}
            {canEdit && (
              <Button variant="ghost" onClick={onEdit}>
                {t('insights.card.edit')}
              </Button>
            )}
            {canPublish && (
              <Button variant="dangerGhost" onClick={confirmDelete} disabled={remove.isPending}>
                {t('insights.card.delete')}
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
