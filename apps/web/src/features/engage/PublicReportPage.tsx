import type { PublicEngageReport } from '@carbon-ledger/core';
import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CalculatorApiError } from '../calculator/api/calculator-api.ts';
import { EngageReportView } from './EngageReportView.tsx';
import { usePublicEngageReport } from './engage-queries.ts';

/**
 * `/reports/:id`: a published engage report, open to anyone with the link (bare layout, no sign-in).
 * An unknown or unpublished id reads as not available, without saying which.
 */
export function PublicReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const report = usePublicEngageReport(id);

  if (report.isPending) {
    return (
      <p role="status" aria-live="polite" className="py-24 text-center text-slate-600">
        {t('engage.report.loading')}
      </p>
    );
  }
  if (report.isError) {
    const isGone =
      report.error instanceof CalculatorApiError &&
      (report.error.status === 404 || report.error.status === 400);
    return (
      <section
        aria-labelledby="report-unavailable-title"
        className="mx-auto mt-24 max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="engage-report-unavailable"
      >
        <h1 id="report-unavailable-title" className="text-2xl font-semibold text-slate-900">
          {isGone ? t('engage.report.notAvailableTitle') : t('engage.report.loadError')}
        </h1>
        {isGone && <p className="mt-3 text-slate-600">{t('engage.report.notAvailableMessage')}</p>}
      </section>
    );
  }
  return <PublishedReport report={report.data} />;
}

/**
 * A copy of the catalogue in the report's language, once its texts are loaded: a copy starts
 * uninitialised, and one handed to the page before that never renders.
 */
function useReportI18n(lang: PublicEngageReport['lang']): i18n | undefined {
  const { i18n } = useTranslation();
  const [instance, setInstance] = useState<i18n | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    setInstance(undefined);
    const copy = i18n.cloneInstance({ lng: lang }, () => {
      if (isCurrent) setInstance(copy);
    });
    return () => {
      isCurrent = false;
    };
  }, [i18n, lang]);
  return instance;
}

/**
 * The report in the language it was published in: its section and source labels were frozen in that
 * language, so the page around them speaks it too (a copy of the catalogue, the visitor's choice stays).
 */
function PublishedReport({ report }: { report: PublicEngageReport }) {
  const { t } = useTranslation();
  const reportI18n = useReportI18n(report.lang);
  if (!reportI18n) {
    return (
      <p role="status" aria-live="polite" className="py-24 text-center text-slate-600">
        {t('engage.report.loading')}
      </p>
    );
  }
  return (
    <I18nextProvider i18n={reportI18n}>
      <div lang={report.lang} className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-4xl">
          <EngageReportView report={report} locale={report.lang} titleLevel={1} />
        </div>
      </div>
    </I18nextProvider>
  );
}
