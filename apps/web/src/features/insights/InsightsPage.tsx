import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { useCalculatorSetup } from '../calculator/api/calculator-queries.ts';
import { SUBSCRIBE_PAGES } from '../plans/subscribe-state.ts';
import { FrameDomainsForm } from './FrameDomainsForm.tsx';
import { useAnalytics } from './insights-api.ts';
import { useInsightsAccess } from './useInsightsAccess.ts';
import { WidgetCard } from './WidgetCard.tsx';
import { WidgetForm } from './WidgetForm.tsx';

const NEWS_PATH = '/dashboard/analytics/news';

/** `/dashboard/insights`: the company's widgets, building and publishing them, and the public page. */
export function InsightsPage() {
  const { t } = useTranslation();
  const access = useInsightsAccess();
  const analytics = useAnalytics(access.isAllowed);
  const setup = useCalculatorSetup();
  const [editing, setEditing] = useState<string | 'new' | null>(null);

  if (!access.isReady) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  if (!access.isAllowed) return <Navigate to={SUBSCRIBE_PAGES.climateAnalytics} replace />;
  const projects = (setup.data?.containers ?? []).filter((container) => container.type === 'company');
  const widgets = analytics.data?.widgets ?? [];
  const page = analytics.data?.page;

  return (
    <section
      aria-labelledby="insights-title"
      className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 id="insights-title" className="text-2xl font-semibold">
            {t('insights.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('insights.intro')}</p>
          <p className="mt-2 text-sm">
            <Link to={NEWS_PATH} className="font-medium text-brand-700 underline">
              {t('insights.news')}
            </Link>
          </p>
        </div>
        {access.canEdit && projects.length > 0 && editing === null && (
          <Button onClick={() => setEditing('new')} data-testid="widget-new">
            {t('insights.newWidget')}
          </Button>
        )}
      </div>
      {(analytics.isPending || setup.isPending) && (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {analytics.isError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{t('insights.loadError')}</p>
          <button
            type="button"
            className="mt-2 font-medium underline"
            onClick={() => void analytics.refetch()}
          >
            {t('insights.retry')}
          </button>
        </div>
      )}
      {editing === 'new' && <WidgetForm projects={projects} onDone={() => setEditing(null)} />}
      {analytics.data && widgets.length === 0 && editing === null && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
          <h2 className="text-lg font-semibold">{t('insights.empty.title')}</h2>
          <p className="mt-2 text-sm text-slate-700">
            {projects.length === 0 ? t('insights.empty.noProjects') : t('insights.empty.text')}
          </p>
          {!access.canEdit && <p className="mt-2 text-sm text-slate-600">{t('insights.empty.viewer')}</p>}
        </div>
      )}
      {widgets.length > 0 && (
        <ul className="grid gap-6 lg:grid-cols-2">
          {widgets.map((widget) =>
            editing === widget._id ? (
              <li key={widget._id} className="lg:col-span-2">
                <WidgetForm widget={widget} projects={projects} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <WidgetCard
                key={widget._id}
                widget={widget}
                canEdit={access.canEdit}
                canPublish={access.canPublish}
                onEdit={() => setEditing(widget._id)}
              />
            ),
          )}
        </ul>
      )}
      {page && (
        <section
          aria-labelledby="insights-page-title"
          className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="insights-page-title" className="text-lg font-semibold">
            {t('insights.page.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('insights.page.text')}</p>
          {page.publicId ? (
            <a
              href={`/analytics/${page.publicId}`}
              target="_blank"
              rel="noopener"
              className="text-sm font-medium text-brand-700 underline"
              data-testid="analytics-page-link"
            >
              {t('insights.page.open')}
            </a>
          ) : (
            <p className="text-sm text-slate-600">{t('insights.page.none')}</p>
          )}
          {access.canPublish && <FrameDomainsForm domains={page.frameDomains} />}
        </section>
      )}
    </section>
  );
}
