import type { ChartTable } from '@carbon-ledger/core';

export type ChartDataTableProps = { table: ChartTable; caption: string; testId?: string };

/**
 * A chart's figures as a table. Hidden until it has the keyboard focus, so screen readers read it,
 * keyboard users reach it with Tab and see it, and sighted mouse users see the chart alone.
 */
export function ChartDataTable({ table, caption, testId }: ChartDataTableProps) {
  return (
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the hidden table with Tab
      tabIndex={0}
      className="sr-only rounded-md focus:not-sr-only focus:mt-3 focus:block focus:outline-2 focus:outline-emerald-600"
      data-testid={testId}
    >
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-xs font-medium text-slate-600">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`border-b border-slate-200 py-1 pr-3 font-medium text-slate-700 ${index === 0 ? 'text-left' : 'text-right'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={table.columns[index]} scope="row" className="py-1 pr-3 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={table.columns[index]} className="py-1 pr-3 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
