import { VSME_DISCLOSURE_CODES, VSME_DISCLOSURE_NAMES } from '../datapoints/index.ts';
import { VSME_ENTRY_POINT, VSME_NAMESPACES } from '../datapoints/vsme-taxonomy.generated.ts';
import type { ReferenceLanguage } from '../reference-lists/types.ts';
import { describeVsmeAnswer, formatVsmeUnit } from '../vsme-export/vsme-export.ts';
import { escapeXml, type PlannedFact, planVsmeInstance, type XbrlReportInput } from './instance-plan.ts';
import { IX_NAMESPACE, IXT_NAMESPACE } from './parse-inline.ts';

export type InlineXbrlReportInput = XbrlReportInput & {
  /** The company's name as the report's heading shows it. */
  readonly companyName: string;
  /** The language of the readable report (labels, numbers, dates). */
  readonly lang: ReferenceLanguage;
};

const WORDS = {
  en: {
    title: 'VSME sustainability report',
    period: 'Reporting period',
    entity: 'Entity identifier',
    taxonomy: 'Tagged with the VSME XBRL taxonomy 2026-05-01',
    datapoint: 'Datapoint',
    value: 'Value',
    unit: 'Unit',
    yes: 'Yes',
    no: 'No',
    numberFormat: 'ixt:num-dot-decimal',
    groupSeparator: ',',
    decimalSeparator: '.',
    locale: 'en-GB',
  },
  de: {
    title: 'VSME-Nachhaltigkeitsbericht',
    period: 'Berichtszeitraum',
    entity: 'Unternehmenskennung',
    taxonomy: 'Ausgezeichnet mit der VSME-XBRL-Taxonomie 2026-05-01',
    datapoint: 'Datenpunkt',
    value: 'Wert',
    unit: 'Einheit',
    yes: 'Ja',
    no: 'Nein',
    numberFormat: 'ixt:num-comma-decimal',
    groupSeparator: '.',
    decimalSeparator: ',',
    locale: 'de-DE',
  },
} as const;

type Words = (typeof WORDS)[ReferenceLanguage];

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;margin:0 auto;max-width:60rem;padding:1.5rem;line-height:1.5}',
  'h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:1px solid #cbd5e1;padding-bottom:.25rem}h3{font-size:1rem;margin:1rem 0 .25rem}',
  'dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:1rem 0}dl.meta dt{font-weight:600}dl.meta dd{margin:0;overflow-wrap:anywhere}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0;overflow-wrap:break-word}tbody th{font-weight:500}thead th,td.unit{white-space:nowrap}',
  'td.number{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}p.narrative{white-space:pre-wrap;margin:0 0 .75rem}',
  '.taxonomy{color:#475569;font-size:.875rem}',
].join('');

/** `12345.6` → `12,345.6` (en) or `12.345,6` (de); the text is a plain decimal without sign. */
function groupDigits(digits: string, words: Words): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, words.groupSeparator);
  return fraction === undefined ? grouped : `${grouped}${words.decimalSeparator}${fraction}`;
}

/** Moves a plain decimal's point two places right: the per cent a ratio is shown as (`0.125` → `12.5`). */
function ratioToPercent(digits: string): string {
  const [whole = '', fraction = ''] = digits.split('.');
  const padded = fraction.padEnd(2, '0');
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2);
  return rest ? `${integer}.${rest}` : integer;
}

