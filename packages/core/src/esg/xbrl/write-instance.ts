import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from '../datapoints/index.ts';
import {
  VSME_DIMENSION_DEFAULTS,
  VSME_ENTRY_POINT,
  VSME_NAMESPACES,
} from '../datapoints/vsme-taxonomy.generated.ts';
import { toFactContent } from './xbrl-values.ts';

/** One fact to report: a VSME concept, its answer, and the members of the axes it is broken down by. */
export type XbrlFactInput = {
  readonly concept: string;
  readonly answer: DatapointValue;
  /** Axis → member (`vsme:BreakdownOfEnergyConsumptionAxis` → `vsme:RenewableEnergyMember`). */
  readonly dimensions?: Readonly<Record<string, string>>;
};

export type XbrlReportInput = {
  /** Who reports: an identifier in a scheme (an LEI under `http://standards.iso.org/iso/17442`, …). */
  readonly entity: { readonly scheme: string; readonly identifier: string };
  /** The reporting period, `YYYY-MM-DD` both; instants are its end. */
  readonly period: { readonly start: string; readonly end: string };
  readonly facts: readonly XbrlFactInput[];
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A unit's XML: one measure, or a division for `numerator/denominator`. */
function renderUnit(id: string, unit: string): string {
  const [numerator, denominator] = unit.split('/');
  const measure = (name: string | undefined) => `<xbrli:measure>${escapeXml(name ?? '')}</xbrli:measure>`;
  const body = denominator
    ? `<xbrli:divide><xbrli:unitNumerator>${measure(numerator)}</xbrli:unitNumerator><xbrli:unitDenominator>${measure(denominator)}</xbrli:unitDenominator></xbrli:divide>`
    : measure(numerator);
  return `  <xbrli:unit id="${id}">${body}</xbrli:unit>`;
}

/**
 * Writes an XBRL 2.1 instance document of a VSME report: the schema reference to the taxonomy's entry
 * point, one context per period type and set of axis members (default members left out, as XBRL
 * Dimensions asks), one unit per measure, and a fact per answer with its unit and decimals. Throws on a
 * concept that is not a VSME datapoint: callers check answers with `checkDatapointValue` first.
 */
export function writeVsmeInstance(report: XbrlReportInput): string {
  const contexts = new Map<string, string>();
  const units = new Map<string, string>();
  const factLines: string[] = [];
  for (const fact of report.facts) {
    const datapoint = findVsmeDatapoint(fact.concept);
    if (!datapoint) throw new Error(`${fact.concept} is not a VSME datapoint`);
    const members = Object.entries(fact.dimensions ?? {})
      .filter(([axis, member]) => VSME_DIMENSION_DEFAULTS[axis] !== member)
      .sort(([a], [b]) => a.localeCompare(b));
    const contextKey = `${datapoint.xbrl.periodType}|${members.map(([axis, member]) => `${axis}=${member}`).join(',')}`;
    if (!contexts.has(contextKey)) contexts.set(contextKey, `c${contexts.size + 1}`);
    const content = toFactContent(datapoint, fact.answer);
    let unitAttributes = '';
    if (content.unit !== undefined) {
      if (!units.has(content.unit)) units.set(content.unit, `u${units.size + 1}`);
      unitAttributes = ` unitRef="${units.get(content.unit)}" decimals="${content.decimals}"`;
    }
    factLines.push(
      `  <${fact.concept} contextRef="${contexts.get(contextKey)}"${unitAttributes}>${escapeXml(content.text)}</${fact.concept}>`,
    );
  }
  const contextLines = [...contexts].map(([key, id]) => renderContext(id, key, report));
  const unitLines = [...units].map(([unit, id]) => renderUnit(id, unit));
  const namespaces = Object.entries(VSME_NAMESPACES)
    .map(([prefix, uri]) => `xmlns:${prefix}="${escapeXml(uri)}"`)
    .join(' ');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xbrli:xbrl ${namespaces}>`,
    `  <link:schemaRef xlink:type="simple" xlink:href="${escapeXml(VSME_ENTRY_POINT)}"/>`,
    ...contextLines,
    ...unitLines,
    ...factLines,
    '</xbrli:xbrl>',
    '',
  ].join('\n');
}

function renderContext(id: string, key: string, report: XbrlReportInput): string {
  const [periodType, memberList = ''] = key.split('|');
  const period =
    periodType === 'instant'
      ? `<xbrli:instant>${report.period.end}</xbrli:instant>`
      : `<xbrli:startDate>${report.period.start}</xbrli:startDate><xbrli:endDate>${report.period.end}</xbrli:endDate>`;
  const members = memberList
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [axis, member] = pair.split('=');
      return `<xbrldi:explicitMember dimension="${escapeXml(axis ?? '')}">${escapeXml(member ?? '')}</xbrldi:explicitMember>`;
    })
    .join('');
  const scenario = members ? `<xbrli:scenario>${members}</xbrli:scenario>` : '';
  const entity = `<xbrli:entity><xbrli:identifier scheme="${escapeXml(report.entity.scheme)}">${escapeXml(report.entity.identifier)}</xbrli:identifier></xbrli:entity>`;
  return `  <xbrli:context id="${id}">${entity}<xbrli:period>${period}</xbrli:period>${scenario}</xbrli:context>`;
}
