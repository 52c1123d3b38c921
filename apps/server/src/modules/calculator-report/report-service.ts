import type { CalculatorReportRequest, InstancesSetupResponse } from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';
import { loadInstancesSetup } from '../calculator/instance-setup-service.ts';
import type { Queryable } from '../calculator/queries.ts';
import { buildReportDocument } from './report-document.ts';
import type { ReportLang } from './report-format.ts';
import {
  type ActivityRow,
  countDataQuality,
  type DataQualityCounts,
  type FactorSourceRow,
  findCompanyNames,
  listActivities,
  listFactorSources,
} from './report-queries.ts';

/** Everything the report shows, read for one company and the years asked. */
export type ReportData = {
  lang: ReportLang;
  companyName: string;
  createdAt: Date;
  /** The calculator state of the years, as Analyze reads it (totals, sections, top sources, form). */
  setup: InstancesSetupResponse;
  /** Counted results per form option and section path: the activities behind the section figures. */
  activities: ActivityRow[];
  factorSources: FactorSourceRow[];
  dataQuality: DataQualityCounts;
};

/**
 * Reads the report's data. The years are checked first (`loadInstancesSetup` answers 404 for an id
 * the company does not own), so the reads after it only ever see the company's own years.
 */
export async function gatherReportData(
  db: Queryable,
  companyId: string,
  request: CalculatorReportRequest,
  createdAt: Date = new Date(),
): Promise<ReportData> {
  const setup = await loadInstancesSetup(db, companyId, request.instances, request.lang);
  const instanceIds = setup.instances.map((instance) => instance._id);
  const [names, activities, factorSources, dataQuality] = await Promise.all([
    findCompanyNames(db, companyId),
    listActivities(db, companyId, instanceIds),
    listFactorSources(db, companyId, instanceIds),
    countDataQuality(db, companyId, instanceIds),
  ]);
  if (!names) throw new AppError('NOT_FOUND', 'No such company.');
  return {
    lang: request.lang,
    companyName: names.company || names.brand,
    createdAt,
    setup,
    activities,
    factorSources,
    dataQuality,
  };
}

/** Builds `results.docx` for the years asked, in the language asked. */
export async function buildCalculatorReport(
  db: Queryable,
  companyId: string,
  request: CalculatorReportRequest,
): Promise<Buffer> {
  return buildReportDocument(await gatherReportData(db, companyId, request));
}
