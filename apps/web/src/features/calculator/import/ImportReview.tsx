import { type ServedForm, SpreadsheetFileError } from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { ChunkProgress } from './ChunkProgress.tsx';
import { ImportOutcome } from './ImportOutcome.tsx';
import { ImportRowsTable } from './ImportRowsTable.tsx';
import { LocaleAmbiguityWarning } from './LocaleAmbiguityWarning.tsx';
import { listRowMessages } from './row-messages.ts';
import type { useImportFlow } from './useImportFlow.ts';

type Flow = ReturnType<typeof useImportFlow>;

/** What the file gave: reading, its problems, the checked rows and the upload with its outcome. */
export function ImportReview({
  flow,
  instanceId,
  form,
}: {
  flow: Flow;
  instanceId: string;
  form: ServedForm;
}) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const { state } = flow;
  // Keyed on what the messages come from, not the whole state: the upload's progress replaces the state
  // object with every chunk, and the table below is then left as it is.
  const problems = 'rows' in state ? state.problems : undefined;
  const previewErrors = 'rows' in state ? state.preview?.errors : undefined;
  const messages = useMemo(
    () => (problems ? listRowMessages(problems, previewErrors ?? [], lang) : null),
    [problems, previewErrors, lang],
  );

  if (state.step === 'idle') return null;
  if (state.step === 'reading') {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('calculatorImport.reading', { file: state.fileName })}
      </p>
    );
  }
  if (state.step === 'fileError') {
    const { error } = state;
    const text =
      error instanceof SpreadsheetFileError
        ? // `limit` is in MB for a file too large and in rows for one with too many rows.
          t(`calculatorImport.fileErrors.${error.code}`, {
            maxMb: error.values.limit,
            maxRows: error.values.limit,
          })
        : t('calculatorImport.fileErrors.corrupt');
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800" data-testid="import-file-error">
        {text}
      </p>
    );
  }
  if (!messages) return null;

  const hasProblems = messages.file.length > 0 || messages.rows.length > 0;
  const previewFailed = state.preview?.failure === 'call';
  const changes = {
    new: state.preview?.numCreated ?? 0,
    changed: state.preview?.numUpdated ?? 0,
    unchanged: state.preview?.numUnchanged ?? 0,
  };
  // Only rows that add or change a result are imported; the button counts those.
  const numToImport = changes.new + changes.changed;
  const isNothingToImport = state.preview !== null && !previewFailed && !hasProblems && numToImport === 0;
  const canUpload = state.step === 'checked' && !hasProblems && !previewFailed && numToImport > 0;

  return (
    <section aria-labelledby="import-step-3" className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="import-step-3" className="text-lg font-semibold">
        {t('calculatorImport.step3')}
      </h2>
      {state.step === 'checking' ? (
        <ChunkProgress
          label={t('calculatorImport.checking', state.progress)}
          done={state.progress.done}
          total={state.progress.total}
        />
      ) : (
        <p role="status" data-testid="import-summary">
          {t('calculatorImport.summary', {
            count: state.rows.length + messages.numRowsRefused,
            errors: messages.numRowsWithProblems,
            blank: state.numBlankRows,
          })}
          {state.preview && !previewFailed ? ` ${t('calculatorImport.changes', changes)}` : ''}
        </p>
      )}
      {state.step === 'checked' && isNothingToImport ? (
        <p role="status" className="rounded-md bg-slate-50 p-4" data-testid="import-nothing-changed">
          {t('calculatorImport.nothingChanged')}
        </p>
      ) : null}
      {previewFailed ? (
        <p role="alert" className="text-red-800">
          {t('calculatorImport.somethingWrong')}
        </p>
      ) : null}
      <LocaleAmbiguityWarning columns={state.ambiguousColumns} numberLocale={flow.numberLocale} lang={lang} />
      {messages.file.length > 0 ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          <h3 className="font-medium">{t('calculatorImport.fileProblems')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="import-file-problems">
            {messages.file.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {messages.rows.length > 0 ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          <h3 className="font-medium">{t('calculatorImport.rowProblems')}</h3>
          <ul
            className="mt-2 max-h-64 list-disc space-y-1 overflow-auto pl-5"
            data-testid="import-row-problems"
          >
            {messages.rows.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{t('calculatorImport.fixAndUpload')}</p>
        </div>
      ) : null}
      {state.preview ? (
        <ImportRowsTable
          fileName={state.fileName}
          rows={state.rows}
          preview={state.preview}
          upload={state.upload}
          refusedRows={messages.refusedRows}
          form={form}
        />
      ) : null}
      {state.step === 'checked' ? (
        <Button disabled={!canUpload} onClick={() => void flow.upload()} data-testid="import-start">
          {t('calculatorImport.import', { count: numToImport })}
        </Button>
      ) : null}
      {state.step === 'uploading' ? (
        <ChunkProgress
          label={t('calculatorImport.importing', state.progress)}
          done={state.progress.done}
          total={state.progress.total}
        />
      ) : null}
      {state.step === 'finished' && state.upload ? (
        <ImportOutcome
          outcome={state.upload}
          instanceId={instanceId}
          sheetRowOf={(index) => state.rows[Math.min(index, state.rows.length - 1)]?.sheetRow ?? index + 1}
          onResume={(chunk) => void flow.upload(chunk)}
          onReset={flow.reset}
        />
      ) : null}
    </section>
  );
}
