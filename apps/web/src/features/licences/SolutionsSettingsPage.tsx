import {
  FIGARO_CREDIT,
  formatNumber,
  type LicencesResponse,
  licencesResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/client.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { CompanyCustomPlans } from '../custom-plans/CompanyCustomPlans.tsx';

/**
 * Settings → Solutions (admins, spec section 6): the company's custom solutions with their licence details,
 * next to the licences of the product and of every shipped data source.
 */
export function SolutionsSettingsPage() {
  const { t, i18n } = useTranslation();
  const licences = useQuery({
    queryKey: ['settings', 'licences'],
    queryFn: async () => {
      const result = await http.get('/api/settings/licences', { schema: licencesResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'unreachable');
      return result.data;
    },
  });
  const { formatDate } = useDateFormat();

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('solutions.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('solutions.description')}</p>
      </header>
      <CompanyCustomPlans />
      {licences.isPending && <p role="status">{t('app.loading')}</p>}
      {licences.isError && (
        <p role="alert" className="text-red-700">
          {t('errors.generic')}
        </p>
      )}
      {licences.data && (
        <DataLicences
          licences={licences.data}
          formatDate={formatDate}
          formatNumber={(value) => formatNumber(value, i18n.resolvedLanguage === 'de' ? 'de' : 'en', 2)}
        />
      )}
    </div>
  );
}

/** The licences of the product and of every data source this installation ships. */
function DataLicences({
  licences,
  formatDate,
  formatNumber,
}: {
  licences: LicencesResponse;
  formatDate: (value: string) => string;
  formatNumber: (value: number) => string;
}) {
  const { t } = useTranslation();
  const { product, factorLibraries, referenceData } = licences;
  return (
    <>
      <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby="product-licence">
        <h3 id="product-licence" className="font-medium">
          {t('solutions.product')}
        </h3>
        <p className="mt-2 text-sm" data-testid="product-licence">
          {t('solutions.productLine', {
            name: product.name,
            version: product.version,
            licence: product.licence,
          })}
        </p>
      </section>
      <section aria-labelledby="factor-libraries">
        <h3 id="factor-libraries" className="mb-3 font-medium">
          {t('solutions.factorLibraries')}
        </h3>
        <ul className="space-y-3">
          {factorLibraries.map((library) => (
            <li
              key={library.file}
              className="rounded-xl bg-white p-5 text-sm shadow-sm"
              data-testid="factor-library"
            >
              <p className="font-medium">{`${library.contents} · ${library.edition}`}</p>
              <p className="mt-1 text-slate-600">
                {t('solutions.factorCount', {
                  count: library.rowCount,
                  formatted: formatNumber(library.rowCount),
                })}{' '}
                · {t('solutions.loadedAt', { date: formatDate(library.loadedAt) })}
              </p>
              <p className="mt-2">
                {library.licenceUrl ? (
                  <a
                    href={library.licenceUrl}
                    className="text-brand-700 underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {library.licenceName}
                  </a>
                ) : (
                  library.licenceName
                )}
              </p>
              <p className="mt-1 text-slate-600">{library.attribution}</p>
              {library.attribution === FIGARO_CREDIT && (
                <p className="mt-1 text-slate-600" data-testid="figaro-use">
                  {t('solutions.figaroUse')}
                </p>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reference-data">
        <h3 id="reference-data" className="mb-3 font-medium">
          {t('solutions.referenceData')}
        </h3>
        <dl className="space-y-3 rounded-xl bg-white p-5 text-sm shadow-sm">
          {referenceData.map((entry) => (
            <div key={entry.name}>
              <dt className="font-medium">{entry.name}</dt>
              <dd className="text-slate-600">{entry.attribution}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
