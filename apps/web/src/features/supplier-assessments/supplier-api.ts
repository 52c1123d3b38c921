import {
  type ReportedEmissionsInput,
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
