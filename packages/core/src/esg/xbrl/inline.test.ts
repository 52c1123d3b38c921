import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanXml } from '../../import/xml-scanner.ts';
import type { XbrlFactInput } from './instance-plan.ts';
import { applyInlineTransform, IXT_NAMESPACE, parseInlineXbrl } from './parse-inline.ts';
import { parseXbrlInstance } from './parse-instance.ts';
import { type TaxonomyJson, validateVsmeInlineXbrl, validateVsmeInstance } from './validate-instance.ts';
import { writeVsmeInlineXbrl } from './write-inline.ts';
import { writeVsmeInstance } from './write-instance.ts';

const TAXONOMY_PATH = resolve(__dirname, '../../../../../../shared/data/vsme/vsme-2026-05-01.json');
const hasTaxonomy = existsSync(TAXONOMY_PATH);
const taxonomy = (hasTaxonomy ? JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) : {}) as TaxonomyJson;

const choice = (concept: string, id: string): XbrlFactInput => ({
  concept,
  answer: { kind: 'choice', value: [id] },
});

/** A small company's Basic-module report, with one figure of each kind and a negative one. */
const FACTS: XbrlFactInput[] = [
  choice('vsme:BasisForPreparation', 'vsme:OptionABasicModuleOnlyMember'),
  choice('vsme:BasisForReporting', 'vsme:IndividualMember'),
  choice('vsme:UndertakingsLegalForm', 'vsme:PartnershipMember'),
  choice('vsme:NaceSectorClassificationCodes', 'nace:NACE_C2511'),
  { concept: 'vsme:Assets', answer: { kind: 'number', value: 3_400_000, unit: 'iso4217:EUR' } },
  { concept: 'vsme:Turnover', answer: { kind: 'number', value: 5_250_000.5, unit: 'iso4217:EUR' } },
  { concept: 'vsme:NumberOfEmployees', answer: { kind: 'number', value: 42, unit: 'xbrli:pure' } },
  choice('vsme:TypeOfNumberOfEmployees', 'vsme:HeadcountMember'),
  choice('vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets', 'DE'),
  { concept: 'vsme:TotalEnergyConsumption', answer: { kind: 'number', value: 812.35, unit: 'utr:MWh' } },
  {
    concept: 'vsme:GrossScope1GreenhouseGasEmissions',
    answer: { kind: 'number', value: 120.4, unit: 'utr:tCO2e' },
  },
  {
    concept: 'vsme:GrossLocationBasedScope2GreenhouseGasEmissions',
    answer: { kind: 'number', value: 88, unit: 'utr:tCO2e' },
  },
  {
    concept: 'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue',
    answer: { kind: 'number', value: 0.0000415, unit: 'utr:tCO2e/iso4217:EUR' },
  },
  {
    concept: 'vsme:EnergyConsumptionFromElectricity',
    answer: { kind: 'number', value: 300, unit: 'utr:MWh' },
    dimensions: { 'vsme:BreakdownOfEnergyConsumptionAxis': 'vsme:RenewableEnergyMember' },
  },
  {
    concept: 'vsme:EnergyConsumptionFromElectricity',
    answer: { kind: 'number', value: 450, unit: 'utr:MWh' },
    dimensions: { 'vsme:BreakdownOfEnergyConsumptionAxis': 'vsme:TotalRenewableAndNonRenewableEnergyMember' },
  },
  { concept: 'vsme:EmployeeTurnoverRate', answer: { kind: 'percentage', value: 12.5 } },
  {
    concept: 'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
    answer: { kind: 'yesNo', value: false },
  },
  { concept: 'vsme:GreenhouseGasEmissionReductionTargetYear', answer: { kind: 'date', value: '2030' } },
  {
    concept: 'vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels',
    answer: { kind: 'text', value: 'ISO 14001 since 2019 & EMAS <pending>\n"Blue Angel" for 2 products' },
  },
];

const REPORT = {
  entity: { scheme: 'http://standards.iso.org/iso/17442', identifier: '5299000EXAMPLE0LEI01' },
  period: { start: '2025-01-01', end: '2025-12-31' },
  companyName: 'Müller & Söhne <GmbH>',
};

const inline = (lang: 'en' | 'de' = 'en', facts = FACTS) => writeVsmeInlineXbrl({ ...REPORT, facts, lang });
const instance = (facts = FACTS) => writeVsmeInstance({ ...REPORT, facts });

