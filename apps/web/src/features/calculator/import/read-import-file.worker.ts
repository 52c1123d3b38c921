import { answerReadRequest, type ReadImportFileRequest } from './read-import-file.ts';

/** The worker's side of `readImportFileOffThread`: one request in, one answer out. */
const scope = globalThis as unknown as {
  onmessage: ((event: { data: ReadImportFileRequest }) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(answerReadRequest(event.data));
};
