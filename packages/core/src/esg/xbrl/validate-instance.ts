import { parseInlineXbrl } from './parse-inline.ts';
import { type ParsedInstance, parseXbrlInstance } from './parse-instance.ts';
import { REQUIRED_VSME_BASIC_CONCEPTS } from './required-facts.ts';

/** The parts of the taxonomy JSON (vsme-2026-05-01.json) a validation reads. */
export type TaxonomyJson = {
  readonly entryPoint: string;
  readonly namespaces: Readonly<Record<string, string>>;
  readonly concepts: Readonly<
    Record<
      string,
      {
        readonly abstract?: boolean;
        readonly dataType?: string;
        readonly periodType?: string;
        readonly other?: { readonly ee20DomainMembers?: readonly string[] };
      }
    >
  >;
  readonly dimensions: Readonly<Record<string, unknown>>;
};

export type InstanceProblem = { readonly concept?: string; readonly message: string };

const NON_NUMERIC = new Set([
  'xbrli:stringItemType',
  'dtr-types:textBlockItemType',
  'xbrli:booleanItemType',
  'enum2:enumerationItemType',
  'enum2:enumerationSetItemType',
  'xbrli:dateItemType',
  'xbrli:gYearItemType',
  'xbrli:tokenItemType',
]);

const UTR = 'http://www.xbrl.org/2009/utr#';
const ISO4217 = 'http://www.xbrl.org/2003/iso4217#';
const PURE = 'http://www.xbrl.org/2003/instance#pure';
const utr = (...units: string[]) => units.map((unit) => `${UTR}${unit}`);

/** The measures each numeric data type takes; `*` after iso4217 stands for any currency code. */
const UNITS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  'xbrli:decimalItemType': [PURE],
  'dtr-types:percentItemType': [PURE],
  'xbrli:monetaryItemType': [`${ISO4217}*`],
  'dtr-types:massItemType': utr('g', 'kg', 't'),
  'dtr-types:energyItemType': utr('Wh', 'kWh', 'MWh', 'GWh', 'J', 'kJ', 'MJ', 'GJ', 'TJ'),
  'dtr-types:volumeItemType': utr('l', 'm3'),
  'dtr-types:areaItemType': utr('m2', 'ha', 'sqkm', 'km2'),
  'dtr-types:ghgEmissionsItemType': utr('tCO2e', 'kgCO2e'),
  'dtr-types:ghgEmissionsPerMonetaryItemType': [`${UTR}tCO2e/${ISO4217}*`],
};

const isDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

