import {
  answerReadRequest,
  type ReadImportFileMessage,
  type ReadImportFileRequest,
  type ReadImportFileResult,
  settleReadMessage,
} from './read-import-file.ts';

/**
 * Reads and maps a file in a worker, so the page stays responsive while a file of many thousand rows is
 * read (a second or more on a laptop). Where the browser has no workers it reads on the page itself.
 */
export function readImportFileOffThread(request: ReadImportFileRequest): Promise<ReadImportFileResult> {
  if (typeof Worker === 'undefined') return Promise.resolve(settleReadMessage(answerReadRequest(request)));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-import-file.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ReadImportFileMessage>) => {
      worker.terminate();
      try {
        resolve(settleReadMessage(event.data));
      } catch (error) {
        reject(error);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read.'));
    };
    // The bytes move to the worker rather than being copied.
    worker.postMessage(request, [request.bytes.buffer]);
  });
}
