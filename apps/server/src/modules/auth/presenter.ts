import {
  DEFAULT_CURRENCY,
  getCurrency,
  getRate,
  getRateYearRange,
  isCurrencyCode,
  type SessionUser,
  type Subscriptions,
} from '@carbon-ledger/core';
import type { companies, users } from '../../db/schema/identity.ts';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** EUR → company currency at the latest annual average shipped with the product. */
function presentCurrencyInfo(code: string): SessionUser['currencyInfo'] {
  const currency =
    getCurrency(isCurrencyCode(code) ? code : DEFAULT_CURRENCY) ?? getCurrency(DEFAULT_CURRENCY);
  if (!currency) throw new Error('The default currency is missing from the currency table.');
  let conversionFactor = 1;
  try {
    conversionFactor = getRate('EUR', currency.code, getRateYearRange().last).rate;
  } catch {
    conversionFactor = 1; // no documented rate: amounts stay in EUR and the UI says so
  }
  return {
    currency: currency.code,
    currencySymbol: currency.symbol,
    currencyName: currency.names.en,
    conversionFactor,
  };
}

/**
 * The session response of spec section 3 (`whoami`, `login`). `subscriptions` comes from
 * `loadCompanySubscriptions` (billing mode and the company's stored subscriptions).
 */
export function presentSessionUser(
  user: UserRow,
  company: CompanyRow,
  role: string,
  subscriptions: Subscriptions,
): SessionUser {
  return {
    _id: user.id,
    email: user.email,
    nameFirst: user.nameFirst,
    nameLast: user.nameLast,
    language: user.language,
    isSitewideAdmin: user.isSitewideAdmin,
    company: company.id,
    companyInfo: {
      company: company.company,
      brand: company.brand,
      address: company.address,
      city: company.city,
      zip: company.zip,
      country: company.country,
      ...(company.vatType ? { vatType: company.vatType } : {}),
      ...(company.vatId ? { vatId: company.vatId } : {}),
    },
    companyRelationship: { role },
    currencyInfo: presentCurrencyInfo(company.currency),
    subscriptions,
  };
}