/** `vsme:RenewableEnergyMember` → `Renewable energy`: the member a broken-down figure is for. */
function describeMember(member: string): string {
  const local = (member.split(':')[1] ?? member).replace(/Member$/, '');
  const words = local.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatDate(date: string, words: Words): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

type Cell = { value: string; unit: string; isNumber: boolean };

/** The visible cell of a fact, and for members a hidden fact it shows. */
function renderFact(
  fact: PlannedFact,
  id: string,
  words: Words,
  lang: ReferenceLanguage,
  hidden: string[],
): Cell {
  const name = escapeXml(fact.input.concept);
  const context = `contextRef="${fact.contextRef}"`;
  const answer = fact.input.answer;
  switch (answer.kind) {
    case 'number':
    case 'percentage': {
      const isNegative = fact.text.startsWith('-');
      const digits = isNegative ? fact.text.slice(1) : fact.text;
      const isPercent = answer.kind === 'percentage';
      const shown = groupDigits(isPercent ? ratioToPercent(digits) : digits, words);
      const sign = isNegative ? ' sign="-"' : '';
      const element = `<ix:nonFraction name="${name}" id="${id}" ${context} unitRef="${fact.unitRef}" decimals="${fact.decimals}" scale="${isPercent ? -2 : 0}" format="${words.numberFormat}"${sign}>${shown}</ix:nonFraction>`;
      const unit = isPercent ? '%' : formatVsmeUnit(answer.unit);
      return { value: `${isNegative ? '-' : ''}${element}`, unit: escapeXml(unit), isNumber: true };
    }
    case 'yesNo': {
      const format = answer.value ? 'ixt:fixed-true' : 'ixt:fixed-false';
      const shown = answer.value ? words.yes : words.no;
      return {
        value: `<ix:nonNumeric name="${name}" id="${id}" ${context} format="${format}">${shown}</ix:nonNumeric>`,
        unit: '',
        isNumber: false,
      };
    }
    case 'choice': {
      // Members are written as namespace#local: the fact stays hidden, the cell shows their names.
      hidden.push(
        `<ix:nonNumeric name="${name}" id="${id}" ${context}>${escapeXml(fact.text)}</ix:nonNumeric>`,
      );
      // The datapoint's options are read-only arrays; the description only reads them.
      const choices = { choices: fact.datapoint.choices } as Parameters<typeof describeVsmeAnswer>[0];
      const shown = String(describeVsmeAnswer(choices, answer, lang).value);
      return {
        value: `<span style="-ix-hidden:${id}">${escapeXml(shown)}</span>`,
        unit: '',
        isNumber: false,
      };
    }
    case 'date':
    case 'text':
      return {
        value: `<ix:nonNumeric name="${name}" id="${id}" ${context}>${escapeXml(fact.text)}</ix:nonNumeric>`,
        unit: '',
        isNumber: false,
      };
  }
}

/**
 * Writes an Inline XBRL 1.1 document (XHTML) of a VSME report: a readable report in the given language
 * (company, period, each disclosure's figures as a table and its texts as paragraphs), tagged with the
 * same contexts, units and facts as `writeVsmeInstance` writes for the same answers. Numbers are
 * `ix:nonFraction` with their unit, decimals, scale (per cent shown, ratio reported) and the number
 * format of the language; negative numbers carry `sign="-"`. Yes/no are shown as words
 * (`ixt:fixed-true`/`-false`); chosen members are hidden facts (`ix:hidden`) shown by their names. No
 * scripts, no DTD; every text escaped.
 */
export function writeVsmeInlineXbrl(report: InlineXbrlReportInput): string {
  const words = WORDS[report.lang];
  const plan = planVsmeInstance(report);
  const hidden: string[] = [];
  const sections: string[] = [];
  const ids = new Map(plan.facts.map((fact, index) => [fact, `f${index + 1}`]));
  for (const code of VSME_DISCLOSURE_CODES) {
    const facts = plan.facts.filter((fact) => fact.datapoint.disclosure === code);
    if (facts.length === 0) continue;
    const rows: string[] = [];
    const narratives: string[] = [];
    for (const fact of facts) {
      const cell = renderFact(fact, ids.get(fact) as string, words, report.lang, hidden);
      const members = fact.members.map(([, member]) => describeMember(member)).join(', ');
      const label = escapeXml(`${fact.datapoint.label[report.lang]}${members ? ` (${members})` : ''}`);
      if (fact.datapoint.type === 'narrative' || fact.datapoint.type === 'aiText') {
        narratives.push(`<h3>${label}</h3>`, `<p class="narrative">${cell.value}</p>`);
      } else {
        rows.push(
          `<tr><th scope="row">${label}</th><td${cell.isNumber ? ' class="number"' : ''}>${cell.value}</td><td class="unit">${cell.unit}</td></tr>`,
        );
      }
    }
    const title = escapeXml(
      `${code === 'other' ? '' : `${code} `}${VSME_DISCLOSURE_NAMES[report.lang][code]}`,
    );
    sections.push(
      `<section id="${code}" aria-labelledby="h-${code}">`,
      `<h2 id="h-${code}">${title}</h2>`,
      ...(rows.length
        ? [
            `<table><thead><tr><th scope="col">${words.datapoint}</th><th scope="col">${words.value}</th><th scope="col">${words.unit}</th></tr></thead>`,
            `<tbody>${rows.join('\n')}</tbody></table>`,
          ]
        : []),
      ...narratives,
      '</section>',
    );
  }
  const namespaces = [
    'xmlns="http://www.w3.org/1999/xhtml"',
    `xmlns:ix="${IX_NAMESPACE}"`,
    `xmlns:ixt="${IXT_NAMESPACE}"`,
    ...Object.entries(VSME_NAMESPACES).map(([prefix, uri]) => `xmlns:${prefix}="${escapeXml(uri)}"`),
  ].join(' ');
  const title = `${words.title} – ${report.companyName}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<html ${namespaces} xml:lang="${report.lang}" lang="${report.lang}">`,
    '<head>',
    '<meta http-equiv="Content-Type" content="application/xhtml+xml; charset=UTF-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${escapeXml(title)}</title>`,
    `<style type="text/css">${STYLE}</style>`,
    '</head>',
    '<body>',
    '<div style="display:none">',
    '<ix:header>',
    ...(hidden.length ? ['<ix:hidden>', ...hidden, '</ix:hidden>'] : []),
    '<ix:references>',
    `<link:schemaRef xlink:type="simple" xlink:href="${escapeXml(VSME_ENTRY_POINT)}"/>`,
    '</ix:references>',
    '<ix:resources>',
    ...plan.contexts,
    ...plan.units,
    '</ix:resources>',
    '</ix:header>',
    '</div>',
    '<header>',
    `<h1>${escapeXml(words.title)}</h1>`,
    `<p><strong>${escapeXml(report.companyName)}</strong></p>`,
    '<dl class="meta">',
    `<dt>${words.period}</dt><dd>${escapeXml(`${formatDate(report.period.start, words)} – ${formatDate(report.period.end, words)}`)}</dd>`,
    `<dt>${words.entity}</dt><dd>${escapeXml(report.entity.identifier)} (${escapeXml(report.entity.scheme)})</dd>`,
    '</dl>',
    `<p class="taxonomy">${words.taxonomy}</p>`,
    '</header>',
    '<main>',
    ...sections,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
