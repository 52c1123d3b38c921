import {
  type CompanyCustomPlansResponse,
  type CreateCustomPlanInput,
  type CustomPlansResponse,
  companyCustomPlansResponseSchema,
  customPlanPreviewSchema,
  customPlansResponseSchema,
  isValidationMessageKey,
  type ValidationMessageKey,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import type { ApiError } from '../../api/http-client.ts';

export const CUSTOM_PLANS_KEY = ['settings', 'custom-plans'] as const;
export const COMPANY_CUSTOM_PLANS_KEY = ['company', 'custom-plans'] as const;

/** Every custom plan (operators). */
export function useCustomPlans() {
  return useQuery<CustomPlansResponse>({
    queryKey: CUSTOM_PLANS_KEY,
    queryFn: async () => {
      const result = await http.get('/api/settings/custom-plans', { schema: customPlansResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

export const createCustomPlan = (plan: CreateCustomPlanInput) =>
  http.post('/api/settings/custom-plans', plan, { schema: customPlansResponseSchema });

export const withdrawCustomPlan = (planId: string) =>
  http.post('/api/settings/custom-plans/:planId/withdraw', undefined, {
    params: { planId },
    schema: customPlansResponseSchema,
  });

/** The company's own custom plans (admins). */
export function useCompanyCustomPlans() {
  return useQuery<CompanyCustomPlansResponse>({
    queryKey: COMPANY_CUSTOM_PLANS_KEY,
    queryFn: async () => {
      const result = await http.get('/api/company/custom-plans', {
        schema: companyCustomPlansResponseSchema,
      });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data;
    },
  });
}

export const attachCustomPlan = (code: string) =>
  http.post('/api/company/custom-plans', { code }, { schema: companyCustomPlansResponseSchema });

/** What a registration link's code will attach; refused codes answer their reason as a validation key. */
export function useCustomPlanPreview(code: string | undefined) {
  return useQuery({
    queryKey: ['custom-plan-preview', code],
    enabled: Boolean(code),
    retry: false,
    queryFn: async () => {
      const result = await http.get('/api/custom-plans/preview', {
        query: { code },
        schema: customPlanPreviewSchema,
      });
      if (result.data) return { plan: result.data, refusal: undefined };
      const refusal = readCustomPlanRefusal(result.error);
      if (refusal) return { plan: undefined, refusal };
      throw new Error(result.error?.message ?? 'The server could not be reached.');
    },
  });
}

/** The validation key a refused code answered with (`details[0].message`), if the answer was about the code. */
export function readCustomPlanRefusal(error: ApiError | undefined): ValidationMessageKey | undefined {
  const detail = error?.details?.find((entry) => entry.path === 'code' || entry.path === 'customPlanCode');
  if (!detail) return undefined;
  return isValidationMessageKey(detail.message) ? detail.message : 'validation.invalid';
}

/** The link that registers a new company with a plan (the register page's query of spec section 2). */
export function buildRegistrationLink(origin: string, code: string): string {
  return `${origin}/register?create-new-account=create-new-account&customPlanCode=${encodeURIComponent(code)}`;
}
