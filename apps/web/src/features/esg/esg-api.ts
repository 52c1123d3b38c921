import {
  type EsgFormFamily,
  esrsFormResponseSchema,
  type ReportingEntity,
  type ReportingEntityResponse,
  reportingEntityResponseSchema,
  type SaveEsrsFormRequest,
  type SaveVsmeFormRequest,
  type VsmeFormResponse,
  vsmeFormResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../api/client.ts';
import { CalculatorApiError, unwrap } from '../calculator/api/calculator-api.ts';

const yearUrl = (id: string) => `/api/company/esg/years/${encodeURIComponent(id)}/vsme`;

/** An ESG year's VSME form with its answers, completion and B3's calculator figures. */
export async function fetchVsmeForm(id: string): Promise<VsmeFormResponse> {
  return unwrap(await http.get(yearUrl(id), { schema: vsmeFormResponseSchema }));
}

/** Saves a batch: it lands whole, or a `CalculatorApiError` names each datapoint and field. */
export async function saveVsmeForm(id: string, request: SaveVsmeFormRequest): Promise<VsmeFormResponse> {
  return unwrap(await http.put(yearUrl(id), request, { schema: vsmeFormResponseSchema }));
}

const esrsUrl = (id: string) => `/api/company/esg/years/${encodeURIComponent(id)}/esrs`;

/** An ESG year's form in the family it is entered with: VSME, or ESRS with E1's calculator figures. */
export async function fetchEsgForm(id: string): Promise<VsmeFormResponse> {
  const vsme = await fetchVsmeForm(id);
  if (vsme.family !== 'esrs') return vsme;
  return unwrap(await http.get(esrsUrl(id), { schema: esrsFormResponseSchema }));
}

/** Saves a batch to the form of the given family; `family` in the request switches the year's family. */
export async function saveEsgForm(
  id: string,
  family: EsgFormFamily,
  request: SaveVsmeFormRequest & SaveEsrsFormRequest,
): Promise<VsmeFormResponse> {
  if (family === 'vsme') return saveVsmeForm(id, request);
  const { modules: _, ...esrs } = request;
  return unwrap(await http.put(esrsUrl(id), esrs, { schema: esrsFormResponseSchema }));
}

export const esgKeys = { form: (id: string) => ['esg', 'vsme', id] as const };

/** The two forms of the XBRL report: the instance, or the readable inline XBRL (XHTML) report. */
export type XbrlFormat = 'instance' | 'inline';

/**
 * The year's XBRL report as text with its file name: the instance, or the inline XBRL report in the
 * page's language. A report still missing required datapoints is refused (409): the
 * `CalculatorApiError` lists them as `answers.<datapoint code>`.
 */
export async function fetchVsmeXbrl(
  id: string,
  format: XbrlFormat = 'instance',
  lang: 'en' | 'de' = 'en',
): Promise<{ xml: string; fileName: string }> {
  const path = format === 'inline' ? `${yearUrl(id)}/ixbrl?lang=${lang}` : `${yearUrl(id)}/xbrl`;
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include' });
  } catch (error) {
    throw new CalculatorApiError('NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (response.status >= 300) {
    const body = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string; details?: { path: string; message: string }[] };
    };
    throw new CalculatorApiError(
      body.error?.code ?? 'INTERNAL',
      body.error?.message ?? `Request failed with status ${response.status}`,
      response.status,
      body.error?.details ?? [],
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fallback = format === 'inline' ? 'vsme.xhtml' : 'vsme.xbrl';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
  return { xml: await response.text(), fileName };
}

const ENTITY_URL = '/api/company/esg/reporting-entity';

/** The identifier the company's XBRL reports name it by, null until it gives one. */
export async function fetchReportingEntity(): Promise<ReportingEntityResponse> {
  return unwrap(await http.get(ENTITY_URL, { schema: reportingEntityResponseSchema }));
}

/** Gives the company's identifier; a `CalculatorApiError` names `identifier` when it does not fit. */
export async function saveReportingEntity(entity: ReportingEntity): Promise<ReportingEntityResponse> {
  return unwrap(await http.put(ENTITY_URL, entity, { schema: reportingEntityResponseSchema }));
}
