import {
  type QuestionnaireDetail,
  type QuestionnaireSummary,
  questionnaireDetailResponseSchema,
  questionnaireListResponseSchema,
  type ReportedEmissionsInput,
  type SendQuestionnaireInput,
  type Supplier,
  type SupplierInput,
  supplierListResponseSchema,
  supplierResponseSchema,
  suppliersOkSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

const base = '/api/company/suppliers';
export const SUPPLIERS_KEY = ['suppliers'] as const;

export function useSuppliers() {
  return useQuery<Supplier[]>({
    queryKey: SUPPLIERS_KEY,
    queryFn: async () => {
      const result = await http.get(base, { schema: supplierListResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data.suppliers;
    },
  });
}

export const createSupplier = (input: SupplierInput) =>
  http.post(base, input, { schema: supplierResponseSchema });

export const updateSupplier = (id: string, input: SupplierInput) =>
  http.put(`${base}/:id`, input, { params: { id }, schema: supplierResponseSchema });

export const deleteSupplier = (id: string) =>
  http.delete(`${base}/:id`, { params: { id }, schema: suppliersOkSchema });

export const reportSupplierEmissions = (id: string, input: ReportedEmissionsInput) =>
  http.put(`${base}/:id/reported-emissions`, input, { params: { id }, schema: supplierResponseSchema });

export const deleteSupplierReport = (id: string, year: number) =>
  http.delete(`${base}/:id/reported-emissions/:year`, {
    params: { id, year: String(year) },
    schema: supplierResponseSchema,
  });

export const QUESTIONNAIRES_KEY = ['supplier-questionnaires'] as const;
const questionnaires = '/api/company/supplier-questionnaires';

export function useQuestionnaires() {
  return useQuery<QuestionnaireSummary[]>({
    queryKey: QUESTIONNAIRES_KEY,
    queryFn: async () => {
      const result = await http.get(questionnaires, { schema: questionnaireListResponseSchema });
      if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
      return result.data.questionnaires;
    },
  });
}

/** Every questionnaire's questions and answers, for the answers side by side. */
export function useQuestionnaireDetails(ids: readonly string[]) {
  return useQuery<QuestionnaireDetail[]>({
    queryKey: [...QUESTIONNAIRES_KEY, 'details', [...ids].sort()],
    enabled: ids.length > 0,
    queryFn: async () =>
      Promise.all(
        ids.map(async (id) => {
          const result = await http.get(`${questionnaires}/:id`, {
            params: { id },
            schema: questionnaireDetailResponseSchema,
          });
          if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
          return result.data.questionnaire;
        }),
      ),
  });
}

export const sendQuestionnaire = (input: SendQuestionnaireInput) =>
  http.post(questionnaires, input, { schema: questionnaireDetailResponseSchema });

export const remindQuestionnaire = (id: string) =>
  http.post(`${questionnaires}/:id/remind`, undefined, {
    params: { id },
    schema: questionnaireDetailResponseSchema,
  });

export const acceptQuestionnaireEmissions = (id: string) =>
  http.post(`${questionnaires}/:id/accept-emissions`, undefined, {
    params: { id },
    schema: questionnaireDetailResponseSchema,
  });

export const revokeQuestionnaire = (id: string) =>
  http.delete(`${questionnaires}/:id`, { params: { id }, schema: suppliersOkSchema });

export function useQuestionnaire(id: string) {
  return useQuery<QuestionnaireDetail>({
    queryKey: [...QUESTIONNAIRES_KEY, 'one', id],
    queryFn: async () => {
      const result = await http.get(`${questionnaires}/:id`, {
        params: { id },
        schema: questionnaireDetailResponseSchema,
      });
      if (!result.data)
        throw Object.assign(new Error(result.error?.message ?? 'No answer.'), {
          status: result.error?.status,
        });
      return result.data.questionnaire;
    },
    retry: false,
  });
}
