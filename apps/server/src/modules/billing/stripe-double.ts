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
  customer: string;
};

/**
 * A loopback stand-in for the few Stripe endpoints the server calls (customers, checkout sessions,
 * invoice items, invoices with finalize and send). Anything else answers 404 and is listed in
 * `unexpected`, so a test sees a call it did not plan for.
 */
export type StripeDouble = {
  base: string;
  calls: StripeCall[];
  unexpected: StripeCall[];
  sessions: Map<string, Session>;
  /** What a retrieved session's payment intent says. */
  intentStatus: Map<string, { status: string; last_payment_error: unknown }>;
  invoiceDueDate: number;
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

/**
 * `returnDirectly`: a checkout session's page is its success URL, as if the person had paid on Stripe's
 * page and come back (for browser tests, which cannot open Stripe). `payImmediately`: new sessions are paid;
 * `declineCards`: their payment intents are declined. Read on every call, so a test may change them.
 */
export async function startStripeDouble(
  options: { returnDirectly?: boolean; payImmediately?: boolean; declineCards?: boolean } = {},
): Promise<StripeDouble> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  const invoices = new Map<string, Record<string, unknown>>();
  const double: Omit<StripeDouble, 'base' | 'close'> = {
    calls: [],
    unexpected: [],
    sessions: new Map(),
    intentStatus: new Map(),
    invoiceDueDate: Math.floor(Date.parse('2030-01-31T00:00:00Z') / 1000),
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const form = request.method === 'POST' ? await readForm(request) : {};
    const call = { method: request.method ?? 'GET', path: url.pathname, form };
    double.calls.push(call);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/customers') {
      return answer(200, { id: next('cus'), object: 'customer', metadata: metadataOf(form) });
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs');
      const session: Session = {
        id,
        object: 'checkout.session',
        mode: form.mode ?? 'payment',
        url: options.returnDirectly
          ? (form.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id)
          : `https://checkout.stripe.test/c/pay/${id}`,
        status: options.payImmediately ? 'complete' : 'open',
        payment_status: options.payImmediately ? 'paid' : 'unpaid',
        metadata: metadataOf(form),
        subscription: null,
        payment_intent: form.mode === 'payment' ? next('pi') : null,
        customer: form.customer ?? '',
      };
      double.sessions.set(id, session);
      return answer(200, session);
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === 'GET' && sessionMatch?.[1]) {
      const session = double.sessions.get(sessionMatch[1]);
      if (!session) {
        return answer(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
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
      return answer(200, { ...session, payment_intent: intent });
    }
    if (request.method === 'POST' && path === '/v1/invoiceitems') {
      return answer(200, { id: next('ii'), object: 'invoiceitem', amount: Number(form.amount) });
    }
    if (request.method === 'POST' && path === '/v1/invoices') {
      const invoice = {
        id: next('in'),
        object: 'invoice',
        status: 'draft',
        collection_method: form.collection_method,
        due_date: null,
        hosted_invoice_url: null,
        metadata: metadataOf(form),
      };
      invoices.set(invoice.id, invoice);
      return answer(200, invoice);
    }
    const invoiceMatch = path.match(/^\/v1\/invoices\/([^/]+)\/(finalize|send)$/);
    const invoice = invoiceMatch?.[1] ? invoices.get(invoiceMatch[1]) : undefined;
    if (request.method === 'POST' && invoice) {
      invoice.status = 'open';
      invoice.due_date = double.invoiceDueDate;
      invoice.hosted_invoice_url = `https://invoice.stripe.test/i/${invoice.id}`;
      return answer(200, invoice);
    }
    double.unexpected.push(call);
    return answer(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...double,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
