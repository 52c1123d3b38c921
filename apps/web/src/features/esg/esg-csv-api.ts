import { CalculatorApiError } from '../calculator/api/calculator-api.ts';

/**
 * The year's ESG simple CSV export in the page's language, with its file name. A year with nothing to
 * export is refused (409 'No data to export.'), a member below admin gets 403: both as `CalculatorApiError`.
 */
export async function fetchVsmeCsv(id: string, lang: 'en' | 'de'): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/company/esg/years/${encodeURIComponent(id)}/vsme/csv?lang=${lang}`, {
      credentials: 'include',
    });
  } catch (error) {
    throw new CalculatorApiError('NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (response.status >= 300) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    throw new CalculatorApiError(
      body.error?.code ?? 'INTERNAL',
      body.error?.message ?? `Request failed with status ${response.status}`,
      response.status,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'vsme.csv';
  return { blob: new Blob([await response.arrayBuffer()], { type: 'text/csv' }), fileName };
}
