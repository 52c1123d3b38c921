import { type SaveVsmeFormRequest, type VsmeFormResponse, vsmeFormResponseSchema } from '@carbon-ledger/core';
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

export const esgKeys = { form: (id: string) => ['esg', 'vsme', id] as const };

/**
 * The year's XBRL instance as text with its file name. A report still missing required datapoints is
 * refused (409): the `CalculatorApiError` lists them as `answers.<datapoint code>`.
 */
export async function fetchVsmeXbrl(id: string): Promise<{ xml: string; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${yearUrl(id)}/xbrl`, { credentials: 'include' });
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
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'vsme.xbrl';
  return { xml: await response.text(), fileName };
}
