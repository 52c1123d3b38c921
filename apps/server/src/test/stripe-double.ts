import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the server made to the Stripe double, its form body flattened (`metadata[companyId]`). */
export type StripeCall = { method: string; path: string; form: Record<string, string> };

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  metadata: Record<string, string>;
  subscription: string | null;
  payment_intent: string | null;
  setup_intent: string | null;
  customer: string;
};

type Json = Record<string, unknown>;
type PaymentMethodKind = 'card' | 'sepa_debit';

/**
 * A loopback stand-in for the Stripe endpoints the server calls: customers (create, retrieve, update,
 * their payment methods), checkout sessions (payment, subscription and setup mode), invoice items,
 * invoices (create, finalize, send, list, preview), subscriptions (create with `send_invoice`, retrieve,
 * update, cancel) and products (create, update). Paid subscription-mode sessions create a subscription with its
 * first paid invoice and a card; a `send_invoice` subscription starts with a draft invoice of its first
 * period; completed setup sessions a setup intent with a new payment method. Anything else answers 404
 * and is listed in `unexpected`, so a test sees a call it did not plan for.
 */
export type StripeDouble = {
  base: string;
  calls: StripeCall[];
  unexpected: StripeCall[];
  sessions: Map<string, Session>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** What a retrieved session's payment intent says. */
  intentStatus: Map<string, { status: string; last_payment_error: unknown }>;
  invoiceDueDate: number;
  /** The double's clock in Unix seconds (periods, prorations, `created`); tests may replace it. */
  clock: () => number;
  /** Completes an open session as if the person had finished on Stripe's page. */
  completeSession: (id: string) => void;
  /**
   * Renews a subscription as Stripe does at its period's end: the next period starts and its invoice is
   * created (a draft for `send_invoice`, due `days_until_due` days later once finalised; paid for cards).
   * Gives the new invoice, for a test to send as the webhook's event.
   */
  renew: (subscriptionId: string) => Json;
  close: () => Promise<void>;
};

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function metadataOf(form: Record<string, string>, prefix = 'metadata'): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** The `expand[]` values of a request (`expand[0]=…`). */
function expandsOf(params: Record<string, string>): string[] {
  return Object.entries(params)
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);
}

const list = (data: unknown[], url: string, hasMore = false) => ({
  object: 'list',
  data,
  has_more: hasMore,
  url,
});

