import {
  type BulkImportRow,
  type DisplayLocale,
  type ServedForm,
  SpreadsheetFileError,
  type TonMeaning,
} from '@carbon-ledger/core';
import { useCallback, useRef, useState } from 'react';
import { sendImportChunk } from '../api/calculator-api.ts';
import { useCalculatorLang, useInvalidateCalculator } from '../api/calculator-queries.ts';
import type { ReadImportFileResult } from './read-import-file.ts';
import { readImportFileOffThread } from './read-import-file-off-thread.ts';
import { type ImportRunOutcome, runImportChunks } from './run-import.ts';

export type ImportTarget = {
  instanceId: string;
  entityName: string;
  /** The year's first and last day: rows dated outside it are refused. */
  period: { startDate: string; endDate: string };
  form: ServedForm;
  /** The operator's limits (`/api/app-config`). */
  limits: { maxBytes: number; maxRows: number };
};

/** Where the import stands; each step keeps what the next one needs. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'fileError'; fileName: string; error: SpreadsheetFileError | Error }
  | (ReadImportFileResult & {
      step: 'checking' | 'checked' | 'uploading' | 'finished';
      fileName: string;
      progress: { done: number; total: number };
      preview: ImportRunOutcome | null;
      upload: ImportRunOutcome | null;
    });

type Parsed = Extract<ImportState, { rows: BulkImportRow[] }>;

/** How a reading takes text numbers: by `locale`, or, unless the user chose it, by the file's own way. */
type NumberReading = { locale: DisplayLocale; isChosen: boolean };

/**
 * The import of one file into one year: read and map the file in the browser (core parser, in a worker),
 * preview every chunk on the server, then upload chunk by chunk; a failed upload can resume from its chunk.
 */
