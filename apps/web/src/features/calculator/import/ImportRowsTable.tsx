import {
  BULK_IMPORT_CHUNK_SIZE,
  type BulkImportChange,
  type BulkImportRow,
  formatEmission,
  type ServedForm,
} from '@carbon-ledger/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalculatorLang } from '../api/calculator-queries.ts';
import { describeCalculationIssue } from '../inputs/row-display.ts';
import { indexFormLabels } from './form-labels.ts';
import type { ImportRunOutcome } from './run-import.ts';

/** Rows shown at once: a 50,000-row file is checked whole, its problems are listed above the table. */
const SHOWN_ROWS = 200;

/**
 * The checked rows with the section, source and emissions the server computed for each. Drawn again only
 * when its rows, preview or upload change, not on every chunk's progress.
 */
export const ImportRowsTable = memo(function ImportRowsTable(props: {
  fileName: string;
  rows: readonly BulkImportRow[];
  preview: ImportRunOutcome;
  /** The upload, once it ran: rows of the chunks it stored say so. */
  upload: ImportRunOutcome | null;
  /** Rows the browser's check refused, shown in place with their message. */
  refusedRows: readonly { sheetRow: number; text: string }[];
  form: ServedForm;
}) {
  const { t } = useTranslation();
  const lang = useCalculatorLang();
  const labels = useMemo(() => indexFormLabels(props.form), [props.form]);
  const previewByIndex = useMemo(
    () => new Map(props.preview.preview.map((row) => [row.fileRowIndex, row])),
    [props.preview],
  );
  const errorsByIndex = useMemo(() => {
    const map = new Map<number, string>();
    for (const error of props.preview.errors) map.set(error.fileRowIndex, error.message);
    return map;
  }, [props.preview]);
  const numRowsLanded = (props.upload?.numChunksDone ?? 0) * BULK_IMPORT_CHUNK_SIZE;
  const shown = props.rows.slice(0, SHOWN_ROWS);
  const lastShownRow = shown.at(-1)?.sheetRow ?? Number.POSITIVE_INFINITY;
  const refused = props.refusedRows.filter(
    (row) => props.rows.length <= SHOWN_ROWS || row.sheetRow <= lastShownRow,
  );
  const lines = [
    ...shown.map((row, index) => ({ sheetRow: row.sheetRow, row, index })),
    ...refused.map((row) => ({ sheetRow: row.sheetRow, refusal: row.text })),
  ].sort((a, b) => a.sheetRow - b.sheetRow);
  const describeStatus = (index: number, change: BulkImportChange) => {
    const hasLanded = index < numRowsLanded;
    if (change === 'unchanged') return t('calculatorImport.table.unchanged');
    if (change === 'changed')
      return hasLanded ? t('calculatorImport.table.updated') : t('calculatorImport.table.changed');
    return hasLanded ? t('calculatorImport.table.added') : t('calculatorImport.table.new');
  };

  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm" data-testid="import-rows">
        <caption className="sr-only">{t('calculatorImport.table.caption', { file: props.fileName })}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('calculatorImport.table.row')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('calculatorImport.table.name')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('calculatorImport.table.section')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('calculatorImport.table.option')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t('calculatorImport.table.emissions')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('calculatorImport.table.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            if (!('row' in line) || !line.row) {
              return (
                <tr
                  key={`refused-${line.sheetRow}`}
                  className="border-b border-slate-100"
                  data-testid={`import-row-${line.sheetRow}`}
                >
                  <td className="py-2 pr-4 tabular-nums">{line.sheetRow}</td>
                  <td colSpan={4} />
                  <td className="py-2 text-red-800">{'refusal' in line ? line.refusal : ''}</td>
                </tr>
              );
            }
            const { row, index } = line;
            const computed = previewByIndex.get(index);
            const error = errorsByIndex.get(index);
            // A row that stores but gives no figure (no amount, no factor for the region) says why.
            const issue = describeCalculationIssue(t, computed?.calculationIssue);
            const status = error ?? issue ?? (computed ? describeStatus(index, computed.change) : '');
            return (
              <tr
                key={row.importKey}
                className="border-b border-slate-100"
                data-testid={`import-row-${row.sheetRow}`}
              >
                <td className="py-2 pr-4 tabular-nums">{row.sheetRow}</td>
                <td className="py-2 pr-4">{row.name ?? ''}</td>
                <td className="py-2 pr-4">
                  {computed ? (labels.sections.get(computed.c1) ?? computed.c1) : ''}
                </td>
                <td className="py-2 pr-4">{labels.options.get(row.formOptionId) ?? row.formOptionId}</td>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {computed ? formatEmission(computed.total, lang) : ''}
                </td>
                <td
                  className={`py-2 ${error ? 'text-red-800' : issue ? 'text-amber-800' : 'text-slate-700'}`}
                >
                  {status}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {props.rows.length > SHOWN_ROWS ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('calculatorImport.table.more', { shown: SHOWN_ROWS, count: props.rows.length })}
        </p>
      ) : null}
    </div>
  );
});
