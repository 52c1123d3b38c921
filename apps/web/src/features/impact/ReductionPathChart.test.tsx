import type { TargetWithProgress } from '@carbon-ledger/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReductionPathChart } from './ReductionPathChart.tsx';

const target: TargetWithProgress = {
  _id: 'target',
  baseYear: 2025,
  targetYear: 2026,
  scope: 'total',
  reductionPercent: 50,
  baseYearKg: 38_524,
  referencePath: [
    { year: 2025, kg: 38_524 },
    { year: 2026, kg: 36_906 },
  ],
  targetPath: [
    { year: 2025, kg: 38_524 },
    { year: 2026, kg: 19_262 },
  ],
  progress: [
    {
      year: 2025,
      actualKg: 38_524,
      changePercent: 0,
      targetPathKg: 38_524,
      referencePathKg: 38_524,
      isOnTrack: true,
    },
  ],
};

/** The rows of the chart's data table, each as its cells' text. */
function readTableRows(html: string): string[][] {
  const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell ?? ''),
  );
}

describe('ReductionPathChart', () => {
  it.each([
    {
      locale: 'de',
      rows: [
        ['2025', '38,52 t', '38,52 t', '38,52 t'],
        ['2026', '36,91 t', '19,26 t', '–'],
      ],
    },
    {
      locale: 'en',
      rows: [
        ['2025', '38.52 t', '38.52 t', '38.52 t'],
        ['2026', '36.91 t', '19.26 t', '–'],
      ],
    },
  ] as const)(
    "writes every year's figures in the page's language ($locale), not the browser's",
    ({ locale, rows }) => {
      const html = renderToStaticMarkup(<ReductionPathChart target={target} label="Path" locale={locale} />);
      expect(html).toContain('data-testid="reduction-path-chart"');
      expect(html).toContain('aria-label="Path"');
      expect(readTableRows(html)).toEqual(rows);
    },
  );
});
