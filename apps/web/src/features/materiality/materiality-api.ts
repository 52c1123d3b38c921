import {
  type Assessment,
  type AssessmentState,
  assessmentListResponseSchema,
  assessmentResponseSchema,
  type CreateAssessment,
  type IroInput,
  iroResponseSchema,
  materialityOkSchema,
  proposalsResponseSchema,
  type UpdateAssessment,
} from '@carbon-ledger/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiError } from '../../api/http-client.ts';

const base = '/api/company/assessments';
export const ASSESSMENTS_KEY = ['assessments'] as const;

/** A refused call, with the server's error for field messages. */
export class MaterialityApiError extends Error {
  readonly apiError: ApiError | undefined;
  constructor(apiError: ApiError | undefined) {
    super(apiError?.message ?? 'The server could not be reached.');
    this.apiError = apiError;
  }
}

async function unwrap<T>(promise: Promise<{ data?: T; error?: ApiError }>): Promise<T> {
  const result = await promise;
  if (!result.data) throw new MaterialityApiError(result.error);
  return result.data;
}

export function useAssessments(isEnabled: boolean) {
  return useQuery({
    queryKey: ASSESSMENTS_KEY,
    queryFn: () => unwrap(http.get(base, { schema: assessmentListResponseSchema })),
    enabled: isEnabled,
  });
}

export function useAssessment(id: string, isEnabled: boolean) {
  return useQuery<Assessment>({
    queryKey: [...ASSESSMENTS_KEY, id],
    queryFn: async () =>
      (await unwrap(http.get(`${base}/:id`, { params: { id }, schema: assessmentResponseSchema })))
        .assessment,
    enabled: isEnabled,
    retry: (count, error) =>
      count < 2 && !(error instanceof MaterialityApiError && error.apiError?.status === 404),
  });
}

/** A write whose answer (or failure) refreshes the list and the assessment. */
function useAssessmentMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
}

export const useCreateAssessment = () =>
  useAssessmentMutation((body: CreateAssessment) =>
    unwrap(http.post(base, body, { schema: assessmentResponseSchema })),
  );

export const useUpdateAssessment = (id: string) =>
  useAssessmentMutation((body: UpdateAssessment) =>
    unwrap(http.patch(`${base}/:id`, body, { params: { id }, schema: assessmentResponseSchema })),
  );

export const useSetThresholds = (id: string) =>
  useAssessmentMutation((body: { impact: number; financial: number; reason: string }) =>
    unwrap(http.put(`${base}/:id/thresholds`, body, { params: { id }, schema: assessmentResponseSchema })),
  );

export const useChangeState = (id: string) =>
  useAssessmentMutation((to: AssessmentState) =>
    unwrap(http.post(`${base}/:id/state`, { to }, { params: { id }, schema: assessmentResponseSchema })),
  );

export const useSaveIro = (id: string) =>
  useAssessmentMutation(({ iroId, body }: { iroId?: string; body: IroInput }) =>
    unwrap(
      iroId
        ? http.put(`${base}/:id/iros/:iroId`, body, { params: { id, iroId }, schema: iroResponseSchema })
        : http.post(`${base}/:id/iros`, body, { params: { id }, schema: iroResponseSchema }),
    ),
  );

export const useIroAction = (id: string) =>
  useAssessmentMutation(({ iroId, action }: { iroId: string; action: 'accept' | 'delete' }) =>
    unwrap(
      action === 'accept'
        ? http.post(`${base}/:id/iros/:iroId/accept`, undefined, {
            params: { id, iroId },
            schema: materialityOkSchema,
          })
        : http.delete(`${base}/:id/iros/:iroId`, { params: { id, iroId }, schema: materialityOkSchema }),
    ),
  );

export const usePropose = (id: string) =>
  useAssessmentMutation(() =>
    unwrap(
      http.post(`${base}/:id/proposals`, undefined, { params: { id }, schema: proposalsResponseSchema }),
    ),
  );
