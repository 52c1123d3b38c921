import {
  type CustomPlanPreview,
  type CustomPlanPrice,
  formatDate,
  formatMoney,
  formatNumber,
  isProductOnSale,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/useDateFormat.ts';

type Licence = CustomPlanPreview & {
  price?: CustomPlanPrice | null;
  invoicedSeparately?: boolean;
  note?: string | null;
};

/** Reads an ISO date as a calendar day (no time zone shift) through core's formatter, in `useDateFormat`'s locale. */
export function formatPlanDate(isoDate: string, dateLocale: string): string {
  return formatDate(isoDate.slice(0, 10), dateLocale);
}

/**
 * The licence details of a custom plan as a description list: products (with Forms' form types), seats,
 * term and, when given, the price or "invoiced separately" and the note.
 */
export function CustomPlanLicence({ plan }: { plan: Licence }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { dateLocale } = useDateFormat();
  const displayLocale = language === 'de' ? 'de' : 'en';
  const hasPricing = plan.price !== undefined || plan.invoicedSeparately !== undefined;
  const rows: { label: string; value: string; testId: string }[] = [
    {
      label: t('customPlans.licence.products'),
      // A product this version has no pages for is named as coming later: a licence never promises more.
      value: plan.products
        .map((product) =>
          isProductOnSale(product)
            ? t(`customPlans.products.${product}`)
            : `${t(`customPlans.products.${product}`)} (${t('plans.laterVersion')})`,
        )
        .join(', '),
      testId: 'licence-products',
    },
  ];
  if (plan.formTypes.length > 0)
    rows.push({
      label: t('customPlans.licence.formTypes'),
      value: plan.formTypes
        .map((type) => t(`calculatorShell.types.${type}` as 'calculatorShell.types.company'))
        .join(', '),
      testId: 'licence-form-types',
    });
  rows.push(
    {
      label: t('customPlans.licence.seats'),
      value: t('customPlans.licence.seatCount', {
        count: plan.seats,
        formatted: formatNumber(plan.seats, displayLocale, 0),
      }),
      testId: 'licence-seats',
    },
    {
      label: t('customPlans.licence.term'),
      value: t('customPlans.licence.termRange', {
        start: formatPlanDate(plan.startsOn, dateLocale),
        end: formatPlanDate(plan.endsOn, dateLocale),
      }),
      testId: 'licence-term',
    },
  );
  if (hasPricing)
    rows.push({
      label: t('customPlans.licence.price'),
      value: plan.price
        ? formatMoney(plan.price.amount, plan.price.currency, displayLocale)
        : t('customPlans.licence.invoicedSeparately'),
      testId: 'licence-price',
    });
  if (plan.note)
    rows.push({ label: t('customPlans.licence.note'), value: plan.note, testId: 'licence-note' });

  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map((row) => (
        <div key={row.testId} className="contents">
          <dt className="font-medium text-slate-700">{row.label}</dt>
          <dd className="mb-2 break-words text-slate-900 sm:mb-0" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
