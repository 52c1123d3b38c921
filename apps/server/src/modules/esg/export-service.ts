import {
  type EsgAggregateRow,
  listVsmeAnswerRows,
  NO_ESG_DATA_TO_EXPORT,
  type ReferenceLanguage,
  writeVsmeCsv,
} from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';
import { listInstancesOfContainers, type Queryable, requireGroup } from '../calculator/queries.ts';
import { loadEsgYearForm } from './service.ts';

/**
 * `GET esg/years/:id/vsme/csv`: the ESG simple CSV export of a year in the page's language, in its form
 * family (VSME with B3's, ESRS with E1's calculator figures). A year with no answer and no disclosure statement answers 409 'No data to export.'
 */
export async function buildVsmeCsv(
  db: Queryable,
  companyId: string,
  id: string,
  lang: ReferenceLanguage,
): Promise<{ csv: string; fileName: string }> {
  const form = await loadEsgYearForm(db, companyId, id);
  const csv = writeVsmeCsv(form, lang);
  if (csv === null) throw new AppError('CONFLICT', NO_ESG_DATA_TO_EXPORT);
  const name = `${form.year.containerName}-${form.year.startDate.slice(0, 4)}`
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return { csv, fileName: `${form.family ?? 'vsme'}-${name || 'year'}.csv` };
}

/**
 * `POST /1.0/results/esg/aggregate`: the answered datapoints of one ESG year, or of every ESG year of a
 * group's projects (earliest first), as rows of category, label and value, each year in its form
 * family; B3's and E1's figures are the calculator's, as the form shows them. Another company's year or group answers 404.
 */
export async function aggregateEsgAnswers(
  db: Queryable,
  companyId: string,
  request: { instance: string; lang: ReferenceLanguage } | { group: string; lang: ReferenceLanguage },
): Promise<EsgAggregateRow[]> {
  let yearIds: string[];
  if ('instance' in request) {
    yearIds = [request.instance];
  } else {
    const group = await requireGroup(db, companyId, request.group);
    const years = await listInstancesOfContainers(db, companyId, group.containerIds);
    yearIds = years
      .filter((year) => year.containerType === 'esg')
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
      .map((year) => year.id);
  }
  const rows: EsgAggregateRow[] = [];
  for (const id of yearIds) {
    const form = await loadEsgYearForm(db, companyId, id);
    for (const row of listVsmeAnswerRows(form, request.lang)) {
      rows.push({
        category: row.disclosure,
        label: row.label,
        value: row.value,
        unit: row.unit,
        code: row.code,
        instance: id,
      });
    }
  }
  return rows;
}
