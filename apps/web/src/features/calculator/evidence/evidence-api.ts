import {
  calculatorOkSchema,
  EVIDENCE_FILE_NAME_HEADER,
  type EvidenceFile,
  listEvidenceFilesResponseSchema,
  uploadEvidenceFileResponseSchema,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import { CSRF_HEADER, readCsrfCookie } from '../../../api/http-client.ts';
import { CalculatorApiError, unwrap } from '../api/calculator-api.ts';

const BASE = '/api/company/calculator';

/** Every evidence file of a year: its own and its results'. */
export async function listYearFiles(instanceId: string): Promise<EvidenceFile[]> {
  return unwrap(
    await http.get(`${BASE}/instances/:id/files`, {
      params: { id: instanceId },
      schema: listEvidenceFilesResponseSchema,
    }),
  ).files;
}

export async function deleteEvidenceFile(fileId: string): Promise<void> {
  unwrap(await http.delete(`${BASE}/files/:id`, { params: { id: fileId }, schema: calculatorOkSchema }));
}

/** Where a file is downloaded from (the server names it and sends it as an attachment). */
export function evidenceFileUrl(fileId: string): string {
  return `${BASE}/files/${encodeURIComponent(fileId)}`;
}

export type UploadTarget = { kind: 'result'; resultId: string } | { kind: 'instance'; instanceId: string };

function targetPath(target: UploadTarget): string {
  return target.kind === 'result'
    ? `${BASE}/results/${encodeURIComponent(target.resultId)}/files`
    : `${BASE}/instances/${encodeURIComponent(target.instanceId)}/files`;
}

/**
 * Uploads one file as its bytes, the name percent-encoded in a header. XMLHttpRequest rather than fetch:
 * only it reports upload progress (`onProgress` gets 0–1). Fails with a `CalculatorApiError`.
 */
export function uploadEvidenceFile(
  target: UploadTarget,
  file: File,
  onProgress: (share: number) => void,
): Promise<EvidenceFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', targetPath(target));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader(EVIDENCE_FILE_NAME_HEADER, encodeURIComponent(file.name));
    const csrf = readCsrfCookie();
    if (csrf) request.setRequestHeader(CSRF_HEADER, csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new CalculatorApiError('NETWORK', 'No answer from the server.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) {
        const parsed = uploadEvidenceFileResponseSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data.file);
        return reject(new CalculatorApiError('INVALID_RESPONSE', 'The answer was not understood.', 201));
      }
      const error = (body as { error?: { code?: string; message?: string; details?: [] } } | undefined)
        ?.error;
      reject(
        new CalculatorApiError(
          error?.code ?? `HTTP_${request.status}`,
          error?.message ?? request.statusText,
          request.status,
          error?.details ?? [],
        ),
      );
    };
    request.send(file);
  });
}
