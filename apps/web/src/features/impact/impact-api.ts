import {
  type CreateCustomIdeaRequest,
  type CreateTargetRequest,
  calculatorOkSchema,
  customIdeaResponseSchema,
  listReductionIdeasResponseSchema,
  listTargetsResponseSchema,
  type PublishPlanRequest,
  planStatusResponseSchema,
  publicPlanResponseSchema,
  type ReductionPlanRef,
  type SetIdeaTrackingRequest,
  targetResponseSchema,
} from '@carbon-ledger/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { unwrap } from '../calculator/api/calculator-api.ts';
import { useCalculatorLang } from '../calculator/api/calculator-queries.ts';

const BASE = '/api/company/calculator/reduction';

/** Query keys: under ['calculator'], so a change of results refetches the estimates too. */
export const impactKeys = {
  all: ['calculator', 'reduction'] as const,
  ideas: (plan: ReductionPlanRef, instances: readonly string[], lang: string) =>
    ['calculator', 'reduction', 'ideas', plan.kind, plan.id, [...instances].sort(), lang] as const,
  targets: (plan: ReductionPlanRef) => ['calculator', 'reduction', 'targets', plan.kind, plan.id] as const,
  plan: () => ['calculator', 'reduction', 'plan'] as const,
};

export function useReductionIdeas(plan: ReductionPlanRef, instances: readonly string[]) {
  const lang = useCalculatorLang();
  return useQuery({
    queryKey: impactKeys.ideas(plan, instances, lang),
    queryFn: async () =>
      unwrap(
        await http.post(
          `${BASE}/ideas/list`,
          { plan, instances, lang },
          { schema: listReductionIdeasResponseSchema },
        ),
      ),
  });
}

export function useReductionTargets(plan: ReductionPlanRef) {
  return useQuery({
    queryKey: impactKeys.targets(plan),
    queryFn: async () =>
      unwrap(await http.post(`${BASE}/targets/list`, { plan }, { schema: listTargetsResponseSchema })),
  });
}

export function usePlanStatus() {
  return useQuery({
    queryKey: impactKeys.plan(),
    queryFn: async () => unwrap(await http.get(`${BASE}/plan`, { schema: planStatusResponseSchema })),
  });
}

/** Every change of the Impact tab refetches all of its reads. */
function useImpactMutation<V, R>(run: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: impactKeys.all }),
  });
}

export function useSetIdeaTracking() {
  return useImpactMutation(async ({ ideaId, body }: { ideaId: string; body: SetIdeaTrackingRequest }) =>
    unwrap(
      await http.put(`${BASE}/catalogue-ideas/:ideaId`, body, {
        params: { ideaId },
        schema: calculatorOkSchema,
      }),
    ),
  );
}

export function useCreateCustomIdea() {
  return useImpactMutation(async (body: CreateCustomIdeaRequest) =>
    unwrap(await http.post(`${BASE}/custom-ideas`, body, { schema: customIdeaResponseSchema })),
  );
}

export function useUpdateCustomIdea() {
  return useImpactMutation(
    async ({ id, body }: { id: string; body: Omit<CreateCustomIdeaRequest, 'plan'> }) =>
      unwrap(
        await http.patch(`${BASE}/custom-ideas/:id`, body, {
          params: { id },
          schema: customIdeaResponseSchema,
        }),
      ),
  );
}

export function useDeleteCustomIdea() {
  return useImpactMutation(async (id: string) =>
    unwrap(await http.delete(`${BASE}/custom-ideas/:id`, { params: { id }, schema: calculatorOkSchema })),
  );
}

export function useCreateTarget() {
  return useImpactMutation(async (body: CreateTargetRequest) =>
    unwrap(await http.post(`${BASE}/targets`, body, { schema: targetResponseSchema })),
  );
}

export function useDeleteTarget() {
  return useImpactMutation(async (id: string) =>
    unwrap(await http.delete(`${BASE}/targets/:id`, { params: { id }, schema: calculatorOkSchema })),
  );
}

export function usePublishPlan() {
  return useImpactMutation(async (body: PublishPlanRequest) =>
    unwrap(await http.post(`${BASE}/plan/publish`, body, { schema: planStatusResponseSchema })),
  );
}

export function useUnpublishPlan() {
  return useImpactMutation(async () =>
    unwrap(await http.post(`${BASE}/plan/unpublish`, undefined, { schema: planStatusResponseSchema })),
  );
}

/** The public read: no session needed. */
export function usePublicPlan(publicId: string) {
  const lang = useCalculatorLang();
  return useQuery({
    queryKey: ['public-climate-action-plan', publicId, lang],
    queryFn: async () =>
      unwrap(
        await http.get('/api/public/climate-action-plan/:publicId', {
          params: { publicId },
          query: { lang },
          schema: publicPlanResponseSchema,
        }),
      ),
    enabled: publicId.length > 0,
    retry: false,
  });
}