export function useImportFlow(target: ImportTarget | undefined) {
  const lang = useCalculatorLang();
  const invalidate = useInvalidateCalculator();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  // How the file writes numbers as text, once the user chose.
  const [chosenLocale, setChosenLocale] = useState<DisplayLocale>();
  // What "ton" means in the file: nobody's default, since a metric and a US short ton differ by 10 %.
  const [tonMeaning, setTonMeaningState] = useState<TonMeaning | undefined>(undefined);
  const lastFile = useRef<File | undefined>(undefined);
  // A newer file wins over an older one still being checked.
  const runId = useRef(0);

  const requestOf = useCallback(
    (fileName: string) => ({
      baseQuery: { instances: target ? [target.instanceId] : [] },
      generatedFromFile: fileName,
      aggregateFormSectionsForInstances: [],
      lang,
      // The outcome shows counts and the year is reloaded afterwards: the stored results are not needed.
      isSummaryOnly: true,
    }),
    [target, lang],
  );

  const chooseFile = useCallback(
    async (
      file: File,
      reading: NumberReading = { locale: chosenLocale ?? lang, isChosen: chosenLocale !== undefined },
      ton: TonMeaning | undefined = tonMeaning,
    ) => {
      if (!target) return;
      lastFile.current = file;
      const id = ++runId.current;
      const fileName = file.name;
      setState({ step: 'reading', fileName });
      let parsed: Parsed;
      try {
        // Checked before reading a byte of it: a file over the limit is never loaded into memory.
        if (file.size > target.limits.maxBytes) {
          throw new SpreadsheetFileError('tooLarge', { limit: toMegabytesText(target.limits.maxBytes) });
        }
        const mapping = await readImportFileOffThread({
          bytes: new Uint8Array(await file.arrayBuffer()),
          fileName,
          limits: target.limits,
          form: target.form,
          instance: { id: target.instanceId, name: target.entityName, ...target.period },
          // Nobody chose: the page's language, unless the file's own numbers show another way.
          numberLocale: reading.locale,
          isNumberLocaleChosen: reading.isChosen,
          ...(ton ? { tonMeaning: ton } : {}),
        });
        parsed = {
          ...mapping,
          step: 'checking',
          fileName,
          progress: { done: 0, total: Math.ceil(mapping.rows.length / 1000) },
          preview: null,
          upload: null,
        };
      } catch (error) {
        if (id === runId.current) {
          setState({
            step: 'fileError',
            fileName,
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
        return;
      }
      if (id !== runId.current) return;
      setState(parsed);
      if (parsed.rows.length === 0) {
        setState({ ...parsed, step: 'checked' });
        return;
      }
      const preview = await runImportChunks({
        rows: parsed.rows,
        request: requestOf(fileName),
        isPreview: true,
        send: sendImportChunk,
        onProgress: (done, total) => {
          if (id === runId.current)
            setState((current) => ({ ...current, progress: { done, total } }) as Parsed);
        },
      });
      if (id === runId.current) setState((current) => ({ ...(current as Parsed), step: 'checked', preview }));
    },
    [target, requestOf, chosenLocale, tonMeaning, lang],
  );

  // How text numbers are read: as chosen; else as the file read was read (the way it showed, or the
  // page's language), so it never changes behind the user's back; with no file read, the page's language.
  const numberLocale = chosenLocale ?? ('numberLocale' in state ? state.numberLocale : lang);

  /** Another way of writing numbers: the file already read is read again with it, before any upload. */
  const setNumberLocale = useCallback(
    (locale: DisplayLocale) => {
      setChosenLocale(locale);
      const isBeforeUpload = state.step !== 'uploading' && state.step !== 'finished';
      if (lastFile.current && isBeforeUpload && state.step !== 'idle')
        void chooseFile(lastFile.current, { locale, isChosen: true });
    },
    [chooseFile, state.step],
  );

  /** What "ton" means: the file already read is read again with it, before any upload. */
  const setTonMeaning = useCallback(
    (ton: TonMeaning | undefined) => {
      setTonMeaningState(ton);
      const isBeforeUpload = state.step !== 'uploading' && state.step !== 'finished';
      if (lastFile.current && isBeforeUpload && state.step !== 'idle')
        void chooseFile(
          lastFile.current,
          { locale: numberLocale, isChosen: chosenLocale !== undefined },
          ton,
        );
    },
    [chooseFile, numberLocale, chosenLocale, state.step],
  );

  const upload = useCallback(
    async (startChunk = 0) => {
      if (state.step !== 'checked' && state.step !== 'finished') return;
      const id = ++runId.current;
      const { rows, fileName } = state;
      const earlier = state.upload;
      setState({
        ...state,
        step: 'uploading',
        progress: { done: startChunk, total: Math.ceil(rows.length / 1000) },
      });
      const outcome = await runImportChunks({
        rows,
        request: requestOf(fileName),
        isPreview: false,
        startChunk,
        send: sendImportChunk,
        onProgress: (done, total) => {
          if (id === runId.current)
            setState((current) => ({ ...current, progress: { done, total } }) as Parsed);
        },
      });
      // A resumed upload adds to what the earlier attempt stored.
      const combined =
        earlier && startChunk > 0
          ? {
              ...outcome,
              numCreated: earlier.numCreated + outcome.numCreated,
              numUpdated: earlier.numUpdated + outcome.numUpdated,
              numUnchanged: earlier.numUnchanged + outcome.numUnchanged,
            }
          : outcome;
      await invalidate();
      if (id === runId.current)
        setState((current) => ({ ...(current as Parsed), step: 'finished', upload: combined }));
    },
    [state, requestOf, invalidate],
  );

  const reset = useCallback(() => {
    runId.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, chooseFile, upload, reset, numberLocale, setNumberLocale, tonMeaning, setTonMeaning };
}

export function isSpreadsheetFileError(error: unknown): error is SpreadsheetFileError {
  return error instanceof SpreadsheetFileError;
}

function toMegabytesText(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
