import {
  getInstanceYearLabel,
  listMissingRequiredVsmeFacts,
  type ReferenceLanguage,
  type VsmeFormResponse,
  writeVsmeInlineXbrl,
  writeVsmeInstance,
  type XbrlFactInput,
  type XbrlReportInput,
} from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { findCompanyNames } from '../calculator-report/report-queries.ts';
import { findReportingEntity } from './reporting-entity.ts';
import { loadVsmeForm } from './service.ts';

const NO_ENTITY = {
  en: 'The report names the company by its LEI or a register identifier: give one first.',
  de: 'Der Bericht nennt das Unternehmen mit seinem LEI oder einer Registerkennung: Gib zuerst eine an.',
};

/**
 * The year's answers, with B3's calculator figures, as the facts of an XBRL report, the company named
 * by the identifier it gave (`esg_reporting_entities`). Refused (409) while a datapoint the report
 * needs is unanswered, naming each one, or while the company has given no identifier
 * (`reportingEntity`).
 */
async function loadVsmeReport(
  db: Queryable,
  companyId: string,
  id: string,
  lang: ReferenceLanguage,
): Promise<{ form: VsmeFormResponse; report: XbrlReportInput; baseName: string }> {
  const form = await loadVsmeForm(db, companyId, id);
  const entity = await findReportingEntity(db, companyId);
  const facts: XbrlFactInput[] = form.disclosures.flatMap((disclosure) =>
    disclosure.datapoints.flatMap((datapoint) =>
      datapoint.answer
        ? [{ concept: datapoint.code, answer: datapoint.answer, isComputed: datapoint.isFromCalculator }]
        : [],
    ),
  );
  const missing = listMissingRequiredVsmeFacts(facts.map((fact) => fact.concept));
  if (missing.length > 0 || !entity) {
    const details = missing.map((datapoint) => ({
      path: `answers.${datapoint.code}`,
      message:
        lang === 'de'
          ? `„${datapoint.label.de}“ ist nicht beantwortet.`
          : `"${datapoint.label.en}" is not answered.`,
    }));
    if (!entity) details.push({ path: 'reportingEntity', message: NO_ENTITY[lang] });
    const summary =
      missing.length === 0
        ? NO_ENTITY[lang]
        : lang === 'de'
          ? `Der Bericht braucht noch ${missing.length} Antwort(en): ${missing.map((d) => d.label.de).join(', ')}.`
          : `The report needs ${missing.length} more answer(s): ${missing.map((d) => d.label.en).join(', ')}.`;
    throw new AppError('CONFLICT', summary, details);
  }
  const report: XbrlReportInput = {
    entity: { scheme: entity.scheme, identifier: entity.identifier },
    period: { start: form.year.startDate, end: form.year.endDate },
    facts,
  };
  return { form, report, baseName: `vsme-${getInstanceYearLabel(form.year).replace(/\s/g, '')}` };
}

/** `GET esg/years/:id/vsme/xbrl`: the year's VSME report as an XBRL instance of the VSME taxonomy. */
export async function buildVsmeXbrl(
  db: Queryable,
  companyId: string,
  id: string,
  lang: ReferenceLanguage = 'en',
): Promise<{ xml: string; fileName: string }> {
  const { report, baseName } = await loadVsmeReport(db, companyId, id, lang);
  return { xml: writeVsmeInstance(report), fileName: `${baseName}.xbrl` };
}

/**
 * `GET esg/years/:id/vsme/ixbrl`: the same report as an inline XBRL (XHTML) document people can read in
 * the page's language, carrying the instance's facts, contexts and units. Refused like the instance.
 */
export async function buildVsmeInlineXbrl(
  db: Queryable,
  companyId: string,
  id: string,
  lang: ReferenceLanguage,
): Promise<{ xhtml: string; fileName: string }> {
  const { report, baseName } = await loadVsmeReport(db, companyId, id, lang);
  const names = await findCompanyNames(db, companyId);
  if (!names) throw new AppError('NOT_FOUND', 'No such company.');
  const xhtml = writeVsmeInlineXbrl({ ...report, companyName: names.company || names.brand, lang });
  return { xhtml, fileName: `${baseName}.xhtml` };
}
