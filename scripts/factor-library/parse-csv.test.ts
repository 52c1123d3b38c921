import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv.ts';
import { shiftDecimal } from './unit-conversions.ts';

describe('parseCsv', () => {
  it.each([
    [
      'plain fields',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'a UTF-8 BOM before the header',
      '\uFEFFID,Scope\n1,2',
      [
        ['ID', 'Scope'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quoted commas', '"Hong Kong, China",x', [['Hong Kong, China', 'x']]],
    ['doubled quotes', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'a line break inside quotes',
      '"a\nb",c\nd,e',
      [
        ['a\nb', 'c'],
        ['d', 'e'],
      ],
    ],
    ['empty fields', ',,\n""', [['', '', ''], ['']]],
    ['the text NA (Namibia) as text', 'NA,NAM', [['NA', 'NAM']]],
  ])('reads %s', (_, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('skips comment lines only when asked and only at the start of a record', () => {
    expect(parseCsv('# note, with comma\na,b\n"#x",y\n', { commentPrefix: '#' })).toEqual([
      ['a', 'b'],
      ['#x', 'y'],
    ]);
  });

  it.each([
    ['a quote inside an unquoted field', 'ab"c,d'],
    ['text after a closing quote', '"ab"c,d'],
    ['an unterminated quoted field', '"abc,d'],
  ])('fails on %s instead of shifting columns', (_, text) => {
    expect(() => parseCsv(text)).toThrow();
  });
});

describe('shiftDecimal', () => {
  it.each([
    ['44.4558', -2, 0.444558],
    ['210.8911', -3, 0.2108911],
    ['0', -2, 0],
    ['100', -2, 1],
    ['5', -3, 0.005],
    ['12.5', 2, 1250],
  ])('moves the decimal point of %s by %i places exactly', (text, places, expected) => {
    expect(shiftDecimal(text, places, 'test')).toBe(expected);
  });
});
