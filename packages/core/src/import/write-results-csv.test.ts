import { describe, expect, it } from 'vitest';
import { EMPTY_RESULT_FIGURES, summarizeResultFigures } from '../calculator/result-figures.ts';
import type { Result } from '../contracts/calculator.ts';
import { aggregateResults } from '../emissions/aggregate-results.ts';
import type { GhgScope } from '../emissions/ghg-scope.ts';
import { BULK_IMPORT_COLUMNS, RESULT_ID_COLUMN } from './bulk-import-columns.ts';
import { BERLIN_ID, MUNICH_ID, TEST_INSTANCES } from './import-test-form.ts';
import { mapImportRows } from './map-import-rows.ts';
import { parseCsv } from './parse-csv.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { describeResultContent } from './result-content.ts';
import {
  buildResult,
  burgers,
  commute,
  form,
  ownFactor,
  party,
  picked,
  RESULTS,
  refund,
  salads,
  supplier,
  tank,
} from './results-test-fixtures.ts';
import { COMPUTED_RESULT_COLUMNS, writeResultsCsv } from './write-results-csv.ts';

function importCsv(csv: string) {
  const table = readSpreadsheet(new TextEncoder().encode(csv), 'export.csv');
  return mapImportRows(table, { form, instances: TEST_INSTANCES, fileName: 'export.csv' });
}

