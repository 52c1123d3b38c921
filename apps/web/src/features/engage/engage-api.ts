import {
  type CreateEngageReportRequest,
  calculatorOkSchema,
  type EngageReport,
  type EngageReportContent,
  engageReportListResponseSchema,
  engageReportResponseSchema,
  type PublicEngageReport,
  publicEngageReportResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../api/client.ts';
import { unwrap } from '../calculator/api/calculator-api.ts';

const BASE = '/api/company/calculator/engage-reports';

/** What a report covers: the active years, and the group when a group's year is open. */
export type EngageReportScope = { instances: string[]; group: string | null };

export async function listEngageReports(scope: EngageReportScope): Promise<EngageReport[]> {
  return unwrap(await http.post(`${BASE}/list`, scope, { schema: engageReportListResponseSchema })).reports;
}

export async function createEngageReport(body: CreateEngageReportRequest): Promise<EngageReport> {
  return unwrap(await http.post(BASE, body, { schema: engageReportResponseSchema })).report;
}

export async function updateEngageReport(id: string, content: EngageReportContent): Promise<EngageReport> {
  return unwrap(
    await http.patch(`${BASE}/:id`, { content }, { params: { id }, schema: engageReportResponseSchema }),
  ).report;
}

export async function publishEngageReport(id: string, lang: 'en' | 'de'): Promise<EngageReport> {
  return unwrap(
    await http.post(`${BASE}/:id/publish`, { lang }, { params: { id }, schema: engageReportResponseSchema }),
  ).report;
}

export async function unpublishEngageReport(id: string): Promise<EngageReport> {
  return unwrap(
    await http.post(`${BASE}/:id/unpublish`, {}, { params: { id }, schema: engageReportResponseSchema }),
  ).report;
}

export async function deleteEngageReport(id: string): Promise<void> {
  unwrap(await http.delete(`${BASE}/:id`, { params: { id }, schema: calculatorOkSchema }));
}

/** The public page's report; a 404 (unknown or unpublished) throws with status 404. */
export async function fetchPublicEngageReport(publicId: string): Promise<PublicEngageReport> {
  return unwrap(
    await http.get('/api/public/engage-reports/:publicId', {
      params: { publicId },
      schema: publicEngageReportResponseSchema,
    }),
  ).report;
}
