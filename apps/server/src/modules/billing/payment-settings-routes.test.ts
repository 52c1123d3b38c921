import { fileURLToPath } from 'node:url';
import { CONTAINER_TYPES } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, setUpCompanyClients } from '../calculator/test-kit.ts';

const WEBHOOK_SECRET = 'whsec_test_settings_secret';
const signer = new Stripe('sk_test_signer');
const YEAR = 365 * 86_400;

function stripeConfig(apiBase: string) {
  return readConfig({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    BILLING_PLANS_FILE: fileURLToPath(
      new URL('../../../../../config/billing/plans.example.json', import.meta.url),
    ),
  }).billing;
}

type Json = Record<string, unknown>;
type Item = { current_period_start: number; current_period_end: number; price: Json };
const itemOf = (subscription: Json | undefined): Item => {
  const item = (subscription?.items as { data: Item[] } | undefined)?.data[0];
  if (!item) throw new Error('subscription without item');
  return item;
};

/** What `customer.subscription.deleted` leaves on the company's row of a product: the plan has ended. */
async function endPlan(app: TestApp['app'], companyId: string, product: string): Promise<void> {
  const where = and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.product, product));
  const [row] = await app.database.db.select().from(companySubscriptions).where(where);
  const details = { ...(row?.details as Record<string, unknown>), endedAt: new Date().toISOString() };
  await app.database.db.update(companySubscriptions).set({ details }).where(where);
}