describe('writeResultsCsv', () => {
  it('writes one line per result and per sub-row in the import columns, neutralising formula-like text', () => {
    const csv = writeResultsCsv([ownFactor, party, burgers], form, TEST_INSTANCES, 'simple');
    const [header, ...lines] = parseCsv(csv);
    expect(csv.startsWith('\uFEFF_id,name,child.name,amounts.0.value,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(header).toEqual([
      RESULT_ID_COLUMN,
      ...BULK_IMPORT_COLUMNS.map((column) => column.key),
      'genericInputs.supplierEmissionFactor',
      'genericInputs.supplierFactorSource',
      'genericInputs.spendYear',
    ]);
    const cellsOf = (line: string[] | undefined) =>
      Object.fromEntries(
        (header ?? []).map((key, index) => [key, line?.[index]]).filter(([, value]) => value !== ''),
      );
    expect(lines.map(cellsOf)).toEqual([
      {
        _id: ownFactor._id,
        'amounts.0.value': '2',
        'amounts.0.unit': 't',
        'amounts.0.unitCategory': 'weight',
        'amounts.0.conversionFactor': '1000',
        'level.0': 'own-factor',
        c1: 'fuel',
        c2: 'heating',
        instance: 'Berlin Office',
        isExcluded: 'true',
        readableSelector: 'Fuel > Heating > Own factor',
        'direct.factor': '1.5',
        'direct.source': 'EPD 2024',
      },
      {
        _id: party._id,
        name: 'Summer party',
        'amounts.0.value': '1',
        'amounts.0.unit': 'l',
        'amounts.0.unitCategory': 'volume',
        'amounts.0.conversionFactor': '0.001',
        'level.0': 'catering',
        c1: 'events',
        instance: 'Werk München',
        isExcluded: 'false',
        readableSelector: 'Events > Catering',
      },
      {
        _id: party._id,
        name: 'Summer party',
        'child.name': 'Burgers',
        'amounts.0.value': '1',
        'amounts.0.unit': 'l',
        'amounts.0.unitCategory': 'volume',
        'amounts.0.conversionFactor': '0.001',
        'child.amounts.0.value': '120',
        'child.amounts.0.unit': 'piece',
        'child.amounts.0.unitCategory': 'piece',
        'child.level.0': 'meal-meat',
        'level.0': 'catering',
        c1: 'events',
        instance: 'Werk München',
        isExcluded: 'false',
        readableSelector: 'Events > Catering',
      },
    ]);
    const tankCsv = writeResultsCsv([tank, refund], form, TEST_INSTANCES, 'simple');
    expect(tankCsv).toContain(`"Tank ""A"", north",`);
    expect(tankCsv).toContain(`,'-17,`);
    expect(tankCsv).toContain(`,'=cmd|calc,`);
    expect(tankCsv).toContain(',-500,EUR,currency,1,');
  });

  it('imports back to the same results: row types, amounts, units, names, entities, sub-rows and factors', () => {
    const mapping = importCsv(writeResultsCsv(RESULTS, form, TEST_INSTANCES, 'simple'));
    expect(mapping.problems).toEqual([]);
    const imported = mapping.rows.map(
      ({ sheetRow: _row, importKey: _key, generatedFromFile: _file, ...row }) => ({
        ...row,
        children: row.children?.map(({ generatedFromFile: _childFile, ...child }) => child),
      }),
    );
    const base = { isMarkedComplete: true, genericInputs: {}, children: [] };
    expect(imported).toEqual([
      {
        ...base,
        _id: tank._id,
        instance: MUNICH_ID,
        formOptionId: 'heating-oil',
        name: 'Tank "A", north',
        notes: '=cmd|calc',
        csvId: '-17',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        isExcluded: false,
        emissionActivityInputs: [{ fieldId: 'amount', value: 1500, unit: 'l' }],
        sources: {
          types: [{ type: 'bills', percentShare: 100 }, { type: 'tracking' }],
          otherDataSources: 'Meter',
        },
      },
      {
        ...base,
        _id: ownFactor._id,
        instance: BERLIN_ID,
        formOptionId: 'own-factor',
        isExcluded: true,
        emissionActivityInputs: [{ fieldId: 'weight', value: 2, unit: 't' }],
        userFactor: { factor: 1.5, source: 'EPD 2024' },
      },
      {
        ...base,
        _id: party._id,
        instance: MUNICH_ID,
        formOptionId: 'catering',
        name: 'Summer party',
        isExcluded: false,
        emissionActivityInputs: [{ fieldId: 'amount', value: 1, unit: 'l' }],
        children: [
          {
            formOptionId: 'meal-meat',
            name: 'Burgers',
            isMarkedComplete: true,
            emissionActivityInputs: [{ fieldId: 'meals', value: 120, unit: 'piece' }],
          },
          {
            formOptionId: 'meal-veg',
            name: 'Salads',
            isMarkedComplete: true,
            emissionActivityInputs: [
              { fieldId: 'meals', value: 80, unit: 'piece' },
              { fieldId: 'guests', value: 75, unit: 'person' },
            ],
          },
        ],
      },
      {
        ...base,
        _id: picked._id,
        instance: MUNICH_ID,
        formOptionId: 'other-fuel',
        isExcluded: false,
        pickedFactorId: 'DEFRA:2024:biogas',
        emissionActivityInputs: [{ fieldId: 'energy', value: 10, unit: 'MWh' }],
      },
      {
        ...base,
        _id: supplier._id,
        instance: MUNICH_ID,
        formOptionId: 'supplier-power',
        isExcluded: false,
        emissionActivityInputs: [{ fieldId: 'energy', value: 5000, unit: 'kWh' }],
        genericInputs: { supplierEmissionFactor: 0.12, supplierFactorSource: '+Tariff 2024' },
      },
      {
        ...base,
        _id: commute._id,
        instance: MUNICH_ID,
        formOptionId: 'commute',
        isExcluded: false,
        emissionActivityInputs: [
          { fieldId: 'distance', value: 12000, unit: 'mi' },
          { fieldId: 'employees', value: 35, unit: 'employee' },
        ],
      },
      {
        ...base,
        _id: refund._id,
        instance: MUNICH_ID,
        formOptionId: 'spend',
        isExcluded: false,
        emissionActivityInputs: [{ fieldId: 'spend', value: -500, unit: 'EUR' }],
        genericInputs: { spendYear: 2023 },
      },
    ]);
  });

  it('reads each exported line back to content equal to its result, and a changed cell to other content', () => {
    const parents = RESULTS.filter((result) => result.parent === null);
    const childrenOf = (id: string) => RESULTS.filter((result) => result.parent === id);
    const csv = writeResultsCsv(RESULTS, form, TEST_INSTANCES, 'simple');
    const rows = importCsv(csv).rows;
    expect(rows.map((row) => row._id)).toEqual(parents.map((result) => result._id));
    rows.forEach((row, index) => {
      const stored = parents[index] as (typeof parents)[number];
      expect(describeResultContent(row, row.children ?? [])).toBe(
        describeResultContent(stored, childrenOf(stored._id)),
      );
    });
    expect([burgers, salads].every((child) => child.parent === party._id)).toBe(true);

    const [edited] = importCsv(csv.replace(',1500,l,', ',1600,l,')).rows;
    if (!edited) throw new Error('the edited line was not read');
    expect(edited._id).toBe(tank._id);
    expect(describeResultContent(edited, [])).not.toBe(describeResultContent(tank, []));
    const withoutSalads = importCsv(
      writeResultsCsv(
        RESULTS.filter((result) => result !== salads),
        form,
        TEST_INSTANCES,
        'simple',
      ),
    ).rows.find((row) => row._id === party._id);
    if (!withoutSalads) throw new Error('the party was not read');
    expect(describeResultContent(withoutSalads, withoutSalads.children ?? [])).not.toBe(
      describeResultContent(party, childrenOf(party._id)),
    );
  });

  it('refuses an id that is no result id, and a second line for the same result', () => {
    const csv = writeResultsCsv([tank, ownFactor], form, TEST_INSTANCES, 'simple');
    const [header = '', first = '', second = ''] = csv.replace('\uFEFF', '').split('\r\n');
    const broken = [header, first.replace(tank._id, 'not-an-id'), second, second].join('\r\n');
    const mapping = importCsv(broken);
    expect(mapping.rows.map((row) => row._id)).toEqual([ownFactor._id]);
    expect(mapping.problems.map((problem) => [problem.code, problem.sheetRow])).toEqual([
      ['invalidResultId', 2],
      ['duplicateResultId', 4],
    ]);
  });

  it('writes entity ids where several entities share a name, which import back to the same entity', () => {
    const twins = [
      { id: MUNICH_ID, name: 'Plant' },
      { id: BERLIN_ID, name: 'plant' },
    ];
    const csv = writeResultsCsv([ownFactor], form, twins, 'simple');
    expect(csv).toContain(`,${BERLIN_ID},`);
    const table = readSpreadsheet(new TextEncoder().encode(csv), 'twins.csv');
    const mapping = mapImportRows(table, { form, instances: twins, fileName: 'twins.csv' });
    expect(mapping.rows.map((row) => row.instance)).toEqual([BERLIN_ID]);
  });

  it('leaves the entity empty in an export of one year, so it imports into any other year', () => {
    const berlin = TEST_INSTANCES.filter((instance) => instance.id === BERLIN_ID);
    const csv = writeResultsCsv([ownFactor], form, berlin, 'simple');
    expect(csv).not.toContain(BERLIN_ID);
    const table = readSpreadsheet(new TextEncoder().encode(csv), 'one-year.csv');
    const target = { id: MUNICH_ID, name: 'Another year' };
    const mapping = mapImportRows(table, {
      form,
      instances: [target],
      defaultInstanceId: MUNICH_ID,
      fileName: 'one-year.csv',
    });
    expect(mapping.problems).toEqual([]);
    expect(mapping.rows.map((row) => row.instance)).toEqual([MUNICH_ID]);
  });

  it('adds computed columns in the advanced variant, which the import ignores', () => {
    const computed = buildResult({
      ...tank,
      ghgScope: { scope: 3, category: 1 },
      figures: {
        ...EMPTY_RESULT_FIGURES,
        total: 4021.5,
        locationBasedTotal: 3900,
        biogenicCo2: 12.5,
        energyKwh: 1000,
        energyFossilKwh: 600,
        energyNuclearKwh: 150,
        energyRenewableKwh: 250,
        energyMarketBasedRenewableKwh: 1000,
      },
      factorsUsed: [
        {
          part: 'direct',
          factorId: 'DEFRA:2024:burning-oil',
          lineageKey: 'burning-oil',
          source: 'DEFRA',
          edition: '2024',
          licence: 'OGL-UK-3.0',
          value: 2.681,
          valueUnit: 'kg CO2e/l',
        },
      ],
    });
    const csv = writeResultsCsv([computed], form, TEST_INSTANCES, 'advanced');
    const [header, line] = parseCsv(csv);
    expect(header?.slice(-COMPUTED_RESULT_COLUMNS.length)).toEqual([...COMPUTED_RESULT_COLUMNS]);
    expect(line?.slice(-COMPUTED_RESULT_COLUMNS.length)).toEqual([
      '4021.5',
      '3900',
      '3',
      '1',
      'DEFRA:2024:burning-oil',
      '2024',
      'DEFRA',
      '',
      '12.5',
      '1000',
      '600',
      '150',
      '250',
      '1000',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '',
      'OGL-UK-3.0',
      '',
      '',
    ]);
    const simple = importCsv(writeResultsCsv([computed], form, TEST_INSTANCES, 'simple'));
    expect(importCsv(csv)).toEqual(simple);
  });

  it('writes the FIGARO credit with "converted" and the factor notes in the export language', () => {
    const converted = buildResult({
      ...tank,
      factorsUsed: [
        {
          part: 'direct',
          factorId: 'figaro-2026.5:supply:2022:DE:C28',
          lineageKey: 'figaro-supply:DE:C28',
          source: 'FIGARO',
          edition: '2026.5 (2022)',
          licence: 'CC-BY-SA-4.0',
          value: 202.749256,
          valueUnit: 'kgCO2e/kEUR',
          notes: [{ code: 'convertedToPurchaserPrices', supplierCountry: 'DE', buyerCountry: 'FR' }],
        },
      ],
    });
    const [header, line] = parseCsv(writeResultsCsv([converted], form, TEST_INSTANCES, 'advanced', 'en'));
    const cell = (key: string) => line?.[header?.indexOf(key) ?? -1];
    expect(cell('computed.factorLicence')).toBe('CC-BY-SA-4.0');
    expect(cell('computed.factorCredit')).toBe(
      'FIGARO monetary emission factors, Ecodex (https://getecodex.com), version 2026.5, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data. Converted: a supply factor at basic prices restated at purchaser prices (rebasing ratio and margin term); not a factor published by Ecodex, and Ecodex does not endorse this use.',
    );
    expect(cell('computed.factorNotes')).toBe(
      'Supply factor of DE converted to purchaser prices of FR (rebasing ratio and margin term); a converted factor, not one published by Ecodex.',
    );
  });

  it('words the notes of the factors in the advanced variant, each once, in the language asked', () => {
    const year = { code: 'factorYear', factorYear: 2024, year: 2025 } as const;
    const cite = (part: 'direct' | 'indirect', notes: Result['factorsUsed'][number]['notes']) => ({
      part,
      factorId: `ember-owid-${part}`,
      lineageKey: null,
      source: 'EMBER_OWID',
      edition: '2024',
      licence: 'CC-BY-4.0',
      value: 0.1,
      valueUnit: 'kgCO2e/kWh',
      notes,
    });
    const noted = buildResult({
      ...tank,
      factorsUsed: [
        cite('direct', [year, { code: 'gridLossEntered', percent: 7.5 }]),
        cite('indirect', [year]),
      ],
    });
    const notesOf = (lang: string) => {
      const [header = [], line = []] = parseCsv(
        writeResultsCsv([noted], form, TEST_INSTANCES, 'advanced', lang),
      );
      return line[header.indexOf('computed.factorNotes')];
    };
    expect(notesOf('en')).toBe(
      'Data of 2024 used for 2025: no later year is published. Transmission and distribution losses at 7.5 %, entered for the year.',
    );
    expect(notesOf('de')).toContain('Daten von 2024 für 2025 verwendet');
    expect(notesOf('de')).toContain('mit 7,5 %');
  });

  it('splits each row by the scope Analyze counts it in, the upstream of Scope 1 and 2 rows in Scope 3', () => {
    const emission = (result: number) => ({ factor: 1, source: 'DEFRA', result });
    const computedResult = (
      base: Result,
      ghgScope: GhgScope | null,
      emissions: Result['emissions'],
    ): Result => ({ ...base, ghgScope, emissions, figures: summarizeResultFigures(emissions, ghgScope, []) });
    const boiler = computedResult(
      buildResult({}),
      { scope: 1 },
      { direct: emission(1000), indirect: emission(200) },
    );
    const grid = computedResult(
      buildResult({ formOptionId: 'supplier-power' }),
      { scope: 2 },
      { direct: emission(500), directLocationBased: emission(600), indirect: emission(50) },
    );
    const other = { formOptionId: 'commute', c1: 'other', c2: null };
    const flights = computedResult(
      buildResult(other),
      { scope: 3, category: 6 },
      { direct: emission(300), indirect: emission(30) },
    );
    const unscoped = computedResult(buildResult(other), null, { direct: emission(40) });
    const shared = computedResult(
      buildResult({ distributionPercent: 25 }),
      { scope: 1 },
      { direct: emission(80), indirect: emission(20) },
    );
    const excluded = computedResult(
      buildResult({ isExcluded: true }),
      { scope: 1 },
      { direct: emission(7000), indirect: emission(900) },
    );
    const event = computedResult(party, { scope: 3, category: 1 }, { direct: emission(10) });
    const meals = computedResult(
      burgers,
      { scope: 3, category: 1 },
      { direct: emission(120), indirect: emission(5) },
    );
    const results = [boiler, grid, flights, unscoped, shared, excluded, event, meals];
    const [header = [], ...lines] = parseCsv(writeResultsCsv(results, form, TEST_INSTANCES, 'advanced'));
    const read = (line: string[], key: string) => {
      const index = header.indexOf(key);
      if (index === -1) throw new Error(`no column ${key}`);
      return Number(line[index] ?? '');
    };
    // A pivot of the file: rows counted in Analyze (not excluded), by their distribution share.
    const pivot = (key: string) =>
      lines
        .filter((line) => line[header.indexOf('isExcluded')] === 'false')
        .reduce((sum, line) => {
          const percent = line[header.indexOf('computed.distributionPercent')] || '100';
          return sum + (read(line, key) * Number(percent)) / 100;
        }, 0);
    const analyze = aggregateResults(results);
    expect(lines).toHaveLength(results.length);
    expect(pivot('computed.kgScope1')).toBeCloseTo(analyze.totalCo2InKgPerScope[1], 6);
    expect(pivot('computed.kgScope2MarketBased')).toBeCloseTo(analyze.totalCo2InKgPerScope[2], 6);
    expect(pivot('computed.kgScope3')).toBeCloseTo(analyze.totalCo2InKgPerScope[3], 6);
    expect(
      pivot('computed.kgScope1') +
        pivot('computed.kgScope2MarketBased') +
        pivot('computed.kgScope3') +
        pivot('computed.kgUnscoped'),
    ).toBeCloseTo(analyze.totalCo2InKg, 6);
    expect(
      pivot('computed.kgScope1') +
        pivot('computed.kgScope2LocationBased') +
        pivot('computed.kgScope3') +
        pivot('computed.kgUnscoped'),
    ).toBeCloseTo(analyze.totalLocationBasedCo2InKg, 6);
    expect(analyze.totalCo2InKgPerScope).toEqual({ 1: 1020, 2: 500, 3: 720 });
    // The upstream of the Scope 1 and 2 rows, within kgScope3; the scope 3 rows' own upstream is not in it.
    expect(pivot('computed.kgUpstreamCategory3')).toBeCloseTo(200 + 50 + 5, 6);
    // The row's own columns still add up to its total, and the old columns are where they were.
    for (const line of lines) {
      const split =
        read(line, 'computed.kgScope1') +
        read(line, 'computed.kgScope2MarketBased') +
        read(line, 'computed.kgScope3') +
        read(line, 'computed.kgUnscoped');
      expect(split).toBeCloseTo(read(line, 'computed.kgCo2e'), 6);
    }
    const boilerLine = lines[0] ?? [];
    expect(read(boilerLine, 'computed.kgCo2e')).toBe(1200);
    expect(boilerLine[header.indexOf('computed.ghgScope')]).toBe('1');
    expect(read(boilerLine, 'computed.kgScope1')).toBe(1000);
    expect(read(boilerLine, 'computed.kgScope3')).toBe(200);
    expect(read(boilerLine, 'computed.kgUpstreamCategory3')).toBe(200);
  });
});
