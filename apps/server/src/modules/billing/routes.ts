import {
  isCurrencyCode,
  PUBLIC_POLICY,
  pricesQuerySchema,
  pricesResponseSchema,
  visitorCurrencyResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { findCompany } from '../auth/queries.ts';
import { presentPrices, readPlansFile } from './plans-file.ts';
import { findVisitorCurrency } from './visitor-country.ts';

/** Prices change with the operator's file and the viewer's currency: a browser may keep them briefly. */
const PRICES_CACHE = 'private, max-age=300';
/** The visitor's address decides; only their own browser may keep it. */
const VISITOR_CACHE = 'private, max-age=86400';

/**
 * Prices and the visitor's default currency. The prices file is read (and validated) when the routes
 * are built, so a broken file stops the server at start. With billing off there are no prices.
 */
export function createBillingRoutes(config: AppConfig): FastifyPluginAsyncZod {
  const plans = config.billing.mode === 'stripe' ? readPlansFile(config.billing.plansFile) : undefined;
  return async (app) => {
    const db = app.database.db;

    app.get(
      '/api/orders/subscriptions/prices',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['billing'],
          summary:
            'The operator’s plans and single-time payments, converted from EUR to the currency asked for, else the signed-in company’s, else EUR',
          querystring: pricesQuerySchema,
          response: { 200: pricesResponseSchema },
        },
      },
      async (request, reply) => {
        if (!plans) {
          throw new AppError(
            'NOT_FOUND',
            'This installation includes every product: billing is off and there are no prices.',
          );
        }
        let currency = request.query.currency;
        if (!currency && request.actor) {
          const company = await findCompany(db, request.actor.companyId);
          if (company && isCurrencyCode(company.currency)) currency = company.currency;
        }
        reply.header('cache-control', PRICES_CACHE).header('vary', 'cookie');
        return presentPrices(plans, currency ?? 'EUR');
      },
    );

    app.get(
      '/api/data/countries/visitor',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['reference data'],
          summary:
            'The visitor’s country from their IP address (offline table) and the currency to default to',
          response: { 200: visitorCurrencyResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', VISITOR_CACHE);
        return findVisitorCurrency(request.ip);
      },
    );
  };
}
