import { CONTAINER_TYPES, type PricesResponse } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useSession } from '../auth/session-api.ts';
import { useCan } from '../auth/useCan.ts';
import { ProductIncludes } from '../products/ProductIncludes.tsx';
import { usePrices } from './plans-api.ts';
import { type Language, PriceNotes, ProductPrices } from './price-list.tsx';
import {
  describeSubscription,
  type FormTypeState,
  SUBSCRIBE_PAGES,
  SUBSCRIBE_PRODUCTS,
  type SubscribeProduct,
  type SubscribeStatus,
} from './subscribe-state.ts';
import { formatTrialEnd, useTrials } from './trials-api.ts';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** The product of a subscribe path (spec section 2). */
function productOfPath(pathname: string): SubscribeProduct {
  const path = pathname.replace(/\/+$/, '');
  return SUBSCRIBE_PRODUCTS.find((product) => SUBSCRIBE_PAGES[product] === path) ?? 'calculator';
}

/**
 * The subscribe pages (`/dashboard/products/subscribe` for Forms, `…/products/assessments`,
 * `…/products/climateneutral`, `/dashboard/workforce|insights|events/subscribe`): what the product gives,
 * the company's state by the entitlement policy, and its prices with a Buy link to checkout. With billing
 * off everything is included; a product this version has no pages for is not sold.
 */
export function SubscribePage() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const product = productOfPath(useLocation().pathname);
  const session = useSession();
  const appConfig = useAppConfigQuery();
  const title = t(`plans.products.${product}`);

  let body: React.ReactNode;
  let canOpen = false;
  if (!session.data || !appConfig.data) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  } else {
    const status = describeSubscription(
      { billingMode: appConfig.data.billing.mode, subscriptions: session.data.subscriptions },
      product,
    );
    canOpen = status.kind === 'included' || status.kind === 'active' || status.kind === 'invoice-pending';
    body = <SubscribeBody product={product} title={title} status={status} language={language} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-medium text-brand-700">{t('plans.subscribe.kicker')}</p>
      <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-slate-700">{t(`solutionsCatalogue.descriptions.${product}`)}</p>
      <ProductIncludes product={product} canOpen={canOpen} />
      {body}
      <p className="mt-8 text-sm">
        <Link to="/dashboard/solutions" className={linkClass}>
          {t('plans.subscribe.allSolutions')}
        </Link>
      </p>
    </div>
  );
}

function SubscribeBody({
  product,
  title,
  status,
  language,
}: {
  product: SubscribeProduct;
  title: string;
  status: SubscribeStatus;
  language: Language;
}) {
  const { t } = useTranslation();
  if (status.kind === 'included') {
    return (
      <section aria-labelledby="subscribe-state" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="subscribe-state" className="text-lg font-semibold">
          {t('plans.includedTitle')}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="subscribe-state">
          {status.modulePath
            ? t('plans.subscribe.included', { product: title })
            : t('plans.subscribe.includedLater', { product: title })}
        </p>
        {status.modulePath && (
          <Link to={status.modulePath} className={`${linkClass} mt-4 inline-block`}>
            {t('plans.subscribe.open', { product: title })}
          </Link>
        )}
      </section>
    );
  }
  if (status.kind === 'later') {
    return (
      <section aria-labelledby="subscribe-state" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="subscribe-state" className="text-lg font-semibold">
          {t('plans.laterVersion')}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="subscribe-state">
          {t('plans.subscribe.later', { product: title })}
        </p>
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="subscribe-state" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="subscribe-state" className="text-lg font-semibold">
          {t('plans.subscribe.yourCompany')}
        </h2>
        <StateText status={status} title={title} />
        {product === 'workforce' && status.kind === 'not-subscribed' ? <EndedTrial /> : null}
      </section>
      <SubscribePrices product={product} language={language} />
    </>
  );
}

/** A company whose Workforce trial ended is told when it did (a trial is not started twice). */
function EndedTrial() {
  const { t, i18n } = useTranslation();
  const trials = useTrials(true);
  const trial = trials.data?.trials.find((item) => item.product === 'workforce');
  if (!trial || Date.parse(trial.endsAt) > Date.now()) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="subscribe-trial-ended">
      {t('workforce.trial.ended', { end: formatTrialEnd(trial.endsAt, i18n.language) })}
    </p>
  );
}

function StateText({
  status,
  title,
}: {
  status: Exclude<SubscribeStatus, { kind: 'included' | 'later' }>;
  title: string;
}) {
  const { t } = useTranslation();
  const typeNames = (types: FormTypeState[], state: FormTypeState['state']) =>
    types
      .filter((type) => type.state === state)
      .sort((a, b) => CONTAINER_TYPES.indexOf(a.formType) - CONTAINER_TYPES.indexOf(b.formType))
      .map((type) => t(`calculatorShell.types.${type.formType}`))
      .join(', ');
  if (status.kind === 'not-subscribed') {
    return (
      <p className="mt-2 text-slate-700" data-testid="subscribe-state">
        {status.wasUnpaid
          ? t('plans.subscribe.unpaid', { product: title })
          : t('plans.subscribe.notSubscribed', { product: title })}
      </p>
    );
  }
  const active = typeNames(status.formTypes, 'active');
  const pending = typeNames(status.formTypes, 'invoice-pending');
  return (
    <div className="mt-2 space-y-2 text-slate-700">
      <p data-testid="subscribe-state">
        {status.kind === 'active'
          ? t('plans.subscribe.active', { product: title })
          : status.days === null
            ? t('plans.subscribe.pending', { product: title })
            : status.days === 0
              ? t('plans.subscribe.pendingToday', { product: title })
              : t('plans.subscribe.pendingDays', { product: title, count: status.days })}
      </p>
      {active && <p className="text-sm">{t('plans.subscribe.activeFormTypes', { types: active })}</p>}
      {pending && <p className="text-sm">{t('plans.subscribe.pendingFormTypes', { types: pending })}</p>}
      <Link to={status.modulePath} className={`${linkClass} inline-block`}>
        {t('plans.subscribe.open', { product: title })}
      </Link>
    </div>
  );
}

function SubscribePrices({ product, language }: { product: SubscribeProduct; language: Language }) {
  const { t } = useTranslation();
  const mayPay = useCan('payments');
  // No currency asked: the server answers in the company's currency.
  const prices = usePrices(undefined, true);
  let content: React.ReactNode;
  if (prices.isError) {
    content = (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        <p>{t('plans.failed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void prices.refetch()}>
          {t('plans.retry')}
        </Button>
      </div>
    );
  } else if (!prices.data) {
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  } else if (!hasPrices(prices.data, product)) {
    content = <p className="text-slate-700">{t('plans.subscribe.noPrices')}</p>;
  } else {
    content = (
      <>
        <ProductPrices list={prices.data} productId={product} language={language} canBuy={mayPay} />
        {!mayPay && <p className="mt-4 text-sm text-slate-600">{t('plans.subscribe.askAdmin')}</p>}
        <PriceNotes list={prices.data} language={language} />
      </>
    );
  }
  return (
    <section aria-labelledby="subscribe-prices" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="subscribe-prices" className="text-lg font-semibold">
        {t('plans.subscribe.prices')}
      </h2>
      {content}
      <p className="mt-4 text-sm">
        <Link to="/plans" className={linkClass}>
          {t('plans.subscribe.allPlans')}
        </Link>
      </p>
    </section>
  );
}

function hasPrices(list: PricesResponse, product: SubscribeProduct): boolean {
  return (
    (list.subscriptions[product]?.length ?? 0) > 0 ||
    list.singleTimePayments.some((payment) => payment.product === product)
  );
}
