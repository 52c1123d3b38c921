import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from '../../import/read-spreadsheet.ts';
import { writeXlsx } from '../../import/write-xlsx.ts';
import {
  describeSubstanceProblem,
  isCasNumber,
  isEcNumber,
  isSubstanceIdShape,
  parseSubstanceTable,
  SEED_SUBSTANCES,
  SubstanceListFormatError,
  searchSubstances,
} from './substances.ts';

const csv = (text: string) => readSpreadsheet(new TextEncoder().encode(text), 'candidate-list.csv');

describe('EC and CAS numbers', () => {
  it.each(['204-211-0', '231-100-4', '201-245-8'])('accepts the EC number %s', (number) => {
    expect(isEcNumber(number)).toBe(true);
  });
  it.each(['204-211-1', '204211-0', '2042-11-0', ''])('refuses the EC number "%s"', (number) => {
    expect(isEcNumber(number)).toBe(false);
  });
  it.each(['117-81-7', '7439-92-1', '10043-35-3', '80-05-7'])('accepts the CAS number %s', (number) => {
    expect(isCasNumber(number)).toBe(true);
  });
  it.each(['117-81-8', '7439-921', 'abc'])('refuses the CAS number "%s"', (number) => {
    expect(isCasNumber(number)).toBe(false);
  });
  it('ships a seed list whose numbers all check out', () => {
    expect(SEED_SUBSTANCES.length).toBeGreaterThanOrEqual(10);
    for (const substance of SEED_SUBSTANCES) {
      expect(substance.ecNumbers.every(isEcNumber)).toBe(true);
      expect(substance.casNumbers.every(isCasNumber)).toBe(true);
      expect(substance.id).toBe(substance.ecNumbers[0]);
    }
  });
});

