import { fileURLToPath } from 'node:url';
import { daysUntilInvoiceDue, decideEntitlement } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { checkoutClaims, companySubscriptions, stripeWebhookEvents } from '../../db/schema/billing.ts';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, general, setUpCompanyClients } from '../calculator/test-kit.ts';
import { CHECKOUT_CLAIM_SECONDS } from './checkout-claims.ts';

const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
const signer = new Stripe('sk_test_signer');

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

function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_790_000_000,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}

describe('Stripe checkout, confirmation, payment summary and webhook', () => {
  let double: StripeDouble;
  let stripe: TestApp;
  let off: TestApp;
  let company: CompanyClients;

  const postEvent = (payload: string, secret = WEBHOOK_SECRET, header?: string) =>
    stripe.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': header ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });

  const rowOf = async (companyId: string, product: string) => {
    const [row] = await stripe.app.database.db
      .select()
      .from(companySubscriptions)
      .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.product, product)));
    return row;
  };

  beforeAll(async () => {
    double = await startStripeDouble();
    [stripe, off] = await Promise.all([
      createTestApp({ billing: stripeConfig(double.base) }),
      createTestApp(),
    ]);
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await Promise.all([stripe.close(), off.close(), double.close()]);
  });

  it('do not exist with billing off', async () => {
    const clients = await setUpCompanyClients(off.app);
    const checkout = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: { collectionMethod: 'send_invoice', subscription: { planId: 'workforce-monthly' } },
    });
    expect(checkout.statusCode).toBe(404);
    const webhook = await off.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });

  it('refuse checkout below admin and payloads that are not one plan or one payment, naming the field', async () => {
    const asEditor = await company.editor.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: { collectionMethod: 'charge_automatically', subscription: { planId: 'workforce-monthly' } },
    });
    expect(asEditor.statusCode).toBe(403);
    const cases = [
      [{ collectionMethod: 'charge_automatically' }, 'subscription'],
      [
        {
          collectionMethod: 'charge_automatically',
          subscription: { planId: 'workforce-monthly' },
          singleTimePayment: { paymentId: 'survey-once' },
        },
        'singleTimePayment',
      ],
      [{ collectionMethod: 'cash', subscription: { planId: 'workforce-monthly' } }, 'collectionMethod'],
      [{ collectionMethod: 'send_invoice', subscription: { planId: 'no-such-plan' } }, 'subscription.planId'],
      [{ collectionMethod: 'send_invoice', subscription: { planId: 'events-usage' } }, 'subscription.planId'],
      // Products this version has no pages for are not sold, even when the prices file lists them.
      [
        { collectionMethod: 'send_invoice', subscription: { planId: 'events-monthly' } },
        'subscription.planId',
      ],
      [
        { collectionMethod: 'charge_automatically', singleTimePayment: { paymentId: 'survey-once' } },
        'singleTimePayment.paymentId',
      ],
      [
        { collectionMethod: 'send_invoice', subscription: { planId: 'calculator-yearly' } },
        'subscription.formTypes',
      ],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await company.admin.inject({ method: 'POST', url: '/api/orders/checkout', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().error), JSON.stringify(payload)).toContain(field);
    }
    expect(double.calls).toHaveLength(0);
  });

  it('sends a card subscription to Stripe Checkout and records it paid once confirmed', async () => {
    const response = await company.admin.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'charge_automatically',
        subscription: { planId: 'calculator-yearly', formTypes: ['company'] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.kind).toBe('redirect');
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = double.calls.find((call) => call.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[companyId]': company.companyId,
      'metadata[product]': 'calculator',
      'subscription_data[metadata][priceId]': 'calculator-yearly',
    });
    expect(created?.form.success_url).toContain('/checkout?session_id={CHECKOUT_SESSION_ID}');

    const confirm = () =>
      company.admin.inject({
        method: 'POST',
        url: '/api/orders/checkout/confirm',
        payload: { checkoutSessionId: body.checkoutSessionId },
      });
    const pending = await confirm();
    expect(pending.json()).toEqual({ status: 'processing', product: 'calculator' });
    expect(await rowOf(company.companyId, 'calculator')).toBeUndefined();

    const session = double.sessions.get(body.checkoutSessionId);
    if (!session) throw new Error('session not stored');
    session.payment_status = 'paid';
    session.status = 'complete';
    session.subscription = 'sub_test_forms';
    expect((await confirm()).json()).toEqual({ status: 'succeeded', product: 'calculator' });
    const row = await rowOf(company.companyId, 'calculator');
    expect(row).toMatchObject({
      collectionMethod: 'charge_automatically',
      hasPaidCurrentPeriodInvoice: true,
      paymentStatus: 'paid',
      stripeSubscriptionId: 'sub_test_forms',
    });

    const summary = await company.admin.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().originalTotal).toBe(1200);
    expect(summary.json().proratedTotal).toBeGreaterThan(1199);
    expect(summary.json().proratedTotal).toBeLessThanOrEqual(1200);
    expect(summary.json().subscriptions[0]).toMatchObject({ product: 'calculator', interval: 'year' });

    // Another company cannot look at this checkout.
    const other = await setUpCompanyClients(stripe.app);
    const foreign = await other.admin.inject({
      method: 'POST',
      url: '/api/orders/checkout/confirm',
      payload: { checkoutSessionId: body.checkoutSessionId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(double.unexpected).toEqual([]);
  });

  it('reports a card checkout that ended without payment as failed', async () => {
    // A company of its own: the first one's Forms plan runs, so it would not be sold a second.
    const clients = await setUpCompanyClients(stripe.app);
    // In subscription mode Stripe keeps a declined card on its own page; the session ends expired.
    const response = await clients.admin.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'charge_automatically',
        subscription: { planId: 'calculator-yearly', formTypes: ['product'] },
      },
    });
    const { checkoutSessionId } = response.json();
    const session = double.sessions.get(checkoutSessionId);
    if (!session) throw new Error('session not stored');
    session.status = 'expired';
    const confirmed = await clients.admin.inject({
      method: 'POST',
      url: '/api/orders/checkout/confirm',
      payload: { checkoutSessionId },
    });
    expect(confirmed.json()).toEqual({ status: 'failed', product: 'calculator' });
  });

  it('makes a plan bought by invoice a Stripe subscription that sends its invoices, stored unpaid until Stripe reports it paid', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    // Asked before the checkout: the session answer is cached, and must not outlive the purchase.
    const before = await clients.owner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(before.json().subscriptions).toEqual({});
    const response = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'send_invoice',
        subscription: { planId: 'calculator-yearly', formTypes: ['company', 'product'] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      invoiceDueAt: '2030-01-31T00:00:00.000Z',
      amountEur: 2400,
      hostedInvoiceUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.test\/i\/in_/),
    });
    // A subscription with send_invoice renews every period; no one-off invoice is made.
    const created = double.calls.findLast((call) => call.path === '/v1/subscriptions');
    expect(created?.form).toMatchObject({
      collection_method: 'send_invoice',
      days_until_due: '30',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][unit_amount]': '240000',
      'items[0][price_data][recurring][interval]': 'year',
      'metadata[companyId]': clients.companyId,
      'metadata[product]': 'calculator',
      'metadata[kind]': 'subscription',
      'metadata[formTypes]': 'company,product',
    });
    const product = double.calls.findLast((call) => call.path === '/v1/products');
    expect(created?.form['items[0][price_data][product]']).toBeTruthy();
    expect(product?.form.name).toBe('Forms, yearly (company, product)');
    expect(double.calls.some((call) => call.path === '/v1/invoiceitems')).toBe(false);
    const subscriptionId = [...double.subscriptions.values()].findLast(
      (candidate) => (candidate.metadata as Record<string, string>).companyId === clients.companyId,
    )?.id as string;
    const subscription = double.subscriptions.get(subscriptionId);
    expect(subscription).toMatchObject({ collection_method: 'send_invoice', days_until_due: 30 });
    expect(subscription?.latest_invoice).toBe(invoice.invoiceId);
    expect(double.calls.some((call) => call.path === `/v1/invoices/${invoice.invoiceId}/finalize`)).toBe(
      true,
    );
    expect(double.calls.some((call) => call.path === `/v1/invoices/${invoice.invoiceId}/send`)).toBe(true);

    const unpaid = await rowOf(clients.companyId, 'calculator');
    expect(unpaid).toMatchObject({
      collectionMethod: 'send_invoice',
      hasPaidCurrentPeriodInvoice: false,
      paymentStatus: 'unpaid',
      stripeSubscriptionId: subscriptionId,
    });
    expect(unpaid?.invoiceDueAt?.toISOString()).toBe('2030-01-31T00:00:00.000Z');
    const whoami = await clients.owner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json().subscriptions.calculator).toMatchObject({
      collectionMethod: 'send_invoice',
      invoiceDueAt: '2030-01-31T00:00:00.000Z',
      hasPaidCurrentPeriodInvoice: false,
    });

    const firstInvoice = double.invoices.get(invoice.invoiceId) as Record<string, unknown>;
    const overdue = await postEvent(event('evt_overdue_1', 'invoice.overdue', firstInvoice));
    expect(overdue.json()).toEqual({ received: true, result: 'processed' });
    expect(await rowOf(clients.companyId, 'calculator')).toMatchObject({ paymentStatus: 'past_due' });

    const paid = await postEvent(event('evt_paid_1', 'invoice.paid', { ...firstInvoice, status: 'paid' }));
    expect(paid.json()).toEqual({ received: true, result: 'processed' });
    const row = await rowOf(clients.companyId, 'calculator');
    expect(row).toMatchObject({
      hasPaidCurrentPeriodInvoice: true,
      paymentStatus: 'paid',
      collectionMethod: 'send_invoice',
      stripeSubscriptionId: subscriptionId,
    });
    expect(row?.details).toMatchObject({
      formTypeSubscriptions: {
        company: { hasPaidCurrentPeriodInvoice: true },
        product: { hasPaidCurrentPeriodInvoice: true },
      },
    });
    // A late invoice.finalized of the paid first invoice does not make it unpaid again.
    const late = await postEvent(
      event('evt_finalized_late', 'invoice.finalized', { ...firstInvoice, status: 'open' }),
    );
    expect(late.statusCode).toBe(200);
    expect((await rowOf(clients.companyId, 'calculator'))?.hasPaidCurrentPeriodInvoice).toBe(true);
  });

  it.each([
    { planId: 'workforce-monthly', formTypes: undefined, product: 'workforce' },
    { planId: 'calculator-yearly', formTypes: ['company'], product: 'calculator' },
  ])(
    'closes $product bought by invoice once Stripe reports the invoice overdue (402 until paid), whatever the stored due date and subscription id say',
    async ({ planId, formTypes, product }) => {
      const clients = await setUpCompanyClients(stripe.app);
      const bought = await clients.owner.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: { collectionMethod: 'send_invoice', subscription: { planId, formTypes } },
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const { invoiceId } = bought.json();
      // A gated call of the product: Workforce's summary, or creating a year of a Forms project.
      let year = 2020;
      const useProduct = async () => {
        if (product === 'workforce') {
          return (await clients.viewer.inject({ method: 'GET', url: '/api/company/workforce/summary' }))
            .statusCode;
        }
        year += 1;
        const created = await clients.owner.inject({
          method: 'POST',
          url: '/api/company/calculator/instances',
          payload: {
            container: { name: `HQ ${year}`, type: 'company' },
            general: general({ year }),
          },
        });
        return created.statusCode;
      };
      // The invoice is due in the future: pending, the product is open.
      expect(await useProduct()).toBeLessThan(300);

      const invoice = double.invoices.get(invoiceId) as Record<string, unknown>;
      const overdue = await postEvent(event(`evt_overdue_${product}`, 'invoice.overdue', invoice));
      expect(overdue.json()).toEqual({ received: true, result: 'processed' });
      const row = await rowOf(clients.companyId, product);
      expect(row).toMatchObject({ paymentStatus: 'past_due', hasPaidCurrentPeriodInvoice: false });
      expect(row?.stripeSubscriptionId).toBeTruthy();
      expect(row?.invoiceDueAt?.getTime()).toBeGreaterThan(Date.now());
      expect(await useProduct()).toBe(402);
      const whoami = await clients.viewer.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(whoami.json().subscriptions[product]).toMatchObject({ isPastDue: true });

      const paid = await postEvent(
        event(`evt_overdue_paid_${product}`, 'invoice.paid', { ...invoice, status: 'paid' }),
      );
      expect(paid.json()).toEqual({ received: true, result: 'processed' });
      expect(await useProduct()).toBeLessThan(300);
    },
  );

  it('follows the renewal of a plan paid by invoice: the next period unpaid with its due date, then paid; replays and bad signatures change nothing', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const bought = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'send_invoice',
        subscription: { planId: 'calculator-yearly', formTypes: ['esg'] },
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const first = double.invoices.get(bought.json().invoiceId) as Record<string, unknown>;
    const subscriptionId = (first.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    await postEvent(event('evt_renew_first_paid', 'invoice.paid', { ...first, status: 'paid' }));
    const paidRow = await rowOf(clients.companyId, 'calculator');
    expect(paidRow?.hasPaidCurrentPeriodInvoice).toBe(true);
    const firstEnd = (paidRow?.details as { periodEnd?: string } | undefined)?.periodEnd;

    // A year later Stripe starts the next period and creates its invoice (a draft without a due date).
    const renewal = double.renew(subscriptionId);
    expect(renewal).toMatchObject({ status: 'draft', billing_reason: 'subscription_cycle', due_date: null });
    const createdPayload = event('evt_renew_created', 'invoice.created', renewal);
    const forged = await postEvent(createdPayload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(clients.companyId, 'calculator'))?.hasPaidCurrentPeriodInvoice).toBe(true);

    const createdEvent = await postEvent(createdPayload);
    expect(createdEvent.json()).toEqual({ received: true, result: 'processed' });
    const renewed = await rowOf(clients.companyId, 'calculator');
    const expectedDue = new Date((Number(renewal.created) + 30 * 86_400) * 1000);
    expect(renewed).toMatchObject({ hasPaidCurrentPeriodInvoice: false, paymentStatus: 'unpaid' });
    expect(renewed?.invoiceDueAt?.toISOString()).toBe(expectedDue.toISOString());
    expect(renewed?.details).toMatchObject({
      periodStart: firstEnd,
      formTypeSubscriptions: { esg: { hasPaidCurrentPeriodInvoice: false } },
    });
    // What the 'Invoice pending' banner shows.
    const session = await clients.viewer.inject({ method: 'GET', url: '/api/auth/whoami' });
    const calculator = session.json().subscriptions.calculator;
    expect(calculator).toMatchObject({
      collectionMethod: 'send_invoice',
      hasPaidCurrentPeriodInvoice: false,
      invoiceDueAt: expectedDue.toISOString(),
    });
    expect(daysUntilInvoiceDue(calculator, new Date())).toBe(
      Math.round((expectedDue.getTime() - Date.now()) / 86_400_000),
    );
    expect(daysUntilInvoiceDue(calculator, new Date())).toBeGreaterThanOrEqual(29);
    // Until the due date the renewed period keeps Forms open (the banner counts down), after it not.
    await expect(
      createProject(clients.owner, { name: 'Renewed ESG', type: 'esg', year: 2025 }),
    ).resolves.toMatchObject({ instanceId: expect.any(String) });
    const context = { billingMode: 'stripe' as const, subscriptions: session.json().subscriptions };
    const query = { product: 'calculator' as const, formType: 'esg' as const };
    expect(decideEntitlement(context, query)).toEqual({ isAllowed: true, reason: 'invoice-pending' });
    const afterDue = new Date(expectedDue.getTime() + 86_400_000);
    expect(decideEntitlement({ ...context, now: afterDue }, query).isAllowed).toBe(false);

    // Finalised, the invoice names its due date.
    const dueDate = Math.floor(Date.parse('2031-03-01T00:00:00Z') / 1000);
    const finalized = await postEvent(
      event('evt_renew_finalized', 'invoice.finalized', { ...renewal, status: 'open', due_date: dueDate }),
    );
    expect(finalized.json()).toEqual({ received: true, result: 'processed' });
    expect((await rowOf(clients.companyId, 'calculator'))?.invoiceDueAt?.toISOString()).toBe(
      '2031-03-01T00:00:00.000Z',
    );

    const paidPayload = event('evt_renew_paid', 'invoice.paid', {
      ...renewal,
      status: 'paid',
      due_date: dueDate,
    });
    expect((await postEvent(paidPayload)).json()).toEqual({ received: true, result: 'processed' });
    const afterPaid = await rowOf(clients.companyId, 'calculator');
    expect(afterPaid).toMatchObject({ hasPaidCurrentPeriodInvoice: true, paymentStatus: 'paid' });
    expect(afterPaid?.details).toMatchObject({
      periodStart: firstEnd,
      formTypeSubscriptions: { esg: { hasPaidCurrentPeriodInvoice: true } },
    });

    // Replays are acknowledged and ignored: the paid period stays paid.
    expect((await postEvent(createdPayload)).json()).toEqual({ received: true, result: 'duplicate' });
    expect((await rowOf(clients.companyId, 'calculator'))?.hasPaidCurrentPeriodInvoice).toBe(true);

    // Cancelled at Stripe: the row ends and leaves the payment summary.
    const deleted = await postEvent(
      event('evt_renew_deleted', 'customer.subscription.deleted', {
        ...(double.subscriptions.get(subscriptionId) as Record<string, unknown>),
        status: 'canceled',
        ended_at: Math.floor(Date.now() / 1000),
      }),
    );
    expect(deleted.json()).toEqual({ received: true, result: 'processed' });
    expect(await rowOf(clients.companyId, 'calculator')).toMatchObject({
      hasPaidCurrentPeriodInvoice: false,
      paymentStatus: 'unpaid',
    });
    const summary = await clients.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(summary.json().subscriptions).toEqual([]);
    // Ended, the product can be bought again.
    const again = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'send_invoice',
        subscription: { planId: 'calculator-yearly', formTypes: ['company'] },
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(double.unexpected).toEqual([]);
  });

  it('refuses a form type named twice in one checkout or change of plan (400 on formTypes), before Stripe is asked', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const callsBefore = double.calls.length;
    const twice = await clients.owner.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      payload: {
        collectionMethod: 'charge_automatically',
        subscription: { planId: 'calculator-yearly', formTypes: ['company', 'company', 'product'] },
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details).toEqual([
      expect.objectContaining({ path: 'subscription.formTypes', message: 'validation.invalid' }),
    ]);
    const preview = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/payments/subscriptions/sub_anything/preview',
      payload: { planId: 'calculator-yearly', formTypes: ['esg', 'esg'] },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.details[0].path).toBe('formTypes');
    expect(double.calls.length).toBe(callsBefore);
  });

  it('cancels the subscription of a second checkout paid at the same time as the first, so the company keeps one and is billed once', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const checkout = async () => {
      const started = await clients.admin.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: { collectionMethod: 'charge_automatically', subscription: { planId: 'workforce-monthly' } },
      });
      expect(started.statusCode, started.body).toBe(200);
      return started.json().checkoutSessionId as string;
    };
    // Two tabs: both sessions open before either is paid, then both paid at once.
    const first = await checkout();
    const second = await checkout();
    double.completeSession(first);
    double.completeSession(second);
    const subscriptionOf = (id: string) => double.sessions.get(id)?.subscription as string;
    const [firstSub, secondSub] = [subscriptionOf(first), subscriptionOf(second)];
    expect(firstSub).toBeTruthy();
    expect(secondSub).toBeTruthy();
    const results = await Promise.all(
      [first, second].map((id) =>
        postEvent(event(`evt_twice_${id}`, 'checkout.session.completed', { ...double.sessions.get(id) })),
      ),
    );
    expect(results.map((result) => result.json().result)).toEqual(['processed', 'processed']);
    const row = await rowOf(clients.companyId, 'workforce');
    expect(row).toMatchObject({ hasPaidCurrentPeriodInvoice: true, paymentStatus: 'paid' });
    const kept = row?.stripeSubscriptionId;
    expect([firstSub, secondSub]).toContain(kept);
    const extra = kept === firstSub ? secondSub : firstSub;
    expect(double.subscriptions.get(extra)?.status).toBe('canceled');
    expect(double.subscriptions.get(kept as string)?.status).toBe('active');
    expect(double.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toContain(
      `/v1/subscriptions/${extra}`,
    );
    // The return page of the extra one still says the payment went through, and changes nothing.
    const extraSession = kept === firstSub ? second : first;
    const confirmed = await clients.admin.inject({
      method: 'POST',
      url: '/api/orders/checkout/confirm',
      payload: { checkoutSessionId: extraSession },
    });
    expect(confirmed.json()).toEqual({ status: 'succeeded', product: 'workforce' });
    expect((await rowOf(clients.companyId, 'workforce'))?.stripeSubscriptionId).toBe(kept);
    expect(double.unexpected).toEqual([]);
  });

  it('refuses to start a second plan for a product whose subscription still runs, so nobody is billed twice', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const buy = (collectionMethod: string) =>
      clients.owner.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: { collectionMethod, subscription: { planId: 'calculator-yearly', formTypes: ['company'] } },
      });
    expect((await buy('send_invoice')).statusCode).toBe(200);
    const callsBefore = double.calls.length;
    for (const method of ['send_invoice', 'charge_automatically']) {
      const second = await buy(method);
      expect(second.statusCode).toBe(409);
      expect(second.json().error.message).toContain('Settings → Subscriptions');
    }
    // Refused before Stripe was asked for anything.
    expect(double.calls.length).toBe(callsBefore);
  });

  it('lets only one of several checkouts of a plan started at once go through, so a double click never bills twice', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const buy = () =>
      clients.owner.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: { collectionMethod: 'send_invoice', subscription: { planId: 'workforce-monthly' } },
      });
    const subscriptionsBefore = double.calls.filter((call) => call.path === '/v1/subscriptions').length;
    const answers = await Promise.all([buy(), buy(), buy()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const subscriptionsAfter = double.calls.filter((call) => call.path === '/v1/subscriptions').length;
    expect(subscriptionsAfter - subscriptionsBefore).toBe(1);
    // The claim is gone with the answer: the next checkout meets the running plan, not a stale claim.
    const again = await buy();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('Settings → Subscriptions');
  });

  it('refuses a checkout while another of the same product is under way, and takes over a claim left by a stopped server', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const buy = () =>
      clients.owner.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        payload: { collectionMethod: 'charge_automatically', subscription: { planId: 'workforce-monthly' } },
      });
    const claim = (secondsAgo: number) =>
      stripe.app.database.db
        .insert(checkoutClaims)
        .values({
          companyId: clients.companyId,
          product: 'workforce',
          claimedAt: new Date(Date.now() - secondsAgo * 1000),
        })
        .onConflictDoUpdate({
          target: [checkoutClaims.companyId, checkoutClaims.product],
          set: { claimedAt: new Date(Date.now() - secondsAgo * 1000) },
        });
    await claim(5);
    const refused = await buy();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('already under way');
    await claim(CHECKOUT_CLAIM_SECONDS + 5);
    expect((await buy()).statusCode).toBe(200);
  });

  it('keeps a plan bought earlier with a single invoice as it was: its invoice is still recorded paid, and nothing renews it', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const metadata = {
      companyId: clients.companyId,
      product: 'calculator',
      priceId: 'calculator-yearly',
      kind: 'subscription',
      formTypes: 'company',
      quantity: '1',
      interval: 'year',
      amountEur: '1200',
    };
    await stripe.app.database.db.insert(companySubscriptions).values({
      companyId: clients.companyId,
      product: 'calculator',
      collectionMethod: 'send_invoice',
      invoiceDueAt: new Date('2030-01-31T00:00:00Z'),
      hasPaidCurrentPeriodInvoice: false,
      paymentStatus: 'unpaid',
      details: {
        priceId: 'calculator-yearly',
        interval: 'year',
        amountEur: 1200,
        periodStart: '2029-12-01T00:00:00.000Z',
        periodEnd: '2030-12-01T00:00:00.000Z',
        formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: false } },
      },
    });
    const oneOff = {
      id: 'in_legacy_1',
      object: 'invoice',
      collection_method: 'send_invoice',
      billing_reason: 'manual',
      status: 'open',
      created: 1_890_000_000,
      due_date: Math.floor(Date.parse('2030-01-31T00:00:00Z') / 1000),
      metadata,
      parent: null,
      lines: { data: [] },
    };
    // Not an invoice of a subscription's period: no new period is opened.
    const finalized = await postEvent(event('evt_legacy_finalized', 'invoice.finalized', oneOff));
    expect(finalized.json()).toEqual({ received: true, result: 'ignored' });
    const paid = await postEvent(event('evt_legacy_paid', 'invoice.paid', { ...oneOff, status: 'paid' }));
    expect(paid.json()).toEqual({ received: true, result: 'processed' });
    const row = await rowOf(clients.companyId, 'calculator');
    expect(row).toMatchObject({ hasPaidCurrentPeriodInvoice: true, stripeSubscriptionId: null });
    expect(row?.details).toMatchObject({
      formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: true } },
    });
    const summary = await clients.owner.inject({ method: 'GET', url: '/api/company/payments/subscription' });
    expect(summary.json().subscriptions[0]).toMatchObject({
      collectionMethod: 'send_invoice',
      stripeSubscriptionId: null,
      amountEur: 1200,
    });
  });

  it('verifies the webhook signature on the raw body and processes each event once', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const session = {
      id: 'cs_test_surveys_1',
      object: 'checkout.session',
      payment_status: 'paid',
      status: 'complete',
      subscription: null,
      metadata: {
        companyId: clients.companyId,
        product: 'surveys',
        priceId: 'survey-once',
        kind: 'single',
        formTypes: '',
        quantity: '3',
        interval: '',
        amountEur: '600',
      },
    };
    const payload = event('evt_surveys_1', 'checkout.session.completed', session);

    const wrongSecret = await postEvent(payload, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await postEvent(
      payload.replace('"quantity":"3"', '"quantity":"30"'),
      WEBHOOK_SECRET,
      header,
    );
    expect(tampered.statusCode).toBe(400);
    const unsigned = await stripe.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await rowOf(clients.companyId, 'surveys')).toBeUndefined();

    const first = await postEvent(payload);
    expect(first.json()).toEqual({ received: true, result: 'processed' });
    const replay = await postEvent(payload);
    expect(replay.json()).toEqual({ received: true, result: 'duplicate' });
    // The same session in another event (Stripe's async success after completion): applied once.
    const again = await postEvent(
      event('evt_surveys_2', 'checkout.session.async_payment_succeeded', session),
    );
    expect(again.statusCode).toBe(200);
    const row = await rowOf(clients.companyId, 'surveys');
    expect(row?.details).toMatchObject({ totalSurveys: 3 });
    expect(row?.hasPaidCurrentPeriodInvoice).toBe(true);
    const stored = await stripe.app.database.db
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, 'evt_surveys_1'));
    expect(stored).toHaveLength(1);

    const foreign = await postEvent(
      event('evt_foreign_1', 'checkout.session.completed', { ...session, id: 'cs_x', metadata: {} }),
    );
    expect(foreign.json()).toEqual({ received: true, result: 'ignored' });
  });
});
