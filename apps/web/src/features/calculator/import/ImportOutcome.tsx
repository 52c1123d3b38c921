import { BULK_IMPORT_CHUNK_SIZE } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { calculatorPaths } from '../shell/calculator-scope.ts';
import type { ImportRunOutcome } from './run-import.ts';

/** How an upload ended: all stored, or which part failed with a way to resume from it. */
export function ImportOutcome(props: {
  outcome: ImportRunOutcome;
  instanceId: string;
  /** The spreadsheet row of a row of the file (by its index among the rows sent). */
  sheetRowOf: (fileRowIndex: number) => number;
  onResume: (chunk: number) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { outcome } = props;
  const scope = { kind: 'instance' as const, id: props.instanceId };
  if (outcome.failedChunk !== null) {
    const first = outcome.failedChunk * BULK_IMPORT_CHUNK_SIZE;
    const from = props.sheetRowOf(first);
    const to = props.sheetRowOf(first + BULK_IMPORT_CHUNK_SIZE - 1);
    const rows =
      from === to ? t('calculatorImport.rowSingle', { from }) : t('calculatorImport.rowRange', { from, to });
    const values = { chunk: outcome.failedChunk + 1, rows };
    return (
      <div
        role="alert"
        className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900"
        data-testid="import-failed"
      >
        <p>
          {t(
            outcome.failure === 'rows' ? 'calculatorImport.failedRows' : 'calculatorImport.failedCall',
            values,
          )}
        </p>
        {outcome.numCreated > 0 ? <p>{t('calculatorImport.done', { count: outcome.numCreated })}</p> : null}
        {outcome.numUpdated > 0 ? (
          <p>{t('calculatorImport.doneUpdated', { count: outcome.numUpdated })}</p>
        ) : null}
        <Button onClick={() => props.onResume(outcome.failedChunk ?? 0)}>
          {t('calculatorImport.resume', { from })}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="space-y-3 rounded-md bg-emerald-50 p-4 text-emerald-900"
      data-testid="import-done"
    >
      {outcome.numCreated + outcome.numUpdated === 0 ? (
        <p>{t('calculatorImport.doneNothing')}</p>
      ) : (
        <>
          <p>{t('calculatorImport.done', { count: outcome.numCreated })}</p>
          {outcome.numUpdated > 0 ? (
            <p>{t('calculatorImport.doneUpdated', { count: outcome.numUpdated })}</p>
          ) : null}
        </>
      )}
      {outcome.numUnchanged > 0 ? (
        <p>{t('calculatorImport.doneUnchanged', { count: outcome.numUnchanged })}</p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to={calculatorPaths.inputs(scope)} className="font-medium text-brand-800 underline">
          {t('calculatorImport.openInputs')}
        </Link>
        <Link to={calculatorPaths.analyze(scope)} className="font-medium text-brand-800 underline">
          {t('calculatorImport.openAnalyze')}
        </Link>
        <Button variant="secondary" onClick={props.onReset}>
          {t('calculatorImport.anotherFile')}
        </Button>
      </div>
    </div>
  );
}
