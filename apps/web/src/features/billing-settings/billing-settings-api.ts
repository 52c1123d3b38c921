import {
  type InvoicesResponse,
  invoicesResponseSchema,
  type PlanChangeCommit,
  type PlanChangeRequest,
  paymentMethodConfirmResponseSchema,
  paymentMethodResponseSchema,
  paymentMethodSetupResponseSchema,
  paymentSummaryResponseSchema,
  planChangePreviewSchema,
} from '@carbon-ledger/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

export const PAYMENT_SUMMARY_QUERY_KEY = ['billing-settings', 'summary'] as const;
export const PAYMENT_METHOD_QUERY_KEY = ['billing-settings', 'payment-method'] as const;
export const INVOICES_QUERY_KEY = ['billing-settings', 'invoices'] as const;

const subscriptionPath = (id: string, action: string) =>
  `/api/company/payments/subscriptions/${encodeURIComponent(id)}/${action}`;

/** Unwraps a call for react-query: the data, or an error carrying the server's message. */
async function required<T>(call: Promise<{ data?: T; error?: { message: string } }>): Promise<T> {
  const result = await call;
  if (result.data === undefined) throw new Error(result.error?.message ?? 'unreachable');
  return result.data;
}

export function usePaymentSummary(isEnabled: boolean) {
  return useQuery({
    queryKey: PAYMENT_SUMMARY_QUERY_KEY,
    enabled: isEnabled,
    retry: false,
    queryFn: () =>
      required(http.get('/api/company/payments/subscription', { schema: paymentSummaryResponseSchema })),
  });
}

export function previewPlanChange(subscriptionId: string, request: PlanChangeRequest) {
  return http.post(subscriptionPath(subscriptionId, 'preview'), request, { schema: planChangePreviewSchema });
}

export function changePlan(subscriptionId: string, request: PlanChangeCommit) {
  return http.post(subscriptionPath(subscriptionId, 'change'), request, {
    schema: paymentSummaryResponseSchema,
  });
}

export function setCancellation(subscriptionId: string, isCancelled: boolean) {
  return http.post(subscriptionPath(subscriptionId, isCancelled ? 'cancel' : 'resume'), undefined, {
    schema: paymentSummaryResponseSchema,
  });
}

export function usePaymentMethod(isEnabled: boolean) {
  return useQuery({
    queryKey: PAYMENT_METHOD_QUERY_KEY,
    enabled: isEnabled,
    retry: false,
    queryFn: () =>
      required(http.get('/api/company/payments/method', { schema: paymentMethodResponseSchema })),
  });
}

export function startPaymentMethodSetup() {
  return http.post('/api/company/payments/method/setup', undefined, {
    schema: paymentMethodSetupResponseSchema,
  });
}

export function confirmPaymentMethod(checkoutSessionId: string) {
  return http.post(
    '/api/company/payments/method/confirm',
    { checkoutSessionId },
    { schema: paymentMethodConfirmResponseSchema },
  );
}

/** The payment history, a page at a time: each page continues after the last invoice of the one before. */
export function useInvoices(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: INVOICES_QUERY_KEY,
    enabled: isEnabled,
    retry: false,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: InvoicesResponse) => page.nextStartingAfter ?? undefined,
    queryFn: ({ pageParam }) =>
      required(
        http.get('/api/company/payments/invoices', {
          schema: invoicesResponseSchema,
          query: { startingAfter: pageParam },
        }),
      ),
  });
}
