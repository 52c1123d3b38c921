import {
  type AnalyticsResponse,
  analyticsResponseSchema,
  analyticsResponseSchema as pageAnswer,
  type Widget,
  type WidgetSettingsInput,
  widgetResponseSchema,
} from '@carbon-ledger/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiError } from '../../api/http-client.ts';

const base = '/api/company/analytics';
export const INSIGHTS_KEY = ['insights'] as const;

/** A refused call, with the server's error for field messages. */
export class InsightsApiError extends Error {
  readonly apiError: ApiError | undefined;
  constructor(apiError: ApiError | undefined) {
    super(apiError?.message ?? 'The server could not be reached.');
    this.apiError = apiError;
  }
}

async function unwrap<T>(promise: Promise<{ data?: T; error?: ApiError }>): Promise<T> {
  const result = await promise;
  if (!result.data) throw new InsightsApiError(result.error);
  return result.data;
}

export function useAnalytics(isEnabled: boolean) {
  return useQuery<AnalyticsResponse>({
    queryKey: INSIGHTS_KEY,
    queryFn: () => unwrap(http.get(base, { schema: analyticsResponseSchema })),
    enabled: isEnabled,
  });
}

function useWidgetMutation<Input>(call: (input: Input) => Promise<{ widget: Widget } | unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSIGHTS_KEY }),
  });
}

export function useSaveWidget() {
  return useWidgetMutation(({ id, settings }: { id?: string; settings: WidgetSettingsInput }) =>
    unwrap(
      id
        ? http.put(`${base}/widgets/:id`, settings, { params: { id }, schema: widgetResponseSchema })
        : http.post(`${base}/widgets`, settings, { schema: widgetResponseSchema }),
    ),
  );
}

export function usePublication() {
  return useWidgetMutation(({ id, action }: { id: string; action: 'publish' | 'unpublish' }) =>
    unwrap(
      http.post(`${base}/widgets/:id/${action}`, undefined, { params: { id }, schema: widgetResponseSchema }),
    ),
  );
}

export function useDeleteWidget() {
  return useWidgetMutation((id: string) => unwrap(http.delete(`${base}/widgets/:id`, { params: { id } })));
}

export function useSaveFrameDomains() {
  return useWidgetMutation((frameDomains: string[]) =>
    unwrap(http.put(`${base}/page`, { frameDomains }, { schema: pageAnswer.shape.page })),
  );
}
