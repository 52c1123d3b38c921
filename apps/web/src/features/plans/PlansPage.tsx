import { type CurrencyCode, isCurrencyCode, UNLISTED_PRODUCTS } from '@carbon-ledger/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../../api/status.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useSession } from '../auth/session-api.ts';
import { CATALOGUE_PRODUCTS, MODULE_PATHS } from './catalogue.ts';
import { saveCurrency, useCurrencies, usePrices, useVisitorCurrency } from './plans-api.ts';
import { type Language, PriceNotes, ProductPrices } from './price-list.tsx';
import { isForSale } from './subscribe-state.ts';

/**
 * `/plans` (public): the operator's plans and one-time payments in the viewer's currency, or, with
 * billing off, that this installation includes everything.
 */
export function PlansPage() {
  const { t } = useTranslation();
  const appConfig = useAppConfigQuery();
  const mode = appConfig.data?.billing.mode;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('plans.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('plans.subtitle')}</p>
      {appConfig.isPending && (
        <p role="status" className="mt-8 text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {mode === 'off' && <IncludedEverything />}
      {mode === 'stripe' && <PriceList />}
    </div>
  );
}

function IncludedEverything() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-included" className="mt-8 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="plans-included" className="text-lg font-semibold">
        {t('plans.includedTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('plans.included')}</p>
      <h3 className="mt-6 text-sm font-medium text-slate-800">{t('plans.includedProducts')}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="included-products">
        {CATALOGUE_PRODUCTS.filter((product) => MODULE_PATHS[product]).map((product) => (
          <li key={product} className="flex items-center gap-2 text-sm">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {t(`plans.products.${product}`)}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-medium text-slate-800">{t('plans.laterProducts')}</h3>
      <ul className="mt-2 grid gap-2 text-sm text-slate-600 sm:grid-cols-2" data-testid="later-products">
        {CATALOGUE_PRODUCTS.filter((product) => !MODULE_PATHS[product]).map((product) => (
          <li key={product}>{t(`plans.products.${product}`)}</li>
        ))}
      </ul>
    </section>
  );
}

function PriceList() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const session = useSession();
  const isSignedIn = Boolean(session.data);
  const visitorCurrency = useVisitorCurrency(!session.isPending && !isSignedIn);
  const [chosen, setChosen] = useState<CurrencyCode>();
  const sessionCurrency = session.data?.currencyInfo.currency;
  const currency =
    chosen ??
    (isSignedIn && isCurrencyCode(sessionCurrency) ? sessionCurrency : undefined) ??
    visitorCurrency.data;
  const currencies = useCurrencies(true);
  const prices = usePrices(currency, currency !== undefined);

  if (prices.isError) {
    return (
      <div role="alert" className="mt-8 rounded-xl bg-red-50 p-5 text-red-800">
        <p>{t('plans.failed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void prices.refetch()}>
          {t('plans.retry')}
        </Button>
      </div>
    );
  }
  if (!prices.data) {
    return (
      <p role="status" className="mt-8 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  const list = prices.data;
  const products = list.products.filter((product) => !UNLISTED_PRODUCTS.includes(product.id));

  return (
    <>
      <div className="mt-6 max-w-xs">
        <SelectField
          label={t('plans.currency')}
          value={list.currency}
          options={(currencies.data ?? [{ code: list.currency, symbol: '', names: { en: '', de: '' } }]).map(
            (option) => ({
              value: option.code,
              label: option.names[language] ? `${option.code} – ${option.names[language]}` : option.code,
            }),
          )}
          onChange={(event) => {
            if (!isCurrencyCode(event.target.value)) return;
            setChosen(event.target.value);
            if (!isSignedIn) saveCurrency(event.target.value);
          }}
        />
      </div>
      {products.length === 0 && <p className="mt-8 text-slate-700">{t('plans.empty')}</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex flex-col rounded-xl bg-white p-5 shadow-sm"
            data-testid="plan-product"
            aria-labelledby={`plan-${product.id}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 id={`plan-${product.id}`} className="text-lg font-semibold">
                {product.names[language]}
              </h2>
              {!isForSale(product.id) && (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {t('plans.laterVersion')}
                </span>
              )}
            </div>
            {product.descriptions && (
              <p className="mt-1 text-sm text-slate-600">{product.descriptions[language]}</p>
            )}
            <ProductPrices list={list} productId={product.id} language={language} />
          </li>
        ))}
      </ul>
      <PriceNotes list={list} language={language} />
    </>
  );
}
