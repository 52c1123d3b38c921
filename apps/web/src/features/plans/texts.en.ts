/** English texts of the plans page (merged into the catalogue as `plans`). */
export const plansEn = {
  title: 'Plans',
  subtitle: 'What this installation offers and what it costs.',
  includedTitle: 'Everything is included',
  included:
    'This installation includes every product of this version. There is nothing to buy: sign in and use them.',
  includedProducts: 'Included products',
  laterProducts: 'In a later version',
  failed: 'Failed to fetch subscription prices.',
  retry: 'Try again',
  buy: 'Buy',
  buyItem: 'Buy {{name}}',
  currency: 'Currency',
  subscriptions: 'Subscriptions',
  singleTimePayments: 'One-time payments',
  perMonth: '{{amount}} / month',
  perYear: '{{amount}} / year',
  perUse: '{{amount}} per {{unit}}',
  net: 'Net prices, price list {{version}}.',
  converted:
    'Set in euros and converted to {{currency}} at the {{year}} annual average rate ({{rate}} per euro). {{source}}',
  sources: {
    ecb: 'Source: European Central Bank (euro foreign exchange reference rates, annual average).',
    'usd-peg':
      'UAE dirham pegged to the US dollar at 3.6725 AED/USD (Central Bank of the UAE), crossed with the ECB USD rate.',
    'fixed-conversion':
      'Lithuanian litas: irrevocable euro conversion rate 3.4528 LTL/EUR (Council Regulation (EU) No 851/2014).',
  },
  convertedFallback: 'No rate for the current year: the {{year}} average is used.',
  euros: 'Prices in euros.',
  empty: 'The operator has not set any prices yet.',
  products: {
    assessments: 'Double Materiality Assessment',
    calculator: 'Forms',
    workforce: 'Workforce',
    climateAnalytics: 'Insights',
    events: 'Events & Stays',
    employees: 'ClimateNeutral Employees',
    surveys: 'Employee Survey',
  },
};