describe('billing settings: subscriptions, payment method and payment history against the Stripe double', () => {
  const controls: { payImmediately: boolean; declineCards: boolean; setupMethod: 'card' | 'sepa_debit' } = {
    payImmediately: true,
    declineCards: false,
    setupMethod: 'card',
  };
  let double: StripeDouble;
  let stripe: TestApp;
  let off: TestApp;
  let company: CompanyClients;
  let subscriptionId: string;

  /** Buys a card plan through checkout (the double pays at once) and gives its Stripe subscription id. */
  async function buy(clients: CompanyClients, planId: string, formTypes?: string[]): Promise<string> {
    const checkout = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: { collectionMethod: 'charge_automatically', subscription: { planId, formTypes } },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const confirmed = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout/confirm',
      payload: { checkoutSessionId: checkout.json().checkoutSessionId },
    });
    expect(confirmed.json().status).toBe('succeeded');
    const id = double.sessions.get(checkout.json().checkoutSessionId)?.subscription;
    if (!id) throw new Error('no subscription');
    return id;
  }

  const rowOf = async (companyId: string, product: string) => {
    const [row] = await stripe.app.database.db
      .select()
      .from(companySubscriptions)
      .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.product, product)));
    return row;
  };

  const postEvent = (id: string, type: string, object: Json, created: number) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return stripe.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };

  beforeAll(async () => {
    double = await startStripeDouble(controls);
    [stripe, off] = await Promise.all([
      createTestApp({ billing: stripeConfig(double.base) }),
      createTestApp(),
    ]);
    company = await setUpCompanyClients(stripe.app);
    subscriptionId = await buy(company, 'calculator-yearly', ['company']);
  });
  afterAll(async () => {
    await Promise.all([stripe?.close(), off?.close(), double?.close()]);
  });

  it('do not exist with billing off', async () => {
    const clients = await setUpCompanyClients(off.app);
    const calls = [
      ['POST', '/api/company/payments/subscriptions/sub_1/preview', { planId: 'workforce-monthly' }],
      ['POST', '/api/company/payments/subscriptions/sub_1/change', { planId: 'x', prorationDate: 1 }],
      ['POST', '/api/company/payments/subscriptions/sub_1/cancel', undefined],
      ['POST', '/api/company/payments/subscriptions/sub_1/resume', undefined],
      ['GET', '/api/company/payments/method', undefined],
      ['POST', '/api/company/payments/method/setup', undefined],
      ['POST', '/api/company/payments/method/confirm', { checkoutSessionId: 'cs_1' }],
      ['GET', '/api/company/payments/invoices', undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await clients.owner.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps subscriptions and the payment method to the owner and the history to admins and owners', async () => {
    const before = double.calls.length;
    const base = `/api/company/payments/subscriptions/${subscriptionId}`;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const client = company[role];
      const refused = [
        await client.inject({
          method: 'POST',
          url: `${base}/preview`,
          payload: { planId: 'calculator-yearly' },
        }),
        await client.inject({
          method: 'POST',
          url: `${base}/change`,
          payload: { planId: 'calculator-yearly', formTypes: ['company', 'product'], prorationDate: 1 },
        }),
        await client.inject({ method: 'POST', url: `${base}/cancel` }),
        await client.inject({ method: 'GET', url: '/api/company/payments/method' }),
        await client.inject({ method: 'POST', url: '/api/company/payments/method/setup' }),
      ];
      for (const response of refused) expect(response.statusCode, `${role} ${response.body}`).toBe(403);
    }
    for (const role of ['editor', 'viewer'] as const) {
      const history = await company[role].inject({ method: 'GET', url: '/api/company/payments/invoices' });
      expect(history.statusCode, role).toBe(403);
    }
    expect(double.calls.length).toBe(before);
    const asAdmin = await company.admin.inject({ method: 'GET', url: '/api/company/payments/invoices' });
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(
      (await company.owner.inject({ method: 'GET', url: '/api/company/payments/method' })).statusCode,
    ).toBe(200);
  });

  it("refuses another company's subscription ids and leaves them untouched", async () => {
    const other = await setUpCompanyClients(stripe.app);
    const base = `/api/company/payments/subscriptions/${subscriptionId}`;
    const updatesBefore = double.calls.filter(
      (call) => call.path === `/v1/subscriptions/${subscriptionId}` && call.method === 'POST',
    ).length;
    const attempts = [
      await other.owner.inject({
        method: 'POST',
        url: `${base}/preview`,
        payload: { planId: 'calculator-yearly', formTypes: ['company', 'product'] },
      }),
      await other.owner.inject({
        method: 'POST',
        url: `${base}/change`,
        payload: {
          planId: 'calculator-yearly',
          formTypes: ['company', 'product'],
          prorationDate: Math.floor(Date.now() / 1000),
        },
      }),
      await other.owner.inject({ method: 'POST', url: `${base}/cancel` }),
      await other.owner.inject({ method: 'POST', url: `${base}/resume` }),
    ];
    for (const response of attempts) expect(response.statusCode, response.body).toBe(404);
    expect(
      double.calls.filter(
        (call) => call.path === `/v1/subscriptions/${subscriptionId}` && call.method === 'POST',
      ),
    ).toHaveLength(updatesBefore);
    // Not a subscription id at all: refused before anything is looked up.
    const malformed = await company.owner.inject({
      method: 'POST',
      url: '/api/company/payments/subscriptions/in_1/cancel',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('previews a prorated change of plan, makes it for the previewed moment, and the stored plan follows', async () => {
    // Half of the yearly period is used up.
    const subscription = double.subscriptions.get(subscriptionId);
    const item = itemOf(subscription);
    const now = Math.floor(Date.now() / 1000);
    item.current_period_start = now - YEAR / 2;
    item.current_period_end = now + YEAR / 2;
    const base = `/api/company/payments/subscriptions/${subscriptionId}`;

    const otherProduct = await company.owner.inject({
      method: 'POST',
      url: `${base}/preview`,
      payload: { planId: 'workforce-monthly' },
    });
    expect(otherProduct.statusCode).toBe(400);
    expect(JSON.stringify(otherProduct.json().error)).toContain('planId');
    const same = await company.owner.inject({
      method: 'POST',
      url: `${base}/preview`,
      payload: { planId: 'calculator-yearly', formTypes: ['company'] },
    });
    expect(same.statusCode).toBe(400);

    const previewResponse = await company.owner.inject({
      method: 'POST',
      url: `${base}/preview`,
      payload: { planId: 'calculator-yearly', formTypes: ['company', 'product'] },
    });
    expect(previewResponse.statusCode, previewResponse.body).toBe(200);
    const preview = previewResponse.json();
    const fraction = (item.current_period_end - preview.prorationDate) / YEAR;
    const expected = (Math.round(240_000 * fraction) - Math.round(120_000 * fraction)) / 100;
    expect(preview).toMatchObject({
      subscriptionId,
      planId: 'calculator-yearly',
      formTypes: ['company', 'product'],
      currency: 'EUR',
      amountDue: expected,
      total: expected,
      newAmount: 2400,
      interval: 'year',
    });
    expect(expected).toBeGreaterThan(599);
    expect(expected).toBeLessThan(601);
    expect(preview.lines).toHaveLength(2);
    const previewCall = double.calls.findLast((call) => call.path === '/v1/invoices/create_preview');
    expect(previewCall?.form).toMatchObject({
      subscription: subscriptionId,
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(preview.prorationDate),
      'subscription_details[items][0][price_data][unit_amount]': '240000',
    });
    // Nothing changed by looking.
    expect(itemOf(double.subscriptions.get(subscriptionId)).price.unit_amount).toBe(120_000);

    const stale = await company.owner.inject({
      method: 'POST',
      url: `${base}/change`,
      payload: { planId: 'calculator-yearly', formTypes: ['company', 'product'], prorationDate: now - 3600 },
    });
    expect(stale.statusCode).toBe(400);
    expect(JSON.stringify(stale.json().error)).toContain('prorationDate');

    const change = await company.owner.inject({
      method: 'POST',
      url: `${base}/change`,
      payload: {
        planId: 'calculator-yearly',
        formTypes: ['company', 'product'],
        prorationDate: preview.prorationDate,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    const update = double.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${subscriptionId}` && call.method === 'POST',
    );
    expect(update?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: String(preview.prorationDate),
      payment_behavior: 'error_if_incomplete',
      'items[0][price_data][unit_amount]': '240000',
      'metadata[formTypes]': 'company,product',
      'metadata[amountEur]': '2400',
    });
    // The charge Stripe made is the previewed amount.
    const charged = double.invoices.get(String(double.subscriptions.get(subscriptionId)?.latest_invoice));
    expect(Number(charged?.total) / 100).toBe(expected);

    const summary = change.json();
    expect(summary.subscriptions).toHaveLength(1);
    expect(summary.subscriptions[0]).toMatchObject({
      product: 'calculator',
      stripeSubscriptionId: subscriptionId,
      amountEur: 2400,
      formTypes: ['company', 'product'],
      cancelAtPeriodEnd: false,
    });
    expect(summary.originalTotal).toBe(2400);
    const row = await rowOf(company.companyId, 'calculator');
    expect(row?.details).toMatchObject({
      formTypeSubscriptions: {
        company: { hasPaidCurrentPeriodInvoice: true },
        product: { hasPaidCurrentPeriodInvoice: true },
      },
    });
    const whoami = await company.viewer.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json().subscriptions.calculator.formTypeSubscriptions.product).toEqual({
      hasPaidCurrentPeriodInvoice: true,
    });
    expect(double.unexpected).toEqual([]);
  });

  it('answers 409 and changes nothing when the card is declined for the change', async () => {
    controls.declineCards = true;
    const base = `/api/company/payments/subscriptions/${subscriptionId}`;
    const payload = { planId: 'calculator-yearly', formTypes: ['company', 'product', 'event'] };
    const preview = (await company.owner.inject({ method: 'POST', url: `${base}/preview`, payload })).json();
    const change = await company.owner.inject({
      method: 'POST',
      url: `${base}/change`,
      payload: { ...payload, prorationDate: preview.prorationDate },
    });
    controls.declineCards = false;
    expect(change.statusCode, change.body).toBe(409);
    expect(itemOf(double.subscriptions.get(subscriptionId)).price.unit_amount).toBe(240_000);
    const summary = await company.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(summary.json().subscriptions[0].formTypes).toEqual(['company', 'product']);
  });

  it('cancels at the end of the period and takes it back', async () => {
    const base = `/api/company/payments/subscriptions/${subscriptionId}`;
    const cancelled = await company.owner.inject({ method: 'POST', url: `${base}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscriptions[0].cancelAtPeriodEnd).toBe(true);
    expect(double.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(true);
    // Still paid until the end of the period.
    expect((await rowOf(company.companyId, 'calculator'))?.hasPaidCurrentPeriodInvoice).toBe(true);
    const resumed = await company.owner.inject({ method: 'POST', url: `${base}/resume` });
    expect(resumed.json().subscriptions[0].cancelAtPeriodEnd).toBe(false);
    expect(double.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
  });

  it('changes and cancels a plan paid by invoice with the same prorations, its change sent as an invoice', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const bought = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'send_invoice',
        subscription: { planId: 'calculator-yearly', formTypes: ['company'] },
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const first = double.invoices.get(bought.json().invoiceId) as Json;
    const id = (first.parent as { subscription_details: { subscription: string } }).subscription_details
      .subscription;
    expect(double.subscriptions.get(id)?.collection_method).toBe('send_invoice');
    await postEvent('evt_invoice_plan_paid', 'invoice.paid', { ...first, status: 'paid' }, Date.now() / 1000);
    const base = `/api/company/payments/subscriptions/${id}`;

    const listed = await clients.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(listed.json()).toMatchObject({ originalTotal: 1200 });
    expect(listed.json().proratedTotal).toBeGreaterThan(1199);
    expect(listed.json().subscriptions[0]).toMatchObject({
      collectionMethod: 'send_invoice',
      stripeSubscriptionId: id,
      paymentStatus: 'paid',
    });

    // The role minimums are those of card plans: only the owner changes or cancels.
    const before = double.calls.length;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const refused = [
        await clients[role].inject({
          method: 'POST',
          url: `${base}/preview`,
          payload: { planId: 'calculator-yearly', formTypes: ['company', 'product'] },
        }),
        await clients[role].inject({ method: 'POST', url: `${base}/cancel` }),
      ];
      for (const response of refused) expect(response.statusCode, role).toBe(403);
    }
    expect(double.calls.length).toBe(before);

    // Half of the yearly period is used up.
    const item = itemOf(double.subscriptions.get(id));
    const now = Math.floor(Date.now() / 1000);
    item.current_period_start = now - YEAR / 2;
    item.current_period_end = now + YEAR / 2;
    const payload = { planId: 'calculator-yearly', formTypes: ['company', 'product'] };
    const previewResponse = await clients.owner.inject({ method: 'POST', url: `${base}/preview`, payload });
    expect(previewResponse.statusCode, previewResponse.body).toBe(200);
    const preview = previewResponse.json();
    const fraction = (item.current_period_end - preview.prorationDate) / YEAR;
    const expected = (Math.round(240_000 * fraction) - Math.round(120_000 * fraction)) / 100;
    expect(preview).toMatchObject({
      amountDue: expected,
      total: expected,
      newAmount: 2400,
      interval: 'year',
    });
    expect(expected).toBeGreaterThan(599);
    expect(expected).toBeLessThan(601);

    const change = await clients.owner.inject({
      method: 'POST',
      url: `${base}/change`,
      payload: { ...payload, prorationDate: preview.prorationDate },
    });
    expect(change.statusCode, change.body).toBe(200);
    const update = double.calls.findLast(
      (call) => call.path === `/v1/subscriptions/${id}` && call.method === 'POST',
    );
    expect(update?.form).toMatchObject({
      proration_behavior: 'always_invoice',
      proration_date: String(preview.prorationDate),
      payment_behavior: 'allow_incomplete',
      'items[0][price_data][unit_amount]': '240000',
      'metadata[formTypes]': 'company,product',
    });
    // The previewed amount is invoiced, not charged: an open invoice sent to the company.
    const invoiced = double.invoices.get(String(double.subscriptions.get(id)?.latest_invoice));
    expect(invoiced).toMatchObject({ status: 'open', collection_method: 'send_invoice' });
    expect(Number(invoiced?.total) / 100).toBe(expected);
    const summary = change.json();
    expect(summary.subscriptions[0]).toMatchObject({
      collectionMethod: 'send_invoice',
      stripeSubscriptionId: id,
      amountEur: 2400,
      formTypes: ['company', 'product'],
    });
    expect(summary.originalTotal).toBe(2400);
    expect(summary.proratedTotal).toBeGreaterThan(1199);
    expect(summary.proratedTotal).toBeLessThanOrEqual(1200);

    // The change's invoice, paid, leaves the running period as it is.
    await postEvent('evt_invoice_plan_change_paid', 'invoice.paid', { ...invoiced, status: 'paid' }, now + 5);
    const after = await clients.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(after.json().subscriptions[0].periodEnd).toBe(
      new Date(item.current_period_end * 1000).toISOString(),
    );
    expect(after.json().proratedTotal).toBeLessThanOrEqual(1200);

    const cancelled = await clients.owner.inject({ method: 'POST', url: `${base}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscriptions[0].cancelAtPeriodEnd).toBe(true);
    expect(double.subscriptions.get(id)?.cancel_at_period_end).toBe(true);
    const resumed = await clients.owner.inject({ method: 'POST', url: `${base}/resume` });
    expect(resumed.json().subscriptions[0].cancelAtPeriodEnd).toBe(false);
    expect(double.unexpected).toEqual([]);
  });

  it('follows customer.subscription.updated and .deleted from the webhook, ignoring an older event', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const id = await buy(clients, 'calculator-yearly', ['esg']);
    const subscription = double.subscriptions.get(id) as Json;
    const later = Math.floor(Date.now() / 1000) + 100;
    const updated = await postEvent(
      'evt_sub_updated_1',
      'customer.subscription.updated',
      {
        ...subscription,
        cancel_at_period_end: true,
      },
      later,
    );
    expect(updated.json()).toEqual({ received: true, result: 'processed' });
    expect((await rowOf(clients.companyId, 'calculator'))?.details).toMatchObject({
      cancelAtPeriodEnd: true,
    });

    // An event from before: does not undo the newer state.
    const older = await postEvent(
      'evt_sub_updated_0',
      'customer.subscription.updated',
      subscription,
      later - 50,
    );
    expect(older.statusCode).toBe(200);
    expect((await rowOf(clients.companyId, 'calculator'))?.details).toMatchObject({
      cancelAtPeriodEnd: true,
    });

    const deleted = await postEvent(
      'evt_sub_deleted_1',
      'customer.subscription.deleted',
      {
        ...subscription,
        status: 'canceled',
        ended_at: later + 10,
      },
      later + 10,
    );
    expect(deleted.json()).toEqual({ received: true, result: 'processed' });
    const row = await rowOf(clients.companyId, 'calculator');
    expect(row).toMatchObject({ hasPaidCurrentPeriodInvoice: false, paymentStatus: 'unpaid' });
    const summary = await clients.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(summary.json().subscriptions).toEqual([]);
    const whoami = await clients.owner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json().subscriptions.calculator?.formTypeSubscriptions?.esg).toEqual({
      hasPaidCurrentPeriodInvoice: false,
    });
  });

  it('shows the card on file and replaces it with a SEPA Direct Debit through Stripe Checkout in setup mode', async () => {
    const first = await company.owner.inject({ method: 'GET', url: '/api/company/payments/method' });
    expect(first.json().paymentMethod).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    controls.setupMethod = 'sepa_debit';
    const setup = await company.owner.inject({ method: 'POST', url: '/api/company/payments/method/setup' });
    expect(setup.statusCode, setup.body).toBe(200);
    const created = double.calls.findLast((call) => call.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'sepa_debit',
      'metadata[companyId]': company.companyId,
    });
    expect(created?.form.success_url).toMatch(
      /\/dashboard\/settings\/payment-method\?setup_session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    const { checkoutSessionId } = setup.json();

    const foreign = await setUpCompanyClients(stripe.app);
    await foreign.owner.inject({ method: 'POST', url: '/api/company/payments/method/setup' });
    const stolen = await foreign.owner.inject({
      method: 'POST',
      url: '/api/company/payments/method/confirm',
      payload: { checkoutSessionId },
    });
    expect(stolen.statusCode).toBe(404);

    const confirmed = await company.owner.inject({
      method: 'POST',
      url: '/api/company/payments/method/confirm',
      payload: { checkoutSessionId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'succeeded',
      paymentMethod: { type: 'sepa_debit', last4: '3000', country: 'DE' },
    });
    const newMethod = confirmed.json().paymentMethod.id;
    expect(double.subscriptions.get(subscriptionId)?.default_payment_method).toBe(newMethod);
    const now = await company.owner.inject({ method: 'GET', url: '/api/company/payments/method' });
    expect(now.json().paymentMethod).toMatchObject({ type: 'sepa_debit', id: newMethod });
    controls.setupMethod = 'card';
  });

  it('reports a setup that is not finished yet as processing and sets nothing', async () => {
    controls.payImmediately = false;
    const setup = await company.owner.inject({ method: 'POST', url: '/api/company/payments/method/setup' });
    controls.payImmediately = true;
    const confirmed = await company.owner.inject({
      method: 'POST',
      url: '/api/company/payments/method/confirm',
      payload: { checkoutSessionId: setup.json().checkoutSessionId },
    });
    expect(confirmed.json()).toEqual({ status: 'processing', paymentMethod: null });
  });

  it("lists the company's invoices newest first, ten a page, continuing after the last one", async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const empty = await clients.admin.inject({ method: 'GET', url: '/api/company/payments/invoices' });
    expect(empty.json()).toEqual({ invoices: [], hasMore: false, nextStartingAfter: null });
    // Eleven Forms invoices for one to seven form types: 1200 € per form type.
    const counts = [1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4];
    for (const count of counts) {
      const response = await clients.admin.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: {
          collectionMethod: 'send_invoice',
          subscription: { planId: 'calculator-yearly', formTypes: CONTAINER_TYPES.slice(0, count) },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Ended as Stripe reports it, so the next purchase is not refused as a second running plan.
      await endPlan(stripe.app, clients.companyId, 'calculator');
    }
    const first = await clients.admin.inject({ method: 'GET', url: '/api/company/payments/invoices' });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.invoices).toHaveLength(10);
    expect(page.hasMore).toBe(true);
    expect(page.invoices[0]).toMatchObject({
      amount: 4800,
      currency: 'EUR',
      status: 'open',
      hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.test\/i\/in_/),
      invoicePdf: expect.stringMatching(/\/pdf$/),
      number: expect.stringMatching(/^DBL-/),
    });
    expect(page.invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual(
      counts
        .slice(1)
        .reverse()
        .map((count) => count * 1200),
    );
    expect(page.nextStartingAfter).toBe(page.invoices[9].id);
    const second = await clients.admin.inject({
      method: 'GET',
      url: `/api/company/payments/invoices?startingAfter=${page.nextStartingAfter}`,
    });
    expect(second.json()).toMatchObject({ hasMore: false, nextStartingAfter: null });
    expect(second.json().invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual([1200]);
    const listCall = double.calls.findLast((call) => call.path === '/v1/invoices' && call.method === 'GET');
    expect(listCall).toBeDefined();

    // The first company's history: its subscription's first invoice and the change of plan, not these.
    const own = await company.admin.inject({ method: 'GET', url: '/api/company/payments/invoices' });
    const amounts = own.json().invoices.map((invoice: { amount: number }) => invoice.amount);
    expect(amounts).toHaveLength(2);
    expect(amounts[1]).toBe(1200);
    const malformed = await company.admin.inject({
      method: 'GET',
      url: '/api/company/payments/invoices?startingAfter=sub_1',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