function unitFits(dataType: string, measures: string): boolean {
  const allowed = UNITS_BY_TYPE[dataType] ?? [];
  const currencyFree = measures.replace(/(http:\/\/www\.xbrl\.org\/2003\/iso4217#)[A-Z]{3}\b/g, '$1*');
  return allowed.includes(currencyFree);
}

type Table = { primaryItems: [number, string][]; explicitDimensions?: Record<string, string[]> };

/** Axis → members a concept may be reported with, over every table listing it. */
function axesOf(taxonomy: TaxonomyJson, concept: string): Map<string, Set<string>> {
  const axes = new Map<string, Set<string>>();
  const { _defaults, ...roles } = taxonomy.dimensions;
  for (const role of Object.values(roles) as Record<string, Table>[]) {
    for (const table of Object.values(role)) {
      if (!table.primaryItems.some(([, item]) => item === concept)) continue;
      for (const [axis, members] of Object.entries(table.explicitDimensions ?? {})) {
        const known = axes.get(axis) ?? new Set<string>();
        for (const member of members) known.add(member);
        axes.set(axis, known);
      }
    }
  }
  return axes;
}

/**
 * Checks an XBRL instance of a VSME report against the taxonomy: the entry point is referenced; every
 * context names an entity and a valid period; every fact is a concept of the taxonomy that is not
 * abstract, in a context of its period type, on axes and members its tables allow (defaults never
 * written); numbers carry a unit their data type takes and decimals and are decimal numbers; booleans,
 * dates, years and enumerations (members of the concept's domain, `namespace#local`) are well formed;
 * and the required Basic-module facts are all there. Answers every problem found (none: valid).
 */
export function validateVsmeInstance(xml: string, taxonomy: TaxonomyJson): InstanceProblem[] {
  return validateVsmeFacts(parseXbrlInstance(xml), taxonomy);
}

/**
 * Checks the facts an Inline XBRL report carries (`parseInlineXbrl`: the values its formats, scales and
 * signs give) as `validateVsmeInstance` checks an instance's.
 */
export function validateVsmeInlineXbrl(xhtml: string, taxonomy: TaxonomyJson): InstanceProblem[] {
  return validateVsmeFacts(parseInlineXbrl(xhtml), taxonomy);
}

/** The checks of `validateVsmeInstance` on a parsed instance or inline report. */
export function validateVsmeFacts(instance: ParsedInstance, taxonomy: TaxonomyJson): InstanceProblem[] {
  const problems: InstanceProblem[] = [];
  if (!instance.schemaRefs.includes(taxonomy.entryPoint))
    problems.push({ message: `the instance does not reference the entry point ${taxonomy.entryPoint}` });
  const prefixOf = new Map(Object.entries(taxonomy.namespaces).map(([prefix, uri]) => [uri, prefix]));
  const qualify = (expanded: string) => {
    const [namespace = '', local = ''] = expanded.split('#');
    const prefix = prefixOf.get(namespace);
    return prefix ? `${prefix}:${local}` : undefined;
  };
  const defaults = (taxonomy.dimensions._defaults ?? {}) as Record<string, string>;

  for (const context of instance.contexts.values()) {
    if (!context.scheme || !context.identifier)
      problems.push({ message: `context ${context.id} names no entity identifier and scheme` });
    const { instant, startDate, endDate } = context.period;
    const isValidPeriod = instant
      ? isDate(instant)
      : !!startDate && !!endDate && isDate(startDate) && isDate(endDate) && startDate <= endDate;
    if (!isValidPeriod) problems.push({ message: `context ${context.id} has no valid period` });
  }

  const reported = new Set<string>();
  for (const fact of instance.facts) {
    const concept = qualify(`${fact.namespace}#${fact.localName}`) ?? `{${fact.namespace}}${fact.localName}`;
    const definition = taxonomy.concepts[concept];
    const report = (message: string) => problems.push({ concept, message });
    if (!definition || definition.abstract) {
      report('is not a reportable concept of the taxonomy');
      continue;
    }
    const context = fact.contextRef ? instance.contexts.get(fact.contextRef) : undefined;
    if (!context) {
      report(`refers to the missing context ${fact.contextRef ?? '(none)'}`);
      continue;
    }
    const isInstant = context.period.instant !== undefined;
    if ((definition.periodType === 'instant') !== isInstant)
      report(`is ${isInstant ? 'a duration' : 'an instant'} concept in a context of the other period type`);
    const allowedAxes = axesOf(taxonomy, concept);
    const members = Object.entries(context.explicitMembers).map(([axis, member]) => [
      qualify(axis),
      qualify(member),
    ]);
    for (const [axis, member] of members) {
      if (!axis || !member || !allowedAxes.get(axis)?.has(member))
        report(`is not reported on ${axis} = ${member}`);
      else if (defaults[axis] === member) report(`writes the default member ${member} of ${axis}`);
    }
    if (members.length === 0) reported.add(concept);
    checkValue(fact, definition, instance.units, qualify, report);
  }
  for (const concept of REQUIRED_VSME_BASIC_CONCEPTS)
    if (!reported.has(concept)) problems.push({ concept, message: 'is required and missing' });
  return problems;
}

function checkValue(
  fact: ParsedInstance['facts'][number],
  definition: TaxonomyJson['concepts'][string],
  units: Map<string, string>,
  qualify: (expanded: string) => string | undefined,
  report: (message: string) => void,
): void {
  const dataType = definition.dataType ?? '';
  const text = fact.text.trim();
  if (!NON_NUMERIC.has(dataType)) {
    const measures = fact.unitRef ? units.get(fact.unitRef) : undefined;
    if (!measures) {
      report('is a number without a unit');
      return;
    }
    if (!unitFits(dataType, measures)) report(`has the unit ${measures}, which ${dataType} does not take`);
    if (fact.decimals === undefined || !/^(INF|-?\d+)$/.test(fact.decimals)) report('has no valid decimals');
    if (!/^-?\d+(\.\d+)?$/.test(text)) report(`"${text}" is not a decimal number`);
    return;
  }
  if (fact.unitRef) report('is not a number but has a unit');
  if (dataType === 'xbrli:booleanItemType' && !/^(true|false|1|0)$/.test(text))
    report(`"${text}" is not a boolean`);
  if (dataType === 'xbrli:dateItemType' && !isDate(text)) report(`"${text}" is not a date`);
  if (dataType === 'xbrli:gYearItemType' && !/^\d{4}$/.test(text)) report(`"${text}" is not a year`);
  if (dataType.startsWith('enum2:')) {
    const tokens = text.split(/\s+/).filter(Boolean);
    const domain = new Set(definition.other?.ee20DomainMembers ?? []);
    if (tokens.length === 0) report('names no member');
    if (dataType === 'enum2:enumerationItemType' && tokens.length > 1) report('names more than one member');
    if (new Set(tokens).size !== tokens.length) report('names a member twice');
    for (const token of tokens) {
      const member = qualify(token);
      if (!member || !domain.has(member)) report(`"${token}" is not a member of its domain`);
    }
  }
}
