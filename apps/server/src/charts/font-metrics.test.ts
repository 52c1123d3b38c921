import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { readFontMetrics } from './font-metrics.ts';

const require = createRequire(import.meta.url);
const metrics = readFontMetrics(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

describe('readFontMetrics', () => {
  it.each([
    // DejaVu Sans advance widths in font units of its 2048 units per em: space 651, "i" 569, "W" 2025, "ä" 1255.
    { text: ' ', size: 2048, width: 651 },
    { text: 'i', size: 2048, width: 569 },
    { text: 'W', size: 2048, width: 2025 },
    { text: 'ä', size: 2048, width: 1255 },
    { text: 'iW', size: 2048, width: 569 + 2025 },
    { text: 'W', size: 12, width: (2025 / 2048) * 12 },
    // A character the font lacks counts as one em.
    { text: '国', size: 12, width: 12 },
    { text: '', size: 12, width: 0 },
  ])('measures "$text" at $size px as $width px', ({ text, size, width }) => {
    expect(metrics.measure(text, size)).toBeCloseTo(width, 6);
  });
});
