import {
  type CurrencyCode,
  currenciesResponseSchema,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  pricesResponseSchema,
  visitorCurrencyResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

/** Where a visitor's default currency is kept between visits (spec section 7: `userCurrency`). */
export const USER_CURRENCY_STORAGE_KEY = 'userCurrency';

export function readSavedCurrency(): CurrencyCode | null {
  try {
    const saved = window.localStorage.getItem(USER_CURRENCY_STORAGE_KEY);
    return isCurrencyCode(saved) ? saved : null;
  } catch {
    return null; // storage can be disabled
  }
}

export function saveCurrency(currency: CurrencyCode): void {
  try {
    window.localStorage.setItem(USER_CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Not saved: the choice lasts for this page only.
  }
}

/**
 * A visitor's currency: the saved `userCurrency`, else the one of their IP address's country (asked
 * once and saved), else EUR.
 */
export function useVisitorCurrency(isEnabled: boolean) {
  return useQuery({
    queryKey: ['visitor-currency'],
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<CurrencyCode> => {
      const saved = readSavedCurrency();
      if (saved) return saved;
      const result = await http.get('/api/data/countries/visitor', { schema: visitorCurrencyResponseSchema });
      const currency = result.data?.currency ?? DEFAULT_CURRENCY;
      saveCurrency(currency);
      return currency;
    },
  });
}

export function useCurrencies(isEnabled: boolean) {
  return useQuery({
    queryKey: ['currencies'],
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await http.get('/api/orders/currencies', { schema: currenciesResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'unreachable');
      return result.data.currencies;
    },
  });
}

/** `GET /api/orders/subscriptions/prices` in a currency (none: the server picks the company's). */
export function usePrices(currency: CurrencyCode | undefined, isEnabled: boolean) {
  return useQuery({
    queryKey: ['prices', currency ?? 'company'],
    enabled: isEnabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
    queryFn: async () => {
      const result = await http.get('/api/orders/subscriptions/prices', {
        schema: pricesResponseSchema,
        query: { currency },
      });
      if (!result.data) throw new Error(result.error?.message ?? 'unreachable');
      return result.data;
    },
  });
}
