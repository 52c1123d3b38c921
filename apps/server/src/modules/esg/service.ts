import {
  type CalculatorFact,
  checkDatapointValue,
  type DatapointValue,
  type DatapointValueProblem,
  deriveEsrsClimateFacts,
  deriveEsrsFactsFromVsme,
  deriveEsrsTargetFacts,
  deriveVsmeClimateFacts,
  deriveVsmeEnergySplitFacts,
  deriveVsmeTargetFacts,
  describeDatapointProblem,
  diffChangedFields,
  type ErrorDetail,
  ESRS_CALCULATOR_CODES,
  ESRS_DISCLOSURE_CODES,
  ESRS_FROM_VSME_B8,
  ESRS_NET_REVENUE_CODE,
  type EsgDatapoint,
  type EsgFormFamily,
  type EsrsFormResponse,
  findEsrsDatapoint,
  findVsmeDatapoint,
  type saveEsrsFormRequestSchema,
  type saveVsmeFormRequestSchema,
  type Turnover,
  VSME_CALCULATOR_CONCEPTS,
  VSME_DISCLOSURE_CODES,
  VSME_ENERGY_SPLIT_CALCULATOR_CODES,
  type VsmeFormDatapoint,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { esgAnswers, esgDisclosureStates, esgYears } from '../../db/schema/esg.ts';
import { AppError } from '../../http/app-error.ts';
import { aggregateInstances } from '../calculator/aggregation-queries.ts';
import { assertNotFrozen } from '../calculator/frozen.ts';
import type { Queryable } from '../calculator/queries.ts';
import { appendChangeLog } from '../change-log/append.ts';
import { findSubstancesByIds } from '../substances/queries.ts';
import { presentEsrsForm, presentVsmeForm } from './presenter.ts';
import {
  findEsgFamily,
  findVsmeModules,
  listAnswers,
  listDisclosureStates,
  listOverlappingCorporateYears,
  listSamePeriodVsmeYears,
  lockEsgYear,
  requireEsgYear,
} from './queries.ts';
import { assertReportingEntity, writeReportingEntity } from './reporting-entity.ts';
import { SAVE_MESSAGES } from './save-messages.ts';
import { loadEsgYearTargets } from './targets.ts';

type SaveRequest = z.output<typeof saveVsmeFormRequestSchema>;
type SaveEsrsRequest = z.output<typeof saveEsrsFormRequestSchema>;

/** The language refusals are worded in (`readRequestLanguage`). */
type Lang = 'en' | 'de';

/** What a family's save checks answers against: its datapoints, calculator figures and disclosures. */
type Catalogue = {
  readonly name: 'VSME' | 'ESRS';
  readonly find: (code: string) => EsgDatapoint | undefined;
  readonly calculatorCodes: ReadonlySet<string>;
  readonly disclosureCodes: readonly string[];
};

const VSME_CATALOGUE: Catalogue = {
  name: 'VSME',
  find: findVsmeDatapoint,
  calculatorCodes: VSME_CALCULATOR_CONCEPTS,
  disclosureCodes: VSME_DISCLOSURE_CODES,
};

const ESRS_CATALOGUE: Catalogue = {
  name: 'ESRS',
  find: findEsrsDatapoint,
  calculatorCodes: ESRS_CALCULATOR_CODES,
  disclosureCodes: ESRS_DISCLOSURE_CODES,
};

/** The turnover B1 states, when it is a figure in a currency: the divisor of B3's intensities. */
function readTurnover(answer: DatapointValue | undefined): Turnover | undefined {
  if (answer?.kind !== 'number' || !answer.unit.startsWith('iso4217:')) return undefined;
  return { amount: answer.value, currency: answer.unit.slice('iso4217:'.length) };
}

/**
 * `GET esg/years/:id/vsme`: the form of an ESG year. B3's climate figures are the totals of the
 * company's Corporate calculator years whose period overlaps this year's, summed; which years those are
 * is part of the answer. No such year leaves them empty. C3's target base year and target year come
 * from the reduction targets covering the year (`loadEsgYearTargets`), listed in the answer too.
 */
export async function loadVsmeForm(db: Queryable, companyId: string, id: string): Promise<VsmeFormResponse> {
  const year = await requireEsgYear(db, companyId, id);
  // One after the other: inside a transaction the queries share one connection.
  const modules = await findVsmeModules(db, companyId, id);
  const family = await findEsgFamily(db, companyId, id);
  const answers = await listAnswers(db, companyId, id);
  const states = await listDisclosureStates(db, companyId, id);
  const sourceYears = await listOverlappingCorporateYears(db, companyId, year);
  let facts: CalculatorFact[] = [];
  if (sourceYears.length > 0) {
    const { aggregatedResults, energyBySection } = await aggregateInstances(
      db,
      companyId,
      sourceYears.map((source) => source.id),
    );
    const turnover = readTurnover(answers.find((answer) => answer.code === 'vsme:Turnover')?.value);
    facts = [
      ...deriveVsmeClimateFacts(aggregatedResults, turnover),
      ...deriveVsmeEnergySplitFacts(energyBySection),
    ];
  }
  const targets = await loadEsgYearTargets(db, companyId, year);
  facts = [...facts, ...deriveVsmeTargetFacts(targets)];
  return presentVsmeForm({ year, modules, family, answers, states, sourceYears, targets, facts });
}

/**
 * `GET esg/years/:id/esrs`: the ESRS form of an ESG year. E1's climate figures (E1-5 energy, E1-6 gross
 * scopes, totals and, with a net revenue, intensities) are the totals of the overlapping Corporate years;
 * E1-4's target figures come from the reduction targets covering the year.
 */
export async function loadEsrsForm(db: Queryable, companyId: string, id: string): Promise<EsrsFormResponse> {
  const year = await requireEsgYear(db, companyId, id);
  const modules = await findVsmeModules(db, companyId, id);
  const family = await findEsgFamily(db, companyId, id);
  const answers = await listAnswers(db, companyId, id);
  const states = await listDisclosureStates(db, companyId, id);
  const sourceYears = await listOverlappingCorporateYears(db, companyId, year);
  let facts: CalculatorFact[] = [];
  if (sourceYears.length > 0) {
    const { aggregatedResults } = await aggregateInstances(
      db,
      companyId,
      sourceYears.map((source) => source.id),
    );
    const revenue = readTurnover(answers.find((answer) => answer.code === ESRS_NET_REVENUE_CODE)?.value);
    facts = deriveEsrsClimateFacts(aggregatedResults, revenue);
  }
  const targets = await loadEsgYearTargets(db, companyId, year);
  facts = [...facts, ...deriveEsrsTargetFacts(targets)];
  // S1-6 takes B8's answers of a VSME year of the same period rather than asking again.
  const [vsmeYear] = await listSamePeriodVsmeYears(db, companyId, year);
  let vsmeFacts: CalculatorFact[] = [];
  if (vsmeYear) {
    const vsmeAnswers = new Map(
      (await listAnswers(db, companyId, vsmeYear.id)).map((answer) => [answer.code, answer.value]),
    );
    vsmeFacts = deriveEsrsFactsFromVsme((code) => vsmeAnswers.get(code));
  }
  return presentEsrsForm({
    year,
    modules,
    family,
    answers,
    states,
    sourceYears,
    targets,
    facts,
    vsmeYear,
    vsmeFacts,
  });
}

/** The form of the family the year is entered with (the CSV export and the ESG aggregate read it). */
export async function loadEsgYearForm(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<VsmeFormResponse> {
  await requireEsgYear(db, companyId, id);
  const family = await findEsgFamily(db, companyId, id);
  const form =
    family === 'esrs' ? await loadEsrsForm(db, companyId, id) : await loadVsmeForm(db, companyId, id);
  return nameChosenSubstances(db, form);
}

/**
 * Gives each substances datapoint the names of the substances its answer chose (`choices.named`), from
 * the current list (the operator's, else the seed), so the CSV, the aggregate, the Word report and the
 * dashboards write "Lead chromate (EC 231-846-0)" instead of an id. An id the list no longer holds
 * stays an id.
 */
async function nameChosenSubstances(db: Queryable, form: VsmeFormResponse): Promise<VsmeFormResponse> {
  const chosenIds = (datapoint: VsmeFormDatapoint) =>
    datapoint.choices?.kind === 'substances' && datapoint.answer?.kind === 'choice'
      ? datapoint.answer.value
      : [];
  const ids = form.disclosures.flatMap((disclosure) => disclosure.datapoints.flatMap(chosenIds));
  if (ids.length === 0) return form;
  const { substances } = await findSubstancesByIds(db, ids);
  const names = new Map(
    substances.map((substance) => {
      const number = substance.ecNumbers[0]
        ? `EC ${substance.ecNumbers[0]}`
        : substance.casNumbers[0]
          ? `CAS ${substance.casNumbers[0]}`
          : '';
      return [substance.id, number ? `${substance.name} (${number})` : substance.name] as const;
    }),
  );
  return {
    ...form,
    disclosures: form.disclosures.map((disclosure) => ({
      ...disclosure,
      datapoints: disclosure.datapoints.map((datapoint) => {
        const chosen = chosenIds(datapoint);
        if (chosen.length === 0 || datapoint.choices?.kind !== 'substances') return datapoint;
        const named = chosen.flatMap((id) => {
          const name = names.get(id);
          return name ? [{ id, name }] : [];
        });
        return { ...datapoint, choices: { ...datapoint.choices, named } };
      }),
    })),
  };
}

const FIELD_OF_PROBLEM: Partial<Record<DatapointValueProblem, string>> = { unknownUnit: 'unit' };

/** Every problem of a batch, each naming the datapoint (message, in `lang`) and the field (path). */
function listBatchProblems(
  catalogue: Catalogue,
  request: SaveEsrsRequest,
  lang: Lang,
  calculatorCodes: ReadonlySet<string>,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  request.answers.forEach((answer, index) => {
    const datapoint = catalogue.find(answer.code);
    if (!datapoint) {
      problems.push({
        path: `answers.${index}.code`,
        message: SAVE_MESSAGES.unknownDatapoint(catalogue.name, answer.code, lang),
      });
      return;
    }
    if (seen.has(answer.code)) {
      problems.push({ path: `answers.${index}.code`, message: SAVE_MESSAGES.answeredTwice(datapoint, lang) });
      return;
    }
    seen.add(answer.code);
    if (calculatorCodes.has(answer.code)) {
      problems.push({
        path: `answers.${index}.code`,
        message: ESRS_FROM_VSME_B8.has(answer.code)
          ? SAVE_MESSAGES.fromVsme(datapoint, lang)
          : SAVE_MESSAGES.fromCalculator(datapoint, lang),
      });
      return;
    }
    if (answer.value === null) return;
    const problem = checkDatapointValue(datapoint, answer.value as DatapointValue);
    if (problem) {
      problems.push({
        path: `answers.${index}.${FIELD_OF_PROBLEM[problem] ?? 'value'}`,
        message: describeDatapointProblem(datapoint, problem, lang),
      });
    }
  });
  const disclosureCodes = new Set<string>(catalogue.disclosureCodes);
  const seenDisclosures = new Set<string>();
  request.disclosures.forEach((state, index) => {
    if (!disclosureCodes.has(state.code) || seenDisclosures.has(state.code)) {
      problems.push({
        path: `disclosures.${index}.code`,
        message: SAVE_MESSAGES.unknownDisclosure(catalogue.name, state.code, lang),
      });
    }
    seenDisclosures.add(state.code);
  });
  return problems;
}

/**
 * `PUT esg/years/:id/vsme`: a batch of answers (null clears one), disclosure statements and the modules.
 * Every answer is checked against its datapoint first; one problem refuses the whole batch, naming each
 * datapoint and field in `lang`, and nothing is written. A frozen year refuses any change.
 */
export function saveVsmeForm(
  db: Database,
  actor: { companyId: string; userId: string },
  id: string,
  request: SaveRequest,
  lang: Lang = 'en',
): Promise<VsmeFormResponse> {
  return saveEsgForm(db, actor, id, request, VSME_CATALOGUE, loadVsmeForm, lang);
}

/** `PUT esg/years/:id/esrs`: the same for the ESRS form, checked against the ESRS datapoints. */
export function saveEsrsForm(
  db: Database,
  actor: { companyId: string; userId: string },
  id: string,
  request: SaveEsrsRequest,
  lang: Lang = 'en',
): Promise<EsrsFormResponse> {
  return saveEsgForm(db, actor, id, request, ESRS_CATALOGUE, loadEsrsForm, lang);
}

/**
 * The datapoints the calculator answers for this year, which a save refuses: the family's fixed ones;
 * for VSME once Corporate years overlap the year, B3's energy from electricity and fuels; for ESRS with
 * a VSME year of the same period, S1-6's datapoints that B8 answers.
 */
async function listCalculatorCodes(
  db: Queryable,
  catalogue: Catalogue,
  companyId: string,
  year: Awaited<ReturnType<typeof lockEsgYear>>,
): Promise<ReadonlySet<string>> {
  if (catalogue.name !== 'VSME') {
    const [vsmeYear] = await listSamePeriodVsmeYears(db, companyId, year);
    if (!vsmeYear) return catalogue.calculatorCodes;
    return new Set([...catalogue.calculatorCodes, ...ESRS_FROM_VSME_B8.keys()]);
  }
  const sourceYears = await listOverlappingCorporateYears(db, companyId, year);
  if (sourceYears.length === 0) return catalogue.calculatorCodes;
  return new Set([...catalogue.calculatorCodes, ...VSME_ENERGY_SPLIT_CALCULATOR_CODES]);
}

async function saveEsgForm(
  db: Database,
  actor: { companyId: string; userId: string },
  id: string,
  request: SaveEsrsRequest & {
    modules?: SaveRequest['modules'];
    reportingEntity?: SaveRequest['reportingEntity'];
  },
  catalogue: Catalogue,
  load: (db: Queryable, companyId: string, id: string) => Promise<VsmeFormResponse>,
  lang: Lang,
): Promise<VsmeFormResponse> {
  const { companyId, userId } = actor;
  return db.transaction(async (tx) => {
    const year = await lockEsgYear(tx, companyId, id);
    const problems = listBatchProblems(
      catalogue,
      request,
      lang,
      await listCalculatorCodes(tx, catalogue, companyId, year),
    );
    if (problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', SAVE_MESSAGES.summary(problems, lang), problems);
    }
    const reportingEntity = request.reportingEntity
      ? assertReportingEntity(request.reportingEntity, lang, 'reportingEntity.identifier')
      : undefined;
    assertNotFrozen(year);
    if (reportingEntity) await writeReportingEntity(tx, companyId, userId, reportingEntity);
    const now = new Date();
    const changed = { updatedBy: userId, updatedAt: now };
    const answeredBefore = await loadAnswerValues(
      tx,
      companyId,
      id,
      request.answers.map((answer) => answer.code),
    );
    const unknownSubstances = await listUnknownSubstanceChoices(tx, catalogue, request, answeredBefore, lang);
    if (unknownSubstances.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        SAVE_MESSAGES.summary(unknownSubstances, lang),
        unknownSubstances,
      );
    }
    if (request.modules || request.family) {
      const chosen: { vsmeModules?: string; formFamily?: EsgFormFamily } = {
        ...(request.modules ? { vsmeModules: request.modules } : {}),
        ...(request.family ? { formFamily: request.family } : {}),
      };
      await tx
        .insert(esgYears)
        .values({ companyId, instanceId: id, ...chosen, ...changed })
        .onConflictDoUpdate({
          target: [esgYears.companyId, esgYears.instanceId],
          set: { ...chosen, ...changed },
        });
    }
    const cleared = request.answers.filter((answer) => answer.value === null).map((answer) => answer.code);
    if (cleared.length > 0) {
      await tx
        .delete(esgAnswers)
        .where(
          and(
            eq(esgAnswers.companyId, companyId),
            eq(esgAnswers.instanceId, id),
            eq(esgAnswers.memberKey, ''),
            inArray(esgAnswers.datapointCode, cleared),
          ),
        );
    }
    const given = request.answers.filter((answer) => answer.value !== null);
    if (given.length > 0) {
      await tx
        .insert(esgAnswers)
        .values(
          given.map((answer) => ({
            companyId,
            instanceId: id,
            datapointCode: answer.code,
            memberKey: '',
            value: answer.value as DatapointValue,
            ...changed,
          })),
        )
        .onConflictDoUpdate({
          target: [
            esgAnswers.companyId,
            esgAnswers.instanceId,
            esgAnswers.datapointCode,
            esgAnswers.memberKey,
          ],
          set: {
            value: sql`excluded.value`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    if (request.disclosures.length > 0) {
      await tx
        .insert(esgDisclosureStates)
        .values(
          request.disclosures.map((state) => ({
            companyId,
            instanceId: id,
            disclosureCode: state.code,
            isNotMaterial: state.isNotMaterial,
            notMaterialReason: state.notMaterialReason,
            evidenceNote: state.evidenceNote,
            ...changed,
          })),
        )
        .onConflictDoUpdate({
          target: [
            esgDisclosureStates.companyId,
            esgDisclosureStates.instanceId,
            esgDisclosureStates.disclosureCode,
          ],
          set: {
            isNotMaterial: sql`excluded.is_not_material`,
            notMaterialReason: sql`excluded.not_material_reason`,
            evidenceNote: sql`excluded.evidence_note`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    await appendChangeLog(
      tx,
      companyId,
      request.answers.flatMap((answer) => {
        const diff = diffChangedFields(
          { value: answeredBefore.get(answer.code) ?? null },
          { value: answer.value ?? null },
        );
        if (!diff) return [];
        const action = !answeredBefore.has(answer.code)
          ? 'create'
          : answer.value === null
            ? 'delete'
            : 'update';
        return [
          {
            instanceId: id,
            actorId: userId,
            subject: 'esgDatapoint' as const,
            subjectId: answer.code,
            action,
            ...diff,
          },
        ];
      }),
      now,
    );
    return load(tx, companyId, id);
  });
}

/**
 * The answers choosing substances the current list (the operator's, else the seed) does not hold. An id
 * the datapoint already held stays accepted: replacing the list must not make a saved answer unsaveable.
 */
async function listUnknownSubstanceChoices(
  db: Queryable,
  catalogue: Catalogue,
  request: SaveEsrsRequest,
  answeredBefore: ReadonlyMap<string, unknown>,
  lang: Lang,
): Promise<ErrorDetail[]> {
  const asked = request.answers.flatMap((answer, index) => {
    const datapoint = catalogue.find(answer.code);
    if (datapoint?.choices?.kind !== 'substances' || answer.value?.kind !== 'choice') return [];
    const before = answeredBefore.get(answer.code) as DatapointValue | undefined;
    const held = new Set(before?.kind === 'choice' ? before.value : []);
    const ids = answer.value.value.filter((id) => !held.has(id));
    return ids.length > 0 ? [{ index, datapoint, ids }] : [];
  });
  if (asked.length === 0) return [];
  const found = await findSubstancesByIds(
    db,
    asked.flatMap((entry) => entry.ids),
  );
  const known = new Set(found.substances.map((substance) => substance.id));
  return asked.flatMap(({ index, datapoint, ids }) => {
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length === 0) return [];
    return [
      {
        path: `answers.${index}.value`,
        message: SAVE_MESSAGES.unknownSubstances(datapoint, unknown, lang),
      },
    ];
  });
}

/** The stored answers (the year's own, no table members) of the given datapoints, by code. */
async function loadAnswerValues(
  db: Queryable,
  companyId: string,
  instanceId: string,
  codes: readonly string[],
): Promise<Map<string, unknown>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: esgAnswers.datapointCode, value: esgAnswers.value })
    .from(esgAnswers)
    .where(
      and(
        eq(esgAnswers.companyId, companyId),
        eq(esgAnswers.instanceId, instanceId),
        eq(esgAnswers.memberKey, ''),
        inArray(esgAnswers.datapointCode, [...new Set(codes)]),
      ),
    );
  return new Map(rows.map((row) => [row.code, row.value]));
}
