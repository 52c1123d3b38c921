import type { ChartSpec } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { renderChartPng, renderChartSvg } from './render-chart.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The width and height of a PNG's IHDR chunk, the first chunk after the signature. */
function readPngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const spec: ChartSpec = {
  kind: 'bar',
  orientation: 'horizontal',
  unit: 'kg',
  items: [
    { label: 'Scope 1', value: 12_345.678, colour: '#047857' },
    { label: 'Scope 3', value: 850, colour: '#f59e0b' },
  ],
};

describe('renderChartSvg', () => {
  it.each([
    { locale: 'de', figures: ['12,35 t', '850,00 kg'] },
    { locale: 'en', figures: ['12.35 t', '850.00 kg'] },
  ] as const)(
    'writes the figures in $locale and the labels in the image font',
    async ({ locale, figures }) => {
      const svg = await renderChartSvg(spec, { locale, theme: 'light' }, { width: 600, height: 200 });
      expect(svg.startsWith('<svg width="600" height="200"')).toBe(true);
      for (const figure of figures) expect(svg).toContain(`>${figure}<`);
      expect(svg).toContain('>Scope 1<');
      expect(svg).toContain('DejaVu Sans');
    },
  );
});

describe('renderChartPng', () => {
  it.each([
    { size: { width: 1200, height: 480 }, pixelRatio: undefined },
    { size: { width: 640, height: 360 }, pixelRatio: 1 },
    { size: { width: 1200, height: 496 }, pixelRatio: 2 },
  ])('draws a PNG of $size.width × $size.height pixels (ratio $pixelRatio)', async ({ size, pixelRatio }) => {
    const png = await renderChartPng(spec, { locale: 'de', theme: 'light' }, size, { pixelRatio });
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(readPngSize(png)).toEqual(size);
  });
});
