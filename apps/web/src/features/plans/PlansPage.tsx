import {
  type CurrencyCode,
  isCurrencyCode,
  type PricesResponse,
  UNLISTED_PRODUCTS,
} from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useSession } from '../auth/session-api.ts';
import { CATALOGUE_PRODUCTS, MODULE_PATHS } from './catalogue.ts';
import { saveCurrency, useCurrencies, usePrices, useVisitorCurrency } from './plans-api.ts';

type Language = 'en' | 'de';
type Price = PricesResponse['singleTimePayments'][number];
type Plan = NonNullable<PricesResponse['subscriptions']['calculator']>[number];

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
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: list.currency });
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
        {products.map((product) => {
          // The usage charge of Events & Stays is shown with Events & Stays, not on its own.
          const plans = [
            ...(list.subscriptions[product.id] ?? []),
            ...(product.id === 'events' ? (list.subscriptions.eventsUsageCharge ?? []) : []),
          ];
          const once = list.singleTimePayments.filter((payment) => payment.product === product.id);
          return (
            <li key={product.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold">{product.names[language]}</h2>
              {product.descriptions && (
                <p className="mt-1 text-sm text-slate-600">{product.descriptions[language]}</p>
              )}
              {plans.length > 0 && (
                <PriceGroup
                  title={t('plans.subscriptions')}
                  items={plans}
                  describe={(plan) => describePlan(plan as Plan, money, language, t)}
                  language={language}
                  buyPath={(plan) =>
                    (plan as Plan).interval === 'per-use'
                      ? null
                      : `/checkout?plan=${encodeURIComponent(plan.id)}`
                  }
                />
              )}
              {once.length > 0 && (
                <PriceGroup
                  title={t('plans.singleTimePayments')}
                  items={once}
                  describe={(payment) => money.format(payment.amount)}
                  language={language}
                  buyPath={(payment) => `/checkout?payment=${encodeURIComponent(payment.id)}`}
                />
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 space-y-1 text-xs text-slate-600">
        <p>{t('plans.net', { version: list.version })}</p>
        {list.exchangeRate ? (
          <p>
            {t('plans.converted', {
              currency: list.currency,
              year: list.exchangeRate.rateYear,
              rate: new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(
                list.exchangeRate.rate,
              ),
              source: list.exchangeRate.sourceIds.map((id) => t(`plans.sources.${id}`)).join(' '),
            })}
            {list.exchangeRate.isFallback &&
              ` ${t('plans.convertedFallback', { year: list.exchangeRate.rateYear })}`}
          </p>
        ) : (
          <p>{t('plans.euros')}</p>
        )}
      </div>
    </>
  );
}

function PriceGroup<T extends Price>({
  title,
  items,
  describe,
  language,
  buyPath,
}: {
  title: string;
  items: T[];
  describe: (item: T) => string;
  language: Language;
  /** Where the item is bought (`/checkout?…`); null: not bought at checkout (per-use charges). */
  buyPath: (item: T) => string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="mt-2 space-y-2">
        {items.map((item) => (
          <div key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <dt className="text-slate-700">{item.names[language]}</dt>
            <dd className="font-semibold text-slate-900">
              <span>{describe(item)}</span>
              {buyPath(item) && (
                <Link
                  to={buyPath(item) ?? ''}
                  className="ml-3 font-medium text-brand-700 underline hover:text-brand-800"
                  aria-label={t('plans.buyItem', { name: item.names[language] })}
                >
                  {t('plans.buy')}
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function describePlan(plan: Plan, money: Intl.NumberFormat, language: Language, t: TFunction): string {
  const amount = money.format(plan.amount);
  if (plan.interval === 'month') return t('plans.perMonth', { amount });
  if (plan.interval === 'year') return t('plans.perYear', { amount });
  return t('plans.perUse', { amount, unit: plan.usageUnit?.[language] ?? '' });
}
