import {
  type CheckoutConfirmResponse,
  type CheckoutRequest,
  checkoutConfirmResponseSchema,
  checkoutResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../api/client.ts';

/** Spec section 9: after the return from Stripe the payment is asked 10 times, 2.5 s apart. */
export const PAYMENT_POLL_ATTEMPTS = 10;
export const PAYMENT_POLL_INTERVAL_MS = 2500;
/** How long the failure notice stays (spec section 4). */
export const PAYMENT_FAILURE_NOTICE_MS = 5000;

export function startCheckout(request: CheckoutRequest) {
  return http.post('/api/orders/checkout', request, { schema: checkoutResponseSchema });
}

export async function confirmCheckout(checkoutSessionId: string): Promise<CheckoutConfirmResponse | null> {
  const result = await http.post(
    '/api/orders/checkout/confirm',
    { checkoutSessionId },
    { schema: checkoutConfirmResponseSchema },
  );
  return result.data ?? null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the payment until it has succeeded, at most `attempts` times `intervalMs` apart. Answers
 * `succeeded`, or `failed` when the payment failed, no answer came, or it was still processing after the
 * last attempt. `isCancelled` stops it when the page is left.
 */
export async function pollPayment(
  confirm: () => Promise<CheckoutConfirmResponse | null>,
  options: {
    attempts?: number;
    intervalMs?: number;
    sleep?: (ms: number) => Promise<void>;
    isCancelled?: () => boolean;
  } = {},
): Promise<{ status: 'succeeded' | 'failed' | 'cancelled'; product: string | null }> {
  const attempts = options.attempts ?? PAYMENT_POLL_ATTEMPTS;
  const sleep = options.sleep ?? wait;
  let product: string | null = null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (options.isCancelled?.()) return { status: 'cancelled', product };
    const answer = await confirm();
    product = answer?.product ?? product;
    if (answer?.status === 'succeeded') return { status: 'succeeded', product };
    if (answer?.status === 'failed') return { status: 'failed', product };
    if (attempt < attempts) await sleep(options.intervalMs ?? PAYMENT_POLL_INTERVAL_MS);
  }
  return { status: 'failed', product };
}
