import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from '../datapoints/index.ts';
import type { VsmeDatapoint } from '../datapoints/types.ts';
import { VSME_DIMENSION_DEFAULTS } from '../datapoints/vsme-taxonomy.generated.ts';
import { toFactContent } from './xbrl-values.ts';

/** One fact to report: a VSME concept, its answer, and the members of the axes it is broken down by. */
export type XbrlFactInput = {
  readonly concept: string;
  readonly answer: DatapointValue;
  /** Axis → member (`vsme:BreakdownOfEnergyConsumptionAxis` → `vsme:RenewableEnergyMember`). */
  readonly dimensions?: Readonly<Record<string, string>>;
  /** The app computed it (the calculator's figures): rounded to what its inputs support. */
  readonly isComputed?: boolean;
};

export type XbrlReportInput = {
  /** Who reports: an identifier in a scheme (an LEI under `http://standards.iso.org/iso/17442`, …). */
  readonly entity: { readonly scheme: string; readonly identifier: string };
  /** The reporting period, `YYYY-MM-DD` both; instants are its end. */
  readonly period: { readonly start: string; readonly end: string };
  readonly facts: readonly XbrlFactInput[];
};

/** A fact placed in the report: its datapoint, context, unit and the text the XBRL fact holds. */
export type PlannedFact = {
  readonly input: XbrlFactInput;
  readonly datapoint: VsmeDatapoint;
  readonly contextRef: string;
  readonly unitRef?: string;
  readonly decimals?: string;
  /** The fact's value as XBRL writes it (`0.125` for 12.5 %, members as `namespace#local`). */
  readonly text: string;
  /** The axes and members written in its context (defaults left out). */
  readonly members: readonly (readonly [string, string])[];
};

/** What an instance and an inline XBRL report of the same answers share: contexts, units and facts. */
export type VsmeInstancePlan = {
  /** `xbrli:context` elements, one a line. */
  readonly contexts: readonly string[];
  /** `xbrli:unit` elements, one a line. */
  readonly units: readonly string[];
  readonly facts: readonly PlannedFact[];
};

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A unit's XML: one measure, or a division for `numerator/denominator`. */
function renderUnit(id: string, unit: string): string {
  const [numerator, denominator] = unit.split('/');
  const measure = (name: string | undefined) => `<xbrli:measure>${escapeXml(name ?? '')}</xbrli:measure>`;
  const body = denominator
    ? `<xbrli:divide><xbrli:unitNumerator>${measure(numerator)}</xbrli:unitNumerator><xbrli:unitDenominator>${measure(denominator)}</xbrli:unitDenominator></xbrli:divide>`
    : measure(numerator);
  return `<xbrli:unit id="${id}">${body}</xbrli:unit>`;
}

function renderContext(id: string, key: string, report: XbrlReportInput): string {
  const [periodType, memberList = ''] = key.split('|');
  const period =
    periodType === 'instant'
      ? `<xbrli:instant>${escapeXml(report.period.end)}</xbrli:instant>`
      : `<xbrli:startDate>${escapeXml(report.period.start)}</xbrli:startDate><xbrli:endDate>${escapeXml(report.period.end)}</xbrli:endDate>`;
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
  return `<xbrli:context id="${id}">${entity}<xbrli:period>${period}</xbrli:period>${scenario}</xbrli:context>`;
}

/**
 * Places a VSME report's answers: one context per period type and set of axis members (default
 * members left out, as XBRL Dimensions asks), one unit per measure, and each fact's text, unit and
 * decimals. Both the instance and the inline XBRL report are written from it, so they carry the same
 * contexts, units and facts. Throws on a concept that is not a VSME datapoint: callers check answers
 * with `checkDatapointValue` first.
 */
export function planVsmeInstance(report: XbrlReportInput): VsmeInstancePlan {
  const contexts = new Map<string, string>();
  const units = new Map<string, string>();
  const facts: PlannedFact[] = [];
  for (const fact of report.facts) {
    const found = findVsmeDatapoint(fact.concept);
    if (!found) throw new Error(`${fact.concept} is not a VSME datapoint`);
    // A member datapoint (B3's renewable electricity, …) is its concept's fact for the axis member.
    const input: XbrlFactInput =
      found.xbrl.concept === fact.concept
        ? fact
        : {
            ...fact,
            concept: found.xbrl.concept,
            dimensions: { ...found.xbrl.dimensions, ...fact.dimensions },
          };
    const datapoint = findVsmeDatapoint(input.concept) ?? found;
    const members = Object.entries(input.dimensions ?? {})
      .filter(([axis, member]) => VSME_DIMENSION_DEFAULTS[axis] !== member)
      .sort(([a], [b]) => a.localeCompare(b));
    const contextKey = `${datapoint.xbrl.periodType}|${members.map(([axis, member]) => `${axis}=${member}`).join(',')}`;
    if (!contexts.has(contextKey)) contexts.set(contextKey, `c${contexts.size + 1}`);
    const content = toFactContent(datapoint, input.answer, input.isComputed);
    let unitRef: string | undefined;
    if (content.unit !== undefined) {
      if (!units.has(content.unit)) units.set(content.unit, `u${units.size + 1}`);
      unitRef = units.get(content.unit);
    }
    facts.push({
      input,
      datapoint,
      contextRef: contexts.get(contextKey) as string,
      unitRef,
      decimals: content.decimals,
      text: content.text,
      members,
    });
  }
  return {
    contexts: [...contexts].map(([key, id]) => renderContext(id, key, report)),
    units: [...units].map(([unit, id]) => renderUnit(id, unit)),
    facts,
  };
}
