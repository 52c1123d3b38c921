import type { TargetWithProgress } from '@carbon-ledger/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReductionPathChart } from './ReductionPathChart.tsx';

const target: TargetWithProgress = {
  _id: 'target',
  baseYear: 2025,
  targetYear: 2030,
  scope: 'total',
  reductionPercent: 50,
  baseYearKg: 38_524,
  referencePath: [
    { year: 2025, kg: 38_524 },
    { year: 2030, kg: 30_434 },
  ],
  targetPath: [
    { year: 2025, kg: 38_524 },
    { year: 2030, kg: 19_262 },
  ],
  progress: [],
};

describe('ReductionPathChart', () => {
  it("writes the axis' tonnes in the page's language, not the browser's", () => {
    const german = renderToStaticMarkup(<ReductionPathChart target={target} label="Pfad" locale="de" />);
    expect(german).toContain('>38,5 t<');
    expect(german).toContain('>19,3 t<');
    const english = renderToStaticMarkup(<ReductionPathChart target={target} label="Path" locale="en" />);
    expect(english).toContain('>38.5 t<');
  });
});
