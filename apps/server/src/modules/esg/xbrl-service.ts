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
import { loadVsmeForm } from './service.ts';

/** The URI scheme an ESG report names its company by until a company states its LEI. */
export const COMPANY_ID_SCHEME = 'urn:carbon-ledger:company';

/**
 * The year's answers, with B3's calculator figures, as the facts of an XBRL report. Refused (409) while
 * a datapoint the report needs is unanswered, naming each one.
 */
async function loadVsmeReport(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<{ form: VsmeFormResponse; report: XbrlReportInput; baseName: string }> {
  const form = await loadVsmeForm(db, companyId, id);
  const facts: XbrlFactInput[] = form.disclosures.flatMap((disclosure) =>
    disclosure.datapoints.flatMap((datapoint) =>
      datapoint.answer
        ? [{ concept: datapoint.code, answer: datapoint.answer, isComputed: datapoint.isFromCalculator }]
        : [],
    ),
  );
  const missing = listMissingRequiredVsmeFacts(facts.map((fact) => fact.concept));
  if (missing.length > 0) {
    throw new AppError(
      'CONFLICT',
      `The report needs ${missing.length} more answer(s): ${missing.map((d) => d.label.en).join(', ')}.`,
      missing.map((datapoint) => ({
        path: `answers.${datapoint.code}`,
        message: `"${datapoint.label.en}" is not answered.`,
      })),
    );
  }
  const report: XbrlReportInput = {
    entity: { scheme: COMPANY_ID_SCHEME, identifier: companyId },
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
): Promise<{ xml: string; fileName: string }> {
  const { report, baseName } = await loadVsmeReport(db, companyId, id);
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
  const { report, baseName } = await loadVsmeReport(db, companyId, id);
  const names = await findCompanyNames(db, companyId);
  if (!names) throw new AppError('NOT_FOUND', 'No such company.');
  const xhtml = writeVsmeInlineXbrl({ ...report, companyName: names.company || names.brand, lang });
  return { xhtml, fileName: `${baseName}.xhtml` };
}
