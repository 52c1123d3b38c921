import {
  addEmployeesResponseSchema,
  type EmployeeListResponse,
  employeeListResponseSchema,
  employeeResponseSchema,
  type Team,
  teamListResponseSchema,
  teamResponseSchema,
  type WorkforceSort,
  type WorkforceSummary,
  workforceOkSchema,
  workforceSummaryResponseSchema,
} from '@carbon-ledger/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';

const base = '/api/company/workforce';
export const WORKFORCE_KEY = ['workforce'] as const;

async function unwrap<T>(promise: Promise<{ data?: T; error?: { message: string } }>): Promise<T> {
  const result = await promise;
  if (!result.data) throw new Error(result.error?.message ?? 'The server could not be reached.');
  return result.data;
}

export function useWorkforceSummary() {
  return useQuery<WorkforceSummary>({
    queryKey: [...WORKFORCE_KEY, 'summary'],
    queryFn: () => unwrap(http.get(`${base}/summary`, { schema: workforceSummaryResponseSchema })),
  });
}

export type EmployeeQuery = {
  skip: number;
  limit: number;
  text: string;
  sortBy: WorkforceSort;
  team?: string;
};

export function useEmployees(query: EmployeeQuery) {
  return useQuery<EmployeeListResponse>({
    queryKey: [...WORKFORCE_KEY, 'employees', query],
    queryFn: () =>
      unwrap(
        http.get(`${base}/employees`, {
          query: { ...query, text: query.text || undefined },
          schema: employeeListResponseSchema,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTeams() {
  return useQuery<Team[]>({
    queryKey: [...WORKFORCE_KEY, 'teams'],
    queryFn: async () => (await unwrap(http.get(`${base}/teams`, { schema: teamListResponseSchema }))).teams,
  });
}

export const addEmployees = (emails: string[]) =>
  http.post(`${base}/employees`, { emails }, { schema: addEmployeesResponseSchema });

export const removeEmployee = (id: string) =>
  http.delete(`${base}/employees/:id`, { params: { id }, schema: workforceOkSchema });

export const assignTeam = (id: string, team: string | null) =>
  http.put(`${base}/employees/:id/team`, { team }, { params: { id }, schema: employeeResponseSchema });

export const createTeam = (name: string) =>
  http.post(`${base}/teams`, { name }, { schema: teamResponseSchema });

export const renameTeam = (id: string, name: string) =>
  http.patch(`${base}/teams/:id`, { name }, { params: { id }, schema: teamResponseSchema });

export const deleteTeam = (id: string) =>
  http.delete(`${base}/teams/:id`, { params: { id }, schema: workforceOkSchema });