function addInterval(start: number, interval: string): number {
  const end = new Date(start * 1000);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

/**
 * `returnDirectly`: a checkout session's page is its success URL, as if the person had paid on Stripe's
 * page and come back (for browser tests, which cannot open Stripe). `payImmediately`: new sessions are
 * paid (setup sessions completed); `declineCards`: their payment intents are declined, and a plan change
 * that charges the card fails. `setupMethod`: what a completed setup session saves (default a card).
 * Read on every call, so a test may change them.
 */
export async function startStripeDouble(
  options: {
    returnDirectly?: boolean;
    payImmediately?: boolean;
    declineCards?: boolean;
    setupMethod?: PaymentMethodKind;
  } = {},
): Promise<StripeDouble> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  /** Creation order, for lists that are newest first within one second. */
  const order = new Map<string, number>();
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const products = new Map<string, Json>();
  const pendingItems = new Map<string, Json[]>();
  let invoiceNumber = 0;
  const double: Omit<StripeDouble, 'base' | 'close' | 'completeSession' | 'renew'> = {
    calls: [],
    unexpected: [],
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    intentStatus: new Map(),
    invoiceDueDate: Math.floor(Date.parse('2030-01-31T00:00:00Z') / 1000),
    clock: () => Math.floor(Date.now() / 1000),
  };
  const now = () => double.clock();
  const stamp = (id: string) => {
    order.set(id, counter);
    return id;
  };

  function createPaymentMethod(customer: string, kind: PaymentMethodKind): Json {
    const id = stamp(next('pm'));
    const method: Json = {
      id,
      object: 'payment_method',
      type: kind,
      customer,
      created: now(),
      ...(kind === 'card'
        ? { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, country: 'DE' } }
        : { sepa_debit: { last4: '3000', country: 'DE', bank_code: '37040044' } }),
    };
    paymentMethods.set(id, method);
    return method;
  }

  function createInvoice(fields: {
    customer: string;
    lines: { amount: number; description: string; period?: { start: number; end: number } }[];
    status: 'draft' | 'open' | 'paid';
    collectionMethod: string;
    metadata?: Record<string, string>;
    subscription?: Json;
    billingReason: string;
  }): Json {
    const id = stamp(next('in'));
    const total = fields.lines.reduce((sum, line) => sum + line.amount, 0);
    const isPaid = fields.status === 'paid';
    const invoice: Json = {
      id,
      object: 'invoice',
      number: null,
      customer: fields.customer,
      created: now(),
      currency: 'eur',
      status: fields.status,
      collection_method: fields.collectionMethod,
      billing_reason: fields.billingReason,
      subtotal: total,
      total,
      amount_due: Math.max(0, total),
      amount_paid: isPaid ? Math.max(0, total) : 0,
      amount_remaining: isPaid ? 0 : Math.max(0, total),
      due_date: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      metadata: fields.metadata ?? {},
      parent: fields.subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: {
              subscription: fields.subscription.id,
              metadata: fields.subscription.metadata,
            },
          }
        : null,
      lines: list(
        fields.lines.map((line) => ({
          id: next('il'),
          object: 'line_item',
          amount: line.amount,
          currency: 'eur',
          description: line.description,
          period: line.period ?? { start: now(), end: now() },
        })),
        `/v1/invoices/${id}/lines`,
      ),
    };
    if (fields.status !== 'draft') finalize(invoice);
    double.invoices.set(id, invoice);
    return invoice;
  }

  function finalize(invoice: Json): void {
    invoice.number ??= `DBL-${String(++invoiceNumber).padStart(4, '0')}`;
    invoice.hosted_invoice_url = `https://invoice.stripe.test/i/${invoice.id}`;
    invoice.invoice_pdf = `https://pay.stripe.test/invoice/${invoice.id}/pdf`;
  }

  function createProduct(name: string): string {
    const product = stamp(next('prod'));
    products.set(product, { id: product, object: 'product', name });
    return product;
  }

  /** A subscription of one item at `unitAmount` per `interval`, its period starting now. */
  function createSubscription(fields: {
    customer: string;
    product: string;
    unitAmount: number;
    interval: string;
    metadata: Record<string, string>;
    collectionMethod: 'charge_automatically' | 'send_invoice';
    daysUntilDue: number | null;
    defaultPaymentMethod: string | null;
  }): Json {
    const { unitAmount, interval, product } = fields;
    const start = now();
    const id = stamp(next('sub'));
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: fields.customer,
      status: 'active',
      currency: 'eur',
      collection_method: fields.collectionMethod,
      days_until_due: fields.daysUntilDue,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      default_payment_method: fields.defaultPaymentMethod,
      metadata: fields.metadata,
      latest_invoice: null,
      items: list(
        [
          {
            id: next('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            current_period_start: start,
            current_period_end: addInterval(start, interval),
            price: {
              id: next('price'),
              object: 'price',
              type: 'recurring',
              currency: 'eur',
              unit_amount: unitAmount,
              product,
              recurring: { interval, interval_count: 1 },
            },
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
    };
    double.subscriptions.set(id, subscription);
    periodInvoice(subscription, 'subscription_create');
    return subscription;
  }

  /** The invoice of the subscription's current period: paid for cards, a draft for `send_invoice`. */
  function periodInvoice(subscription: Json, billingReason: string): Json {
    const item = ((subscription.items as Json).data as Json[])[0] as Json;
    const price = item.price as Json;
    const name = String(products.get(String(price.product))?.name ?? 'Plan');
    const isInvoiced = subscription.collection_method === 'send_invoice';
    const invoice = createInvoice({
      customer: String(subscription.customer),
      lines: [
        {
          amount: Number(price.unit_amount),
          description: `1 × ${name}`,
          period: { start: Number(item.current_period_start), end: Number(item.current_period_end) },
        },
      ],
      status: isInvoiced ? 'draft' : 'paid',
      collectionMethod: String(subscription.collection_method),
      subscription,
      billingReason,
    });
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** A paid subscription-mode session: its subscription, a card and the first period's paid invoice. */
  function subscribe(session: Session, form: Record<string, string>): void {
    const method = createPaymentMethod(session.customer, 'card');
    const subscription = createSubscription({
      customer: session.customer,
      product: createProduct(form['line_items[0][price_data][product_data][name]'] ?? 'Plan'),
      unitAmount: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
      interval: form['line_items[0][price_data][recurring][interval]'] ?? 'month',
      metadata: metadataOf(form, 'subscription_data[metadata]'),
      collectionMethod: 'charge_automatically',
      daysUntilDue: null,
      defaultPaymentMethod: String(method.id),
    });
    session.subscription = String(subscription.id);
  }

  function complete(session: Session, form: Record<string, string>): void {
    if (session.status === 'complete') return;
    session.status = 'complete';
    if (session.mode === 'setup') {
      const intent = session.setup_intent ? setupIntents.get(session.setup_intent) : undefined;
      if (intent) {
        const method = createPaymentMethod(session.customer, options.setupMethod ?? 'card');
        intent.status = 'succeeded';
        intent.payment_method = method.id;
      }
      session.payment_status = 'no_payment_required';
      return;
    }
    session.payment_status = 'paid';
    if (session.mode === 'subscription') subscribe(session, form);
  }
  const sessionForms = new Map<string, Record<string, string>>();

  type ProrationChange = {
    subscription: Json;
    item: Json;
    unitAmount: number;
    interval: string;
    product: string;
    prorationDate: number;
  };

  /**
   * The proration lines of changing an item's price at `prorationDate`: the unused time of the old price
   * credited and, at the same interval, the remaining time of the new one; a new interval starts a new
   * period at once and is charged in full (Stripe resets the billing cycle).
   */
  function prorationLines(change: ProrationChange) {
    const { item } = change;
    const price = item.price as Json;
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const fraction = Math.min(1, Math.max(0, (end - change.prorationDate) / (end - start)));
    const oldName = String(products.get(String(price.product))?.name ?? 'plan');
    const since = new Date(change.prorationDate * 1000).toISOString().slice(0, 10);
    const oldInterval = String((price.recurring as Json).interval);
    const lines = [
      {
        amount: -Math.round(Number(price.unit_amount) * fraction),
        description: `Unused time on ${oldName} after ${since}`,
        period: { start: change.prorationDate, end },
      },
    ];
    if (oldInterval === change.interval) {
      lines.push({
        amount: Math.round(change.unitAmount * fraction),
        description: `Remaining time on ${oldName} after ${since}`,
        period: { start: change.prorationDate, end },
      });
    } else {
      lines.push({
        amount: change.unitAmount,
        description: `1 × ${oldName}`,
        period: { start: change.prorationDate, end: addInterval(change.prorationDate, change.interval) },
      });
    }
    return lines;
  }

  /** Reads `prefix[items][0]…` of a subscription update or preview; an answer for a wrong request. */
  function readItemChange(
    subscription: Json | undefined,
    form: Record<string, string>,
    prefix: string,
    prorationDate: number,
  ): ProrationChange | { error: string } {
    if (!subscription) return { error: 'No such subscription' };
    const item = ((subscription.items as Json).data as Json[])[0];
    if (!item || form[`${prefix}[0][id]`] !== item.id) return { error: 'No such subscription item' };
    const product = form[`${prefix}[0][price_data][product]`];
    const unitAmount = Number(form[`${prefix}[0][price_data][unit_amount]`]);
    const interval = form[`${prefix}[0][price_data][recurring][interval]`];
    if (!product || !products.has(product) || !Number.isInteger(unitAmount) || !interval) {
      return { error: 'price_data needs a known product, unit_amount and recurring[interval]' };
    }
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    if (prorationDate < start || prorationDate > end) {
      return { error: 'proration_date must be within the current period' };
    }
    return { subscription, item, unitAmount, interval, product, prorationDate };
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const form = request.method === 'POST' ? await readForm(request) : {};
    const query = Object.fromEntries(url.searchParams);
    const call = { method: request.method ?? 'GET', path: url.pathname, form };
    double.calls.push(call);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const missing = (what: string) =>
      answer(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });
    const wrong = (message: string) => answer(400, { error: { type: 'invalid_request_error', message } });
    const path = url.pathname;
    const method = request.method;

    if (method === 'POST' && path === '/v1/customers') {
      const id = stamp(next('cus'));
      const customer = {
        id,
        object: 'customer',
        name: form.name ?? null,
        email: form.email ?? null,
        metadata: metadataOf(form),
        invoice_settings: { default_payment_method: null as string | null },
      };
      customers.set(id, customer);
      return answer(200, customer);
    }
    const customerMatch = path.match(/^\/v1\/customers\/([^/]+)(\/payment_methods)?$/);
    if (customerMatch?.[1]) {
      const customer = customers.get(customerMatch[1]);
      if (!customer) return missing('customer');
      const settings = customer.invoice_settings as { default_payment_method: string | null };
      if (method === 'GET' && customerMatch[2]) {
        const attached = [...paymentMethods.values()]
          .filter((candidate) => candidate.customer === customer.id)
          .sort((a, b) => (order.get(String(b.id)) ?? 0) - (order.get(String(a.id)) ?? 0));
        const limit = Number(query.limit ?? 10);
        return answer(200, list(attached.slice(0, limit), `${path}`, attached.length > limit));
      }
      if (method === 'GET') {
        const expanded = expandsOf(query).includes('invoice_settings.default_payment_method');
        const preferred = settings.default_payment_method;
        return answer(200, {
          ...customer,
          invoice_settings: {
            default_payment_method:
              expanded && preferred ? (paymentMethods.get(preferred) ?? null) : preferred,
          },
        });
      }
      if (method === 'POST') {
        const preferred = form['invoice_settings[default_payment_method]'];
        if (preferred !== undefined) {
          if (preferred && paymentMethods.get(preferred)?.customer !== customer.id) {
            return wrong('The payment method must be attached to the customer first.');
          }
          settings.default_payment_method = preferred || null;
        }
        return answer(200, customer);
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      const mode = form.mode ?? 'payment';
      if (mode === 'setup' && !form.currency && !form['allowed_payment_method_types[0]']) {
        return wrong('Setup mode needs currency or allowed_payment_method_types.');
      }
      const session: Session = {
        id,
        object: 'checkout.session',
        mode,
        url: options.returnDirectly
          ? (form.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id)
          : `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        metadata: metadataOf(form),
        subscription: null,
        payment_intent: mode === 'payment' ? next('pi') : null,
        setup_intent: null,
        customer: form.customer ?? '',
      };
      if (mode === 'setup') {
        const intent = {
          id: next('seti'),
          object: 'setup_intent',
          customer: session.customer,
          status: 'requires_payment_method',
          payment_method: null as string | null,
          last_setup_error: null,
        };
        setupIntents.set(intent.id, intent);
        session.setup_intent = intent.id;
      }
      double.sessions.set(id, session);
      sessionForms.set(id, form);
      if (options.payImmediately) complete(session, form);
      return answer(200, session);
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === 'GET' && sessionMatch?.[1]) {
      const session = double.sessions.get(sessionMatch[1]);
      if (!session) return missing('checkout.session');
      const intent = session.payment_intent
        ? {
            id: session.payment_intent,
            object: 'payment_intent',
            ...(double.intentStatus.get(session.id) ??
              (options.declineCards
                ? { status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } }
                : { status: 'processing', last_payment_error: null })),
          }
        : null;
      const expands = expandsOf(query);
      const setup = session.setup_intent ? setupIntents.get(session.setup_intent) : undefined;
      const setupIntent =
        setup && expands.some((value) => value.startsWith('setup_intent'))
          ? {
              ...setup,
              payment_method:
                expands.includes('setup_intent.payment_method') && setup.payment_method
                  ? (paymentMethods.get(String(setup.payment_method)) ?? null)
                  : setup.payment_method,
            }
          : session.setup_intent;
      return answer(200, { ...session, payment_intent: intent, setup_intent: setupIntent });
    }
    if (method === 'POST' && path === '/v1/invoiceitems') {
      const item = {
        id: next('ii'),
        object: 'invoiceitem',
        customer: form.customer,
        amount: Number(form.amount),
        currency: form.currency,
        description: form.description ?? null,
      };
      pendingItems.set(form.customer ?? '', [...(pendingItems.get(form.customer ?? '') ?? []), item]);
      return answer(200, item);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const limit = Math.min(100, Number(query.limit ?? 10));
      const all = [...double.invoices.values()]
        .filter((invoice) => !query.customer || invoice.customer === query.customer)
        .sort(
          (a, b) =>
            Number(b.created) - Number(a.created) ||
            (order.get(String(b.id)) ?? 0) - (order.get(String(a.id)) ?? 0),
        );
      let from = 0;
      if (query.starting_after) {
        if (!double.invoices.has(query.starting_after)) return missing('invoice');
        from = all.findIndex((invoice) => invoice.id === query.starting_after) + 1;
        if (from === 0) from = all.length;
      }
      const page = all.slice(from, from + limit);
      return answer(200, list(page, '/v1/invoices', from + limit < all.length));
    }
    if (method === 'POST' && path === '/v1/invoices') {
      const customer = form.customer ?? '';
      const items =
        form.pending_invoice_items_behavior === 'include' ? (pendingItems.get(customer) ?? []) : [];
      pendingItems.delete(customer);
      const invoice = createInvoice({
        customer,
        lines: items.map((item) => ({
          amount: Number(item.amount),
          description: String(item.description ?? ''),
        })),
        status: 'draft',
        collectionMethod: form.collection_method ?? 'charge_automatically',
        metadata: metadataOf(form),
        billingReason: 'manual',
      });
      return answer(200, invoice);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const subscription = double.subscriptions.get(form.subscription ?? '');
      if (!subscription) return missing('subscription');
      if (form.customer && form.customer !== subscription.customer) {
        return wrong('The subscription belongs to another customer.');
      }
      const prorationDate = Number(form['subscription_details[proration_date]'] ?? now());
      const change = readItemChange(subscription, form, 'subscription_details[items]', prorationDate);
      if ('error' in change) return wrong(change.error);
      const behavior = form['subscription_details[proration_behavior]'] ?? 'create_prorations';
      const lines = prorationLines(change);
      if (behavior !== 'always_invoice') {
        return wrong('The double previews only proration_behavior=always_invoice.');
      }
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      return answer(200, {
        id: `upcoming_${next('in')}`,
        object: 'invoice',
        customer: subscription.customer,
        currency: 'eur',
        status: 'draft',
        subtotal: total,
        total,
        amount_due: Math.max(0, total),
        lines: list(
          lines.map((line) => ({ id: next('il'), object: 'line_item', currency: 'eur', ...line })),
          '/v1/invoices/upcoming/lines',
        ),
      });
    }
    const invoiceMatch = path.match(/^\/v1\/invoices\/([^/]+)\/(finalize|send)$/);
    const invoice = invoiceMatch?.[1] ? double.invoices.get(invoiceMatch[1]) : undefined;
    if (method === 'POST' && invoice) {
      invoice.status = 'open';
      invoice.due_date = double.invoiceDueDate;
      finalize(invoice);
      return answer(200, invoice);
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(form.customer ?? '')) return missing('customer');
      if (form.collection_method !== 'send_invoice') {
        return wrong('The double creates only send_invoice subscriptions; cards subscribe through Checkout.');
      }
      const daysUntilDue = Number(form.days_until_due);
      if (!Number.isInteger(daysUntilDue) || daysUntilDue < 0) {
        return wrong('days_until_due is required when collection_method is send_invoice.');
      }
      const product = form['items[0][price_data][product]'];
      const unitAmount = Number(form['items[0][price_data][unit_amount]']);
      const interval = form['items[0][price_data][recurring][interval]'];
      if (!product || !products.has(product) || !Number.isInteger(unitAmount) || !interval) {
        return wrong('price_data needs a known product, unit_amount and recurring[interval]');
      }
      const subscription = createSubscription({
        customer: form.customer ?? '',
        product,
        unitAmount,
        interval,
        metadata: metadataOf(form),
        collectionMethod: 'send_invoice',
        daysUntilDue,
        defaultPaymentMethod: null,
      });
      const isExpanded = expandsOf(form).includes('latest_invoice');
      return answer(200, {
        ...subscription,
        latest_invoice: isExpanded
          ? double.invoices.get(String(subscription.latest_invoice))
          : subscription.latest_invoice,
      });
    }
    if (method === 'POST' && path === '/v1/products') {
      if (!form.name) return wrong('name is required');
      const id = createProduct(form.name);
      const product = products.get(id) as Json;
      product.metadata = metadataOf(form);
      return answer(200, product);
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionMatch?.[1]) {
      const subscription = double.subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return missing('subscription');
      if (method === 'GET') return answer(200, subscription);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return wrong('This subscription has already been canceled.');
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        subscription.ended_at = now();
        return answer(200, subscription);
      }
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          return wrong('A canceled subscription can only update its cancellation_details and metadata.');
        }
        if (form['items[0][id]']) {
          const prorationDate = Number(form.proration_date ?? now());
          const change = readItemChange(subscription, form, 'items', prorationDate);
          if ('error' in change) return wrong(change.error);
          const lines = prorationLines(change);
          const total = lines.reduce((sum, line) => sum + line.amount, 0);
          const isInvoiced = subscription.collection_method === 'send_invoice';
          if (form.proration_behavior === 'always_invoice' && isInvoiced) {
            // Sent, not charged: the change's invoice is open, due like the plan's renewals.
            const invoice = createInvoice({
              customer: String(subscription.customer),
              lines,
              status: 'open',
              collectionMethod: 'send_invoice',
              subscription,
              billingReason: 'subscription_update',
            });
            invoice.due_date = now() + Number(subscription.days_until_due ?? 0) * 86_400;
            subscription.latest_invoice = invoice.id;
          } else if (form.proration_behavior === 'always_invoice') {
            if (total > 0 && options.declineCards && form.payment_behavior === 'error_if_incomplete') {
              return answer(402, {
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  decline_code: 'generic_decline',
                  message: 'Your card was declined.',
                },
              });
            }
            const invoice = createInvoice({
              customer: String(subscription.customer),
              lines,
              status: 'paid',
              collectionMethod: 'charge_automatically',
              subscription,
              billingReason: 'subscription_update',
            });
            subscription.latest_invoice = invoice.id;
          }
          const { item } = change;
          const price = item.price as Json;
          if (String((price.recurring as Json).interval) !== change.interval) {
            item.current_period_start = prorationDate;
            item.current_period_end = addInterval(prorationDate, change.interval);
          }
          item.price = {
            ...price,
            id: next('price'),
            unit_amount: change.unitAmount,
            product: change.product,
            recurring: { interval: change.interval, interval_count: 1 },
          };
        }
        const metadata = metadataOf(form);
        if (Object.keys(metadata).length > 0) {
          const merged = { ...(subscription.metadata as Record<string, string>), ...metadata };
          for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
          subscription.metadata = merged;
        }
        if (form.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
          const item = ((subscription.items as Json).data as Json[])[0];
          subscription.cancel_at = subscription.cancel_at_period_end
            ? (item?.current_period_end ?? null)
            : null;
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
        }
        if (form.default_payment_method !== undefined) {
          if (paymentMethods.get(form.default_payment_method)?.customer !== subscription.customer) {
            return wrong('The payment method must be attached to the customer first.');
          }
          subscription.default_payment_method = form.default_payment_method;
        }
        return answer(200, subscription);
      }
    }
    const productMatch = path.match(/^\/v1\/products\/([^/]+)$/);
    if (method === 'POST' && productMatch?.[1]) {
      const product = products.get(productMatch[1]);
      if (!product) return missing('product');
      if (form.name) product.name = form.name;
      return answer(200, product);
    }
    double.unexpected.push(call);
    return answer(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...double,
    get clock() {
      return double.clock;
    },
    set clock(value) {
      double.clock = value;
    },
    completeSession: (id: string) => {
      const session = double.sessions.get(id);
      if (session) complete(session, sessionForms.get(id) ?? {});
    },
    renew: (subscriptionId: string) => {
      const subscription = double.subscriptions.get(subscriptionId);
      if (!subscription || subscription.status === 'canceled') throw new Error('No running subscription');
      const item = ((subscription.items as Json).data as Json[])[0] as Json;
      const interval = String(((item.price as Json).recurring as Json).interval);
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(Number(item.current_period_start), interval);
      return periodInvoice(subscription, 'subscription_cycle');
    },
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
