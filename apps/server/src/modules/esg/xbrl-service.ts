import {
  getInstanceYearLabel,
  listMissingRequiredVsmeFacts,
  writeVsmeInstance,
  type XbrlFactInput,
} from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { loadVsmeForm } from './service.ts';

/** The URI scheme an ESG report names its company by until a company states its LEI. */
export const COMPANY_ID_SCHEME = 'urn:carbon-ledger:company';

/**
 * `GET esg/years/:id/vsme/xbrl`: the year's answers, with B3's calculator figures, as an XBRL instance
 * of the VSME taxonomy. Refused (409) while a datapoint the report needs is unanswered, naming each one.
 */
export async function buildVsmeXbrl(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<{ xml: string; fileName: string }> {
  const form = await loadVsmeForm(db, companyId, id);
  const facts: XbrlFactInput[] = form.disclosures.flatMap((disclosure) =>
    disclosure.datapoints.flatMap((datapoint) =>
      datapoint.answer ? [{ concept: datapoint.code, answer: datapoint.answer }] : [],
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
  const xml = writeVsmeInstance({
    entity: { scheme: COMPANY_ID_SCHEME, identifier: companyId },
    period: { start: form.year.startDate, end: form.year.endDate },
    facts,
  });
  return { xml, fileName: `vsme-${getInstanceYearLabel(form.year).replace(/\s/g, '')}.xbrl` };
}
