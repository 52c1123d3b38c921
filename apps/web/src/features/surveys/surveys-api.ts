import {
  modeShiftResponseSchema,
  type SurveyInput,
  surveyInventoryResponseSchema,
  surveyListResponseSchema,
  surveyMailedResponseSchema,
  surveyResponseSchema,
  surveyResultsResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

const base = '/api/company/surveys';
export const SURVEYS_KEY = ['surveys'] as const;
export const SURVEYS_HOME = '/dashboard/surveys';
export const surveyPath = (id: string) => `/dashboard/surveys/${id}`;
export const surveyEditorPath = (id?: string) => `/dashboard/surveys/generate${id ? `/${id}` : ''}`;

async function unwrap<T>(
  promise: Promise<{ data?: T; error?: { message: string; status?: number } }>,
): Promise<T> {
  const result = await promise;
  if (!result.data)
    throw Object.assign(new Error(result.error?.message ?? 'failed'), { status: result.error?.status });
  return result.data;
}

export function useSurveys() {
  return useQuery({
    queryKey: [...SURVEYS_KEY, 'list'],
    queryFn: async () => (await unwrap(http.get(base, { schema: surveyListResponseSchema }))).surveys,
  });
}

export function useSurvey(id: string | undefined) {
  return useQuery({
    queryKey: [...SURVEYS_KEY, 'one', id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () =>
      (await unwrap(http.get(`${base}/:id`, { params: { id: id as string }, schema: surveyResponseSchema })))
        .survey,
  });
}

export function useSurveyResults(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...SURVEYS_KEY, 'results', id],
    enabled: isEnabled,
    queryFn: () =>
      unwrap(http.get(`${base}/:id/results`, { params: { id }, schema: surveyResultsResponseSchema })),
  });
}

export const createSurvey = (input: SurveyInput) => http.post(base, input, { schema: surveyResponseSchema });
export const updateSurvey = (id: string, input: SurveyInput) =>
  http.patch(`${base}/:id`, input, { params: { id }, schema: surveyResponseSchema });
export const sendSurvey = (id: string) =>
  http.post(`${base}/:id/send`, {}, { params: { id }, schema: surveyMailedResponseSchema });
export const remindSurvey = (id: string) =>
  http.post(`${base}/:id/remind`, {}, { params: { id }, schema: surveyMailedResponseSchema });
export const closeSurvey = (id: string) =>
  http.post(`${base}/:id/close`, {}, { params: { id }, schema: surveyResponseSchema });
export const sendSurveyToInventory = (id: string, instanceId: string) =>
  http.post(
    `${base}/:id/inventory`,
    { instanceId },
    { params: { id }, schema: surveyInventoryResponseSchema },
  );
export const computeModeShift = (
  id: string,
  body: { fromModes: string[]; underKm: number; toMode: string; sharePercent: number },
) => http.post(`${base}/:id/what-if`, body, { params: { id }, schema: modeShiftResponseSchema });
