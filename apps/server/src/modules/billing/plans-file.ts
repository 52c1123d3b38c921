import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type CurrencyCode,
  DEFAULT_CURRENCY,
  getRate,
  getRateYearRange,
  hasShippedRate,
  type PlansFile,
  type PricesResponse,
  plansFileSchema,
  type RateSource,
} from '@carbon-ledger/core';
import { ConfigError } from '../../config.ts';
import { describeRateSource } from '../factors/conversions.ts';

/**
 * Reads and validates the operator's prices file. Throws a ConfigError in one line naming the file and
 * every wrong field, so the server refuses to start with a broken price list.
 */
export function readPlansFile(path: string): PlansFile {
  const fullPath = resolve(path);
  let text: string;
  try {
    text = readFileSync(fullPath, 'utf8');
  } catch {
    throw new ConfigError(
      `BILLING_PLANS_FILE: cannot read ${fullPath}; copy config/billing/plans.example.json there and set your prices.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`BILLING_PLANS_FILE: ${fullPath} is not valid JSON (${(error as Error).message}).`);
  }
  const parsed = plansFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new ConfigError(`BILLING_PLANS_FILE: ${fullPath} is invalid: ${issues.join('; ')}`);
  }
  return parsed.data;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The price list in a currency, at the EUR annual average of the latest year with a rate. A currency
 * without a shipped rate (COP, TND) is answered in EUR with no exchange rate.
 */
export function presentPrices(plans: PlansFile, wanted: CurrencyCode): PricesResponse {
  const currency = hasShippedRate(wanted) ? wanted : DEFAULT_CURRENCY;
  const rate = currency === DEFAULT_CURRENCY ? undefined : getRate('EUR', currency, getRateYearRange().last);
  const factor = rate?.rate ?? 1;
  const price = <T extends { amount: number }>(item: T) => ({
    ...item,
    amount: toCents(item.amount * factor),
    amountEur: item.amount,
  });
  const subscriptions: PricesResponse['subscriptions'] = {};
  for (const plan of plans.plans) {
    const { id, product, names, interval, usageUnit } = plan;
    const list = subscriptions[product] ?? [];
    list.push(
      price({ id, product, names, interval, amount: plan.amount, ...(usageUnit ? { usageUnit } : {}) }),
    );
    subscriptions[product] = list;
  }
  return {
    version: plans.version,
    currency,
    exchangeRate: rate
      ? {
          rate: rate.rate,
          rateYear: rate.rateYear,
          source: describeRateSource(rate),
          sourceIds: [
            ...new Set(
              [rate.fromLeg.source, rate.toLeg.source].filter(
                (source): source is RateSource => source !== 'euro',
              ),
            ),
          ],
          isFallback: rate.isFallback,
        }
      : null,
    products: plans.products,
    subscriptions,
    singleTimePayments: plans.singleTimePayments.map(({ id, product, names, amount }) =>
      price({ id, product, names, amount }),
    ),
  };
}
