import { VSME_ENTRY_POINT, VSME_NAMESPACES } from '../datapoints/vsme-taxonomy.generated.ts';
import { escapeXml, planVsmeInstance, type XbrlReportInput } from './instance-plan.ts';

export type { XbrlFactInput, XbrlReportInput } from './instance-plan.ts';

/**
 * Writes an XBRL 2.1 instance document of a VSME report: the schema reference to the taxonomy's entry
 * point, one context per period type and set of axis members (default members left out, as XBRL
 * Dimensions asks), one unit per measure, and a fact per answer with its unit and decimals. Throws on a
 * concept that is not a VSME datapoint: callers check answers with `checkDatapointValue` first.
 */
export function writeVsmeInstance(report: XbrlReportInput): string {
  const plan = planVsmeInstance(report);
  const factLines = plan.facts.map((fact) => {
    const unit = fact.unitRef ? ` unitRef="${fact.unitRef}" decimals="${fact.decimals}"` : '';
    const name = fact.input.concept;
    return `  <${name} contextRef="${fact.contextRef}"${unit}>${escapeXml(fact.text)}</${name}>`;
  });
  const namespaces = Object.entries(VSME_NAMESPACES)
    .map(([prefix, uri]) => `xmlns:${prefix}="${escapeXml(uri)}"`)
    .join(' ');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xbrli:xbrl ${namespaces}>`,
    `  <link:schemaRef xlink:type="simple" xlink:href="${escapeXml(VSME_ENTRY_POINT)}"/>`,
    ...plan.contexts.map((line) => `  ${line}`),
    ...plan.units.map((line) => `  ${line}`),
    ...factLines,
    '</xbrli:xbrl>',
    '',
  ].join('\n');
}
