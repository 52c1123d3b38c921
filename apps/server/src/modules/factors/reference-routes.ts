import {
  CURRENCIES,
  conversionQuerySchema,
  conversionResponseSchema,
  countryQuerySchema,
  countryResponseSchema,
  currenciesResponseSchema,
  findCountry,
  getDefaultCurrencyForCountry,
  PUBLIC_POLICY,
  rateConvertRequestSchema,
  rateConvertResponseSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { convertCodes, describeRateSource, findCurrencyRate } from './conversions.ts';

/** The currency list and the countries ship with a release: browsers and proxies may keep them a day. */
const REFERENCE_CACHE = 'public, max-age=86400';

/**
 * Currencies, exchange rates, unit conversions and countries: reference data shipped with the product.
 * The currency list and the country lookup are public because the registration and pricing pages use
 * them before anybody signs in; conversions are for signed-in users, like the factors.
 */
export function createReferenceDataRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/data/conversions',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['reference data'],
          summary: 'Rate between two currencies (annual average of the date’s year) or two units',
          querystring: conversionQuerySchema,
          response: { 200: conversionResponseSchema },
        },
      },
      async (request) => ({
        conversion: convertCodes(request.query.from, request.query.to, request.query.date),
      }),
    );

    app.get(
      '/api/orders/currencies',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['reference data'],
          summary: 'The supported currencies with symbol and names',
          response: { 200: currenciesResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', REFERENCE_CACHE);
        return {
          currencies: CURRENCIES.map((currency) => ({
            code: currency.code,
            symbol: currency.symbol,
            names: { en: currency.names.en, de: currency.names.de },
          })),
        };
      },
    );

    app.post(
      '/api/orders/currencies/rates/convert',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['reference data'],
          summary: 'Exchange rate between two currencies (annual average; the latest year by default)',
          body: rateConvertRequestSchema,
          response: { 200: rateConvertResponseSchema },
        },
      },
      async (request) => {
        const rate = findCurrencyRate(request.body.from, request.body.to, request.body.year);
        return {
          rate: rate.rate,
          rateYear: rate.rateYear,
          source: describeRateSource(rate),
          isFallback: rate.isFallback,
        };
      },
    );

    app.get(
      '/api/data/countries',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['reference data'],
          summary: 'A country by ISO code, with the currency to default to',
          querystring: countryQuerySchema,
          response: { 200: countryResponseSchema },
        },
      },
      async (request, reply) => {
        const country = findCountry(request.query.code);
        if (!country) throw new AppError('NOT_FOUND', `No country has the code ${request.query.code}.`);
        reply.header('cache-control', REFERENCE_CACHE);
        return {
          code: country.code,
          name: country.name,
          currency: getDefaultCurrencyForCountry(country),
          localCurrency: country.currencies[0] ?? null,
        };
      },
    );
  };
}
