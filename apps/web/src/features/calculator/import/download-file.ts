import { saveBlob } from '../analyze/download-file.ts';

/** Hands bytes or text made in the browser (a template, an export) to the user as a file. */
export function downloadFile(content: Uint8Array | string, fileName: string, type: string): void {
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  saveBlob(new Blob([part], { type }), fileName);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv;charset=utf-8';