/** The facts of a parsed document with their contexts and units spelled out, to compare two documents. */
function factsOf(parsed: ReturnType<typeof parseXbrlInstance>) {
  return parsed.facts
    .map((fact) => ({
      concept: `${fact.namespace}#${fact.localName}`,
      context: fact.contextRef ? parsed.contexts.get(fact.contextRef) : undefined,
      unit: fact.unitRef ? parsed.units.get(fact.unitRef) : undefined,
      decimals: fact.decimals,
      value: fact.text,
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe('writeVsmeInlineXbrl', () => {
  it('writes well-formed XHTML without scripts or a DTD, with the header the instance needs', () => {
    const xhtml = inline();
    const open: string[] = [];
    scanXml(
      xhtml,
      {
        onOpen: (name) => open.push(name),
        onClose: (name) => {
          if (open.pop() !== name) throw new Error(`</${name}> does not close the open element`);
        },
      },
      { keepPrefixes: true },
    );
    expect(open).toEqual([]);
    expect(
      xhtml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"'),
    ).toBe(true);
    expect(xhtml).not.toMatch(/<script|<!DOCTYPE|\son[a-z]+=/i);
    expect(xhtml).toMatch(
      /<ix:header>\n<ix:hidden>[\s\S]*<\/ix:hidden>\n<ix:references>\n<link:schemaRef xlink:type="simple" xlink:href="https:\/\/xbrl\.efrag\.org\/taxonomy\/vsme\/2026-05-01\/vsme-all\.xsd"\/>/,
    );
    expect(parseInlineXbrl(xhtml).schemaRefs).toEqual([
      'https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd',
    ]);
  });

  it('escapes the company name and texts', () => {
    const xhtml = inline();
    expect(xhtml).toContain('<strong>Müller &amp; Söhne &lt;GmbH&gt;</strong>');
    expect(xhtml).toContain(
      'ISO 14001 since 2019 &amp; EMAS &lt;pending&gt;\n&quot;Blue Angel&quot; for 2 products',
    );
    expect(xhtml).not.toContain('<pending>');
    expect(xhtml).not.toContain('<GmbH>');
  });

  it('shows numbers in the language, with unit, decimals, scale and format', () => {
    const en = inline('en');
    expect(en).toMatch(
      /<ix:nonFraction name="vsme:Turnover" id="f\d+" contextRef="c\d+" unitRef="u\d+" decimals="1" scale="0" format="ixt:num-dot-decimal">5,250,000\.5<\/ix:nonFraction>/,
    );
    expect(en).toMatch(
      /decimals="3" scale="-2" format="ixt:num-dot-decimal">12\.5<\/ix:nonFraction><\/td><td class="unit">%<\/td>/,
    );
    expect(en).toMatch(
      /format="ixt:num-dot-decimal">0\.0000415<\/ix:nonFraction><\/td><td class="unit">tCO2e\/EUR<\/td>/,
    );
    expect(en).toMatch(/format="ixt:fixed-false">No<\/ix:nonNumeric>/);
    expect(en).toContain('Energy consumption from electricity (Renewable energy)');
    expect(en).toContain('<h2 id="h-B1">B1 Basis for preparation</h2>');
    expect(en).toContain('1 January 2025 – 31 December 2025');

    const de = inline('de');
    expect(de).toContain('xml:lang="de"');
    expect(de).toMatch(/format="ixt:num-comma-decimal">5\.250\.000,5<\/ix:nonFraction>/);
    expect(de).toMatch(/format="ixt:num-comma-decimal">3\.400\.000<\/ix:nonFraction>/);
    expect(de).toMatch(/format="ixt:fixed-false">Nein<\/ix:nonNumeric>/);
    expect(de).toContain('<h2 id="h-B1">B1 Grundlage für die Erstellung</h2>');
    expect(de).toContain('1. Januar 2025 – 31. Dezember 2025');
    expect(de).toContain('Deutschland');
  });

  it('writes a negative number with sign="-" and the minus shown outside the fact', () => {
    const negative: XbrlFactInput[] = [
      ...FACTS.filter((fact) => fact.concept !== 'vsme:Turnover'),
      { concept: 'vsme:Turnover', answer: { kind: 'number', value: -1234.5, unit: 'iso4217:EUR' } },
    ];
    const xhtml = inline('en', negative);
    expect(xhtml).toMatch(/-<ix:nonFraction name="vsme:Turnover"[^>]* sign="-">1,234\.5<\/ix:nonFraction>/);
    const turnover = parseInlineXbrl(xhtml).facts.find((fact) => fact.localName === 'Turnover');
    expect(turnover?.text).toBe('-1234.5');
    expect(inline('de', negative)).toMatch(/ sign="-">1\.234,5<\/ix:nonFraction>/);
  });

  it.each(['en', 'de'] as const)(
    'carries exactly the facts, contexts and units of the instance (%s)',
    (lang) => {
      expect(factsOf(parseInlineXbrl(inline(lang)))).toEqual(factsOf(parseXbrlInstance(instance())));
    },
  );

  it('writes summed figures without binary noise, in the instance as in the inline report', () => {
    const noisy: XbrlFactInput[] = [
      ...FACTS.filter((fact) => fact.concept !== 'vsme:GrossScope1GreenhouseGasEmissions'),
      {
        concept: 'vsme:GrossScope1GreenhouseGasEmissions',
        answer: { kind: 'number', value: 1.8296000000000001 + 0.30210000000000004, unit: 'utr:tCO2e' },
      },
    ];
    expect(instance(noisy)).toContain('decimals="4">2.1317</vsme:GrossScope1GreenhouseGasEmissions>');
    expect(inline('en', noisy)).toMatch(/decimals="4" scale="0" format="ixt:num-dot-decimal">2\.1317</);
  });

  it('shows a computed figure rounded as the instance holds it, with the decimals it supports', () => {
    const computed: XbrlFactInput[] = [
      ...FACTS.filter((fact) => fact.concept !== 'vsme:TotalEnergyConsumption'),
      {
        concept: 'vsme:TotalEnergyConsumption',
        answer: { kind: 'number', value: 2516.21748887589, unit: 'utr:MWh' },
        isComputed: true,
      },
    ];
    expect(instance(computed)).toContain('decimals="1">2516.2</vsme:TotalEnergyConsumption>');
    expect(inline('en', computed)).toMatch(/decimals="1" scale="0" format="ixt:num-dot-decimal">2,516\.2</);
    expect(inline('de', computed)).toMatch(/decimals="1" scale="0" format="ixt:num-comma-decimal">2\.516,2</);
    expect(inline('en', computed)).not.toContain('2516.2174');
    expect(factsOf(parseInlineXbrl(inline('de', computed)))).toEqual(
      factsOf(parseXbrlInstance(instance(computed))),
    );
  });

  it('refuses a concept outside the taxonomy', () => {
    expect(() => inline('en', [{ concept: 'vsme:Nothing', answer: { kind: 'yesNo', value: true } }])).toThrow(
      /not a VSME datapoint/,
    );
  });
});

describe('parseInlineXbrl', () => {
  const ixt = (local: string) => ({ namespace: IXT_NAMESPACE, local });

  it.each([
    ['num-dot-decimal', '1,234,567.89', '1234567.89'],
    ['num-dot-decimal', '1 234', '1234'],
    ['num-dot-decimal', '0.0000415', '0.0000415'],
    ['num-comma-decimal', '1.234.567,89', '1234567.89'],
    ['num-comma-decimal', '12,5', '12.5'],
    ['fixed-true', 'Ja', 'true'],
    ['fixed-false', 'No', 'false'],
    ['fixed-zero', '–', '0'],
  ])('reads %s "%s" as %s', (format, text, value) => {
    expect(applyInlineTransform(ixt(format), text)).toBe(value);
  });

  it.each([
    ['num-dot-decimal', '1,234,56.7'],
    ['num-dot-decimal', '-12'],
    ['num-comma-decimal', '1.5.5'],
    ['date-day-month-year', '1 1 2025'],
  ])('refuses %s "%s"', (format, text) => {
    expect(applyInlineTransform(ixt(format), text)).toBeUndefined();
    expect(applyInlineTransform({ namespace: 'urn:other', local: 'num-dot-decimal' }, '1')).toBeUndefined();
  });

  it('applies scale and sign, and leaves out ix:exclude', () => {
    const xhtml = `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL" xmlns:ixt="${IXT_NAMESPACE}" xmlns:v="urn:v"><body>
<ix:nonFraction name="v:A" contextRef="c" unitRef="u" decimals="-3" scale="3" format="ixt:num-dot-decimal">1,250</ix:nonFraction>
<ix:nonFraction name="v:B" contextRef="c" unitRef="u" decimals="4" scale="-2" sign="-" format="ixt:num-comma-decimal">7,5</ix:nonFraction>
<ix:nonNumeric name="v:C" contextRef="c">Kept <ix:exclude>left out </ix:exclude>text</ix:nonNumeric>
</body></html>`;
    expect(parseInlineXbrl(xhtml).facts.map((fact) => [fact.localName, fact.text, fact.decimals])).toEqual([
      ['A', '1250000', '-3'],
      ['B', '-0.075', '4'],
      ['C', 'Kept text', undefined],
    ]);
  });
});

describe.skipIf(!hasTaxonomy)('the inline report against the taxonomy JSON', () => {
  it('passes the validation of its facts in both languages', () => {
    expect(validateVsmeInstance(instance(), taxonomy)).toEqual([]);
    expect(validateVsmeInlineXbrl(inline('en'), taxonomy)).toEqual([]);
    expect(validateVsmeInlineXbrl(inline('de'), taxonomy)).toEqual([]);
  });

  it('finds a displayed number that does not fit its format, and a missing required fact', () => {
    const broken = inline('en').replace('>5,250,000.5<', '>5.250.000,5<');
    expect(validateVsmeInlineXbrl(broken, taxonomy)).toContainEqual({
      concept: 'vsme:Turnover',
      message: '"5.250.000,5" is not a decimal number',
    });
    const partial = inline(
      'en',
      FACTS.filter((fact) => fact.concept !== 'vsme:Assets'),
    );
    expect(validateVsmeInlineXbrl(partial, taxonomy)).toEqual([
      { concept: 'vsme:Assets', message: 'is required and missing' },
    ]);
  });
});
