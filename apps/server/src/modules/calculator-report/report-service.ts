import type { CalculatorReportRequest, InstancesSetupResponse, VsmeFormResponse } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error.ts';
import { selectRows } from '../calculator/aggregation-queries.ts';
import { loadInstancesSetup } from '../calculator/instance-setup-service.ts';
import type { Queryable } from '../calculator/queries.ts';
import { listEsgYearsOverlapping } from '../esg/queries.ts';
import { loadEsgYearForm } from '../esg/service.ts';
import { listTargetsWithProgress } from '../reduction/targets-service.ts';
import type { ReportData } from './report-data.ts';
import { buildReportDocument } from './report-document.ts';
import { resolveReportDateLocale } from './report-format.ts';
import {
  countDataQuality,
  findCompanyNames,
  listActivities,
  listEvidenceFiles,
  listFactorNotes,
  listFactorSources,
  listSurveyMethods,
} from './report-queries.ts';

/** The forms of the ESG years that go with the report's years (their periods overlap), each in its family. */
async function loadEsgForms(db: Queryable, companyId: string, setup: InstancesSetupResponse) {
  const periods = setup.instances.map((instance) => instance.general);
  const forms: VsmeFormResponse[] = [];
  for (const id of await listEsgYearsOverlapping(db, companyId, periods)) {
    forms.push(await loadEsgYearForm(db, companyId, id));
  }
  return forms;
}

/** The targets of each project of the report, in the order of its years. */
async function loadTargets(db: Queryable, companyId: string, setup: InstancesSetupResponse) {
  const projects = new Map(
    setup.instances.map((instance) => [instance.container._id, instance.container.name]),
  );
  const lists = await Promise.all(
    [...projects].map(async ([id, name]) => {
      const { targets } = await listTargetsWithProgress(db, companyId, { kind: 'container', id });
      return targets.map((target) => ({ project: name, target }));
    }),
  );
  return lists.flat();
}

/** The company's reporting currency and its country (which decides how the report writes dates). */
async function findCurrencyAndCountry(
  db: Queryable,
  companyId: string,
): Promise<{ currency: string; country: string | null }> {
  const [row] = await selectRows<{ currency: string; country: string }>(
    db,
    sql`select currency, country from companies where id = ${companyId}`,
  );
  return { currency: row?.currency ?? 'EUR', country: row?.country ?? null };
}

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
  // One after the other: the caller may pass a transaction, whose queries share one connection.
  const names = await findCompanyNames(db, companyId);
  const activities = await listActivities(db, companyId, instanceIds);
  const factorSources = await listFactorSources(db, companyId, instanceIds);
  const factorNotes = await listFactorNotes(db, companyId, instanceIds);
  const dataQuality = await countDataQuality(db, companyId, instanceIds);
  const targets = await loadTargets(db, companyId, setup);
  const { currency, country } = await findCurrencyAndCountry(db, companyId);
  const esgForms = await loadEsgForms(db, companyId, setup);
  const evidenceFiles = await listEvidenceFiles(db, companyId, instanceIds);
  const surveyMethods = await listSurveyMethods(db, companyId, instanceIds);
  if (!names) throw new AppError('NOT_FOUND', 'No such company.');
  return {
    lang: request.lang,
    dateLocale: resolveReportDateLocale(request.lang, country),
    companyName: names.company || names.brand,
    createdAt,
    setup,
    activities,
    factorSources,
    factorNotes,
    dataQuality,
    targets,
    currency,
    esgForms,
    evidenceFiles,
    surveyMethods,
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
