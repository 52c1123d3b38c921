import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanLabel, ESRS_DATA_DIR, MATTERS_MODULE_PATH, renderMattersModule } from './build-esrs-matters.ts';

const read = (language: string) =>
  JSON.parse(readFileSync(resolve(ESRS_DATA_DIR, `esrs-ar16-topics.${language}.json`), 'utf8'));

describe.skipIf(!existsSync(resolve(ESRS_DATA_DIR, 'esrs-ar16-topics.en.json')))(
  'the generated matter list',
  () => {
    it('equals a fresh build from the AR 16 files', () => {
      expect(readFileSync(MATTERS_MODULE_PATH, 'utf8')).toBe(renderMattersModule(read('en'), read('de')));
    });
  },
);

describe('label cleaning', () => {
  it.each([
    ['Consumers and end- users', 'Consumers and end-users'],
    ['Wasser-und Meeres-ressourcen', 'Wasser- und Meeresressourcen'],
    ['Verbraucher und End-nutzer', 'Verbraucher und Endnutzer'],
    [' Energy ', 'Energy'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanLabel(raw)).toBe(clean);
  });
});
