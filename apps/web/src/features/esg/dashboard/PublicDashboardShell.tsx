import type { EsrsStandard } from '@carbon-ledger/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageDropdown } from '../../../components/ui/LanguageDropdown.tsx';
import { CalculatorApiError } from '../../calculator/api/calculator-api.ts';
import { useEsgNames } from '../esg-names.ts';

export type PublicLang = 'en' | 'de';

/** The visitor's language on a public dashboard: German when chosen, else English. */
export function usePublicLang(): PublicLang {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'de' ? 'de' : 'en';
}

/**
 * The bare page around a published dashboard (a year's or a group's): the language menu, a loading line,
 * and for an unknown or unpublished id one 'not available' answer that does not say which it was.
 */
export function PublicDashboardShell<TDashboard>({
  query,
  children,
}: {
  query: UseQueryResult<TDashboard>;
  children: (dashboard: TDashboard) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = usePublicLang();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" aria-live="polite" className="py-24 text-center text-slate-600">
        {t('esgDashboard.public.loading')}
      </p>
    );
  } else if (query.isError) {
    const isGone =
      query.error instanceof CalculatorApiError && (query.error.status === 404 || query.error.status === 400);
    body = (
      <section
        aria-labelledby="esg-unavailable-title"
        className="mx-auto mt-16 max-w-lg rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
        data-testid="esg-dashboard-unavailable"
      >
        <h1 id="esg-unavailable-title" className="text-2xl font-semibold text-slate-900">
          {isGone ? t('esgDashboard.public.notAvailableTitle') : t('esgDashboard.public.loadError')}
        </h1>
        {isGone && <p className="mt-3 text-slate-600">{t('esgDashboard.public.notAvailableMessage')}</p>}
      </section>
    );
  } else {
    body = children(query.data);
  }
  return (
    <div lang={lang} className="min-h-screen bg-slate-50 px-3 py-6 sm:px-4 sm:py-10">
      <div className="mx-auto max-w-4xl">
        <div className="flex justify-end">
          <LanguageDropdown />
        </div>
        {body}
      </div>
    </div>
  );
}

/** An ESRS topical standard (E1 … G1) on a public dashboard, its disclosure requirements below it. */
export function PublicStandardSection({
  standard,
  children,
}: {
  standard: EsrsStandard;
  children: ReactNode;
}) {
  const names = useEsgNames();
  const headingId = `esg-public-standard-${standard}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {standard} · {names.standard(standard)}
      </h2>
      {children}
    </section>
  );
}
