import { type EntitlementQuery, isEntitled, type Product } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { CATALOGUE_PRODUCTS, MODULE_PATHS } from '../plans/catalogue.ts';
import { subscribePathOf } from '../plans/subscribe-state.ts';

/** The calculator counts as active when any form type is: the catalogue shows "Forms" as one product. */
function isProductActive(
  product: Product,
  context: Parameters<typeof isEntitled>[0],
  formTypes: readonly string[],
): boolean {
  if (product !== 'calculator') return isEntitled(context, { product } as EntitlementQuery);
  return formTypes.some((formType) =>
    isEntitled(context, { product: 'calculator', formType } as EntitlementQuery),
  );
}

/**
 * `/dashboard/solutions`: the solutions catalogue (spec section 1; 'Events & Stays Usage' is not listed),
 * each product with whether the company may use it now (the entitlement policy) and a way to it.
 */
export function SolutionsCataloguePage() {
  const { t } = useTranslation();
  const session = useSession();
  const appConfig = useAppConfigQuery();
  if (!session.data || !appConfig.data) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  const billingMode = appConfig.data.billing.mode;
  const context = { billingMode, subscriptions: session.data.subscriptions };
  const formTypes = Object.keys(session.data.subscriptions.calculator?.formTypeSubscriptions ?? {});

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('solutionsCatalogue.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('solutionsCatalogue.subtitle')}</p>
      {billingMode === 'off' && (
        <p className="mt-2 text-sm text-slate-600">{t('solutionsCatalogue.includedNote')}</p>
      )}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CATALOGUE_PRODUCTS.map((product) => {
          const isActive = isProductActive(product, context, formTypes);
          const title = t(`plans.products.${product}`);
          const modulePath = MODULE_PATHS[product];
          // A product without pages in this version is never called included or active: it says so.
          const statusText = !modulePath
            ? t('solutionsCatalogue.status.later')
            : billingMode === 'off'
              ? t('solutionsCatalogue.status.included')
              : isActive
                ? t('solutionsCatalogue.status.active')
                : t('solutionsCatalogue.status.inactive');
          return (
            <li
              key={product}
              className="flex flex-col rounded-xl bg-white p-5 shadow-sm"
              data-testid="solution"
              aria-labelledby={`solution-${product}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={`solution-${product}`} className="text-lg font-semibold">
                  {title}
                </h2>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    isActive && modulePath ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {statusText}
                </span>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">
                {t(`solutionsCatalogue.descriptions.${product}`)}
              </p>
              <div className="mt-4 text-sm">
                {isActive && modulePath && (
                  <Link to={modulePath} className="font-medium text-brand-700 underline hover:text-brand-800">
                    {t('solutionsCatalogue.open', { product: title })}
                  </Link>
                )}
                {!isActive && modulePath && (
                  <Link
                    to={subscribePathOf(product)}
                    className="font-medium text-brand-700 underline hover:text-brand-800"
                  >
                    {t('solutionsCatalogue.seePlans', { product: title })}
                  </Link>
                )}
                {!modulePath && <p className="text-slate-500">{t('solutionsCatalogue.notYetAvailable')}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
