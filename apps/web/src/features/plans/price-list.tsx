import { formatMoney, formatNumber, type PricesResponse } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isForSale } from './subscribe-state.ts';

export type Language = 'en' | 'de';
type Price = PricesResponse['singleTimePayments'][number];
type Plan = NonNullable<PricesResponse['subscriptions']['calculator']>[number];

/** An amount in a price list's currency, in the reader's language (core's `formatMoney`). */
export type Money = (amount: number) => string;

/** The currency format of a price list in the reader's language. */
export function moneyOf(list: PricesResponse, language: Language): Money {
  return (amount) => formatMoney(amount, list.currency, language);
}

/**
 * A product's plans and one-time payments with a Buy link each (not per-use charges), or, for a product
 * this version has no pages for, the prices with 'Later version' and nothing to buy.
 */
export function ProductPrices({
  list,
  productId,
  language,
  headingLevel = 3,
  canBuy = true,
}: {
  list: PricesResponse;
  productId: string;
  language: Language;
  headingLevel?: 3 | 4;
  /** False for members who may not pay: the prices without Buy links. */
  canBuy?: boolean;
}) {
  const { t } = useTranslation();
  const money = moneyOf(list, language);
  const forSale = isForSale(productId);
  const mayBuy = forSale && canBuy;
  // The usage charge of Events & Stays is shown with Events & Stays, not on its own.
  const plans = [
    ...(list.subscriptions[productId as keyof PricesResponse['subscriptions']] ?? []),
    ...(productId === 'events' ? (list.subscriptions.eventsUsageCharge ?? []) : []),
  ];
  const once = list.singleTimePayments.filter((payment) => payment.product === productId);
  return (
    <>
      {plans.length > 0 && (
        <PriceGroup
          title={t('plans.subscriptions')}
          headingLevel={headingLevel}
          items={plans}
          describe={(plan) => describePlan(plan as Plan, money, language, t)}
          language={language}
          buyPath={(plan) =>
            !mayBuy || (plan as Plan).interval === 'per-use'
              ? null
              : `/checkout?plan=${encodeURIComponent(plan.id)}`
          }
        />
      )}
      {once.length > 0 && (
        <PriceGroup
          title={t('plans.singleTimePayments')}
          headingLevel={headingLevel}
          items={once}
          describe={(payment) => money(payment.amount)}
          language={language}
          buyPath={(payment) => (mayBuy ? `/checkout?payment=${encodeURIComponent(payment.id)}` : null)}
        />
      )}
      {!forSale && (
        <p className="mt-4 text-sm text-slate-600" data-testid="later-version">
          {t('plans.laterVersionNote')}
        </p>
      )}
    </>
  );
}

/** Net prices, the price list's version and the exchange rate's year and source. */
export function PriceNotes({ list, language }: { list: PricesResponse; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-1 text-xs text-slate-600">
      <p>{t('plans.net', { version: list.version })}</p>
      {list.exchangeRate ? (
        <p>
          {t('plans.converted', {
            currency: list.currency,
            year: list.exchangeRate.rateYear,
            rate: formatNumber(list.exchangeRate.rate, language, 4),
            source: list.exchangeRate.sourceIds.map((id) => t(`plans.sources.${id}`)).join(' '),
          })}
          {list.exchangeRate.isFallback &&
            ` ${t('plans.convertedFallback', { year: list.exchangeRate.rateYear })}`}
        </p>
      ) : (
        <p>{t('plans.euros')}</p>
      )}
    </div>
  );
}

function PriceGroup<T extends Price>({
  title,
  headingLevel,
  items,
  describe,
  language,
  buyPath,
}: {
  title: string;
  headingLevel: 3 | 4;
  items: T[];
  describe: (item: T) => string;
  language: Language;
  /** Where the item is bought (`/checkout?…`); null: not bought at checkout. */
  buyPath: (item: T) => string | null;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="mt-4">
      <Heading className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</Heading>
      <dl className="mt-2 space-y-2">
        {items.map((item) => {
          const path = buyPath(item);
          return (
            <div key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <dt className="text-slate-700">{item.names[language]}</dt>
              <dd className="font-semibold text-slate-900">
                <span>{describe(item)}</span>
                {path && (
                  <Link
                    to={path}
                    className="ml-3 font-medium text-brand-700 underline hover:text-brand-800"
                    aria-label={t('plans.buyItem', { name: item.names[language] })}
                  >
                    {t('plans.buy')}
                  </Link>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

function describePlan(plan: Plan, money: Money, language: Language, t: TFunction): string {
  const amount = money(plan.amount);
  if (plan.interval === 'month') return t('plans.perMonth', { amount });
  if (plan.interval === 'year') return t('plans.perYear', { amount });
  return t('plans.perUse', { amount, unit: plan.usageUnit?.[language] ?? '' });
}
