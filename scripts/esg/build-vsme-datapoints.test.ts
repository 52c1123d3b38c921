import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readVsmeSources,
  renderVsmeDatapoints,
  renderVsmeTaxonomy,
  VSME_DATA_DIR,
  VSME_MODULE_PATH,
  VSME_TAXONOMY_MODULE_PATH,
} from './build-vsme-datapoints.ts';

describe.skipIf(!existsSync(resolve(VSME_DATA_DIR, 'vsme-2026-05-01.json')))(
  'the generated VSME modules',
  () => {
    it('equal a fresh build from the taxonomy files', () => {
      const { csvText, taxonomy } = readVsmeSources();
      expect(readFileSync(VSME_MODULE_PATH, 'utf8')).toBe(renderVsmeDatapoints(csvText, taxonomy));
      expect(readFileSync(VSME_TAXONOMY_MODULE_PATH, 'utf8')).toBe(renderVsmeTaxonomy(taxonomy));
    });
  },
);