describe('parseSubstanceTable', () => {
  it("reads ECHA's export below its title rows, with several numbers in one cell and '-' for none", () => {
    const parsed = parseSubstanceTable(
      csv(
        [
          'Candidate List of substances of very high concern for Authorisation',
          '',
          'Substance name,Description,EC No.,CAS No.,Reason for inclusion',
          'Lead,,231-100-4,7439-92-1,Toxic for reproduction',
          '"Sodium dichromate",,234-190-3,"7789-12-0, 10588-01-9",Carcinogenic',
          '"Reaction mass of a group of substances",,-,-,PBT',
        ].join('\n'),
      ),
    );
    expect(parsed.substances).toEqual([
      { id: '231-100-4', name: 'Lead', ecNumbers: ['231-100-4'], casNumbers: ['7439-92-1'] },
      {
        id: '234-190-3',
        name: 'Sodium dichromate',
        ecNumbers: ['234-190-3'],
        casNumbers: ['7789-12-0', '10588-01-9'],
      },
    ]);
    expect(parsed.problems).toEqual([{ sheetRow: 6, code: 'noId' }]);
  });

  it('takes an id column when the file has one', () => {
    const parsed = parseSubstanceTable(csv('ID,Substance name,EC No.\nSVHC-1,Cadmium,231-152-8\n'));
    expect(parsed.substances[0]?.id).toBe('SVHC-1');
  });

  it('refuses an id longer than an id can be or holding a control character', () => {
    const parsed = parseSubstanceTable({
      rows: [
        ['ID', 'Substance name'],
        ['x'.repeat(101), 'Too long'],
        ['a\tb', 'Tab'],
        ['SVHC-2', 'Fine'],
      ],
    });
    expect(parsed.substances.map((substance) => substance.id)).toEqual(['SVHC-2']);
    expect(parsed.problems).toEqual([
      { sheetRow: 2, code: 'badId', value: 'x'.repeat(40) },
      { sheetRow: 3, code: 'badId', value: 'a\tb' },
    ]);
  });

  it('tells the shape of a substance id an answer may hold', () => {
    expect(isSubstanceIdShape('204-211-0')).toBe(true);
    expect(isSubstanceIdShape('x'.repeat(100))).toBe(true);
    expect(isSubstanceIdShape('x'.repeat(101))).toBe(false);
    expect(isSubstanceIdShape('')).toBe(false);
    expect(isSubstanceIdShape(' 204-211-0')).toBe(false);
    expect(isSubstanceIdShape('a\u0000b')).toBe(false);
    expect(isSubstanceIdShape('a\nb')).toBe(false);
  });

  it('reports every bad row by its sheet row and keeps the good ones', () => {
    const parsed = parseSubstanceTable(
      csv(
        [
          'Substance name,EC No.,CAS No.',
          'Good,204-211-0,117-81-7',
          'Bad EC,204-211-1,',
          'Bad CAS,,117-81-8',
          ',201-245-8,80-05-7',
          'Twice,204-211-0,',
        ].join('\n'),
      ),
    );
    expect(parsed.substances.map((substance) => substance.name)).toEqual(['Good']);
    expect(parsed.problems).toEqual([
      { sheetRow: 3, code: 'badEcNumber', value: '204-211-1' },
      { sheetRow: 4, code: 'badCasNumber', value: '117-81-8' },
      { sheetRow: 5, code: 'emptyName' },
      { sheetRow: 6, code: 'duplicateId', value: '204-211-0' },
    ]);
    expect(describeSubstanceProblem(parsed.problems[0] as never, 'en')).toBe(
      'Row 3: "204-211-1" is not a valid EC number.',
    );
    expect(describeSubstanceProblem(parsed.problems[0] as never, 'de')).toBe(
      'Zeile 3: „204-211-1“ ist keine gültige EG-Nummer.',
    );
  });

  it('refuses a name with a NUL byte or a lone surrogate', () => {
    const parsed = parseSubstanceTable({
      rows: [
        ['Substance name', 'EC No.'],
        ['Nul\u0000byte', '201-557-4'],
        ['Broken \ud800', '201-622-7'],
      ],
    });
    expect(parsed.substances).toEqual([]);
    expect(parsed.problems).toEqual([
      { sheetRow: 2, code: 'unsafeName' },
      { sheetRow: 3, code: 'unsafeName' },
    ]);
  });

  it('reads the same list from an XLSX', () => {
    const bytes = writeXlsx([
      {
        name: 'Candidate list',
        rows: [
          ['Substance name', 'EC No.', 'CAS No.'],
          ['Bisphenol A', '201-245-8', '80-05-7'],
        ],
      },
    ]);
    const parsed = parseSubstanceTable(readSpreadsheet(bytes, 'list.xlsx'));
    expect(parsed.substances).toEqual([
      { id: '201-245-8', name: 'Bisphenol A', ecNumbers: ['201-245-8'], casNumbers: ['80-05-7'] },
    ]);
  });

  it('refuses a file without a substance name header, in both languages', () => {
    const attempt = () => parseSubstanceTable(csv('a,b\n1,2\n'));
    expect(attempt).toThrow(SubstanceListFormatError);
    try {
      attempt();
    } catch (error) {
      expect((error as SubstanceListFormatError).messages.de).toContain('Kopfzeile');
    }
  });
});

describe('searchSubstances', () => {
  it('finds by name, EC and CAS number, case-insensitively, up to the limit', () => {
    expect(searchSubstances(SEED_SUBSTANCES, 'phthalate').map((substance) => substance.id)).toEqual([
      '204-211-0',
      '201-557-4',
      '201-622-7',
      '201-553-2',
    ]);
    expect(searchSubstances(SEED_SUBSTANCES, '7439-92')[0]?.name).toBe('Lead');
    expect(searchSubstances(SEED_SUBSTANCES, '231-152')[0]?.name).toBe('Cadmium');
    expect(searchSubstances(SEED_SUBSTANCES, 'PHTHALATE', 2)).toHaveLength(2);
    expect(searchSubstances(SEED_SUBSTANCES, 'nothing like it')).toEqual([]);
  });
});
