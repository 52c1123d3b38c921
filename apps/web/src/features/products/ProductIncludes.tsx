import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPLIERS_PATH } from '../supplier-assessments/supplier-access.ts';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** The parts of a product its page lists. */
export const PRODUCT_INCLUDES = {
  assessments: [
    'products.assessments.materiality',
    'products.assessments.suppliers',
    'products.assessments.valueChainCap',
  ],
  employees: [
    'products.employees.footprint',
    'products.employees.contributions',
    'products.employees.wording',
  ],
} as const;

/**
 * What a product includes, on its product page (`/dashboard/products/assessments`,
 * `/dashboard/products/climateneutral`); `canOpen` adds the way into what the company may open now.
 */
export function ProductIncludes({ product, canOpen }: { product: string; canOpen: boolean }) {
  const { t } = useTranslation();
  if (!(product in PRODUCT_INCLUDES)) return null;
  const parts = PRODUCT_INCLUDES[product as keyof typeof PRODUCT_INCLUDES];
  return (
    <section aria-labelledby="product-includes" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="product-includes" className="text-lg font-semibold">
        {t('products.includesTitle')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700" data-testid="product-includes">
        {parts.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      {product === 'assessments' && canOpen && (
        <Link to={SUPPLIERS_PATH} className={`${linkClass} mt-4 inline-block`}>
          {t('products.assessments.openSuppliers')}
        </Link>
      )}
    </section>
  );
}
