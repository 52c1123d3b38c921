import {
  type CustomFormComposition,
  type CustomFormResponse,
  customFormResponseSchema,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { CalculatorApiError, unwrap } from '../api/calculator-api.ts';

const BASE = '/api/company/calculator/containers/:id/custom-form';

export async function fetchCustomForm(containerId: string): Promise<CustomFormResponse> {
  return unwrap(
    await http.post(`${BASE}/retrieve`, undefined, {
      params: { id: containerId },
      schema: customFormResponseSchema,
    }),
  );
}

export async function saveCustomForm(
  containerId: string,
  composition: CustomFormComposition,
): Promise<CustomFormResponse> {
  return unwrap(
    await http.put(BASE, composition, { params: { id: containerId }, schema: customFormResponseSchema }),
  );
}

/** Under ['calculator']: a save of the form refetches Inputs, and a saved row refetches the usage. */
export const customFormKey = (containerId: string) => ['calculator', 'custom-form', containerId] as const;

/** The composition of a Custom project with the library factors it names and its usage. */
export function useCustomForm(containerId: string | undefined) {
  return useQuery({
    queryKey: customFormKey(containerId ?? ''),
    queryFn: () => fetchCustomForm(containerId ?? ''),
    enabled: Boolean(containerId),
    // A refetch with someone else's newer version would replace the draft being edited.
    refetchOnWindowFocus: false,
    retry: (count, error) => !(error instanceof CalculatorApiError && error.status === 404) && count < 2,
  });
}

/** The composer of a Custom project's form. */
export const customFormPath = (containerId: string) => `/dashboard/calculator/custom-form/${containerId}`;
