import type { FactorSources } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { CalculatorApiError } from '../api/calculator-api.ts';
import {
  chooseFactorSource,
  getDraftSources,
  isFactorSourcesChanged,
  listFactorSourceOptions,
  readFactorSourcesErrors,
  setFollowsRegion,
  toFactorSourcesDraft,
  toFactorSourcesInput,
} from './factor-source-choice.ts';

const UK: FactorSources = { fuels: 'DESNZ', grid: 'DESNZ', spend: 'EPA_USEEIO', travelWaste: 'DESNZ' };
const followingUk = { factorSources: UK, hasRegionDefaultFactorSources: true };

describe("a year's factor sources in its settings", () => {
  it('sends null while the year follows its region, and shows the defaults of the region chosen now', () => {
    const draft = toFactorSourcesDraft(followingUk);
    expect(toFactorSourcesInput(draft)).toBeNull();
    expect(getDraftSources(draft, 'DE')).toEqual({ ...UK, grid: 'EMBER_OWID', spend: 'FIGARO' });
    expect(isFactorSourcesChanged(followingUk, draft)).toBe(false);
  });

  it('starts a choice from the defaults of the region shown and sends the chosen sources', () => {
    const chosen = chooseFactorSource(
      setFollowsRegion(toFactorSourcesDraft(followingUk), false, 'US'),
      'grid',
      'EPA_EGRID',
    );
    expect(toFactorSourcesInput(chosen)).toEqual({
      fuels: 'EPA_HUB',
      grid: 'EPA_EGRID',
      spend: 'EPA_USEEIO',
      travelWaste: 'EPA_HUB',
    });
    expect(isFactorSourcesChanged(followingUk, chosen)).toBe(true);
  });

  it('tells a changed choice from an unchanged one, kind by kind', () => {
    const saved = { factorSources: UK, hasRegionDefaultFactorSources: false };
    const draft = toFactorSourcesDraft(saved);
    expect(isFactorSourcesChanged(saved, draft)).toBe(false);
    expect(isFactorSourcesChanged(saved, chooseFactorSource(draft, 'spend', 'FIGARO'))).toBe(true);
    expect(isFactorSourcesChanged(saved, setFollowsRegion(draft, true, 'GB'))).toBe(true);
    expect(chooseFactorSource(draft, 'grid', 'FIGARO')).toBe(draft);
  });

  it('offers each kind its sources by full name, in German too', () => {
    expect(listFactorSourceOptions('spend', 'de')).toEqual([
      { value: 'FIGARO', label: 'FIGARO-Angebotsfaktoren (Ecodex) 2026.5, in Euro' },
      { value: 'EPA_USEEIO', label: 'USEEIO v1.3 der US-EPA, in US-Dollar von 2022' },
    ]);
    expect(listFactorSourceOptions('grid', 'en').map((option) => option.value)).toEqual([
      'DESNZ',
      'EPA_EGRID',
      'EMBER_OWID',
    ]);
  });
});

describe('readFactorSourcesErrors', () => {
  it("keys the server's refusal of a source like the dialog's fields, and ignores other errors", () => {
    const refused = new CalculatorApiError('VALIDATION_FAILED', 'No factors', 400, [
      { path: 'general.factorSources.grid', message: 'validation.factorSource.gridEgridOutsideUs' },
      { path: 'general.endDate', message: 'validation.endBeforeStart' },
    ]);
    expect(readFactorSourcesErrors(refused)).toEqual({
      'factorSources.grid': 'validation.factorSource.gridEgridOutsideUs',
    });
    expect(readFactorSourcesErrors(new Error('offline'))).toEqual({});
  });
});
