import {
  type CommuteMethod,
  describeCommuteMethod,
  HOMEWORKING_OPTION_ID,
  KM_PER_MILE,
  MIN_ANSWERS_PER_GROUP,
  manageResultsRequestSchema,
  type ResultInput,
  resolveCommuteModeOption,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorInstances, calculatorResults } from '../../db/schema/calculator.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { AppError } from '../../http/app-error.ts';
import { manageResults } from '../calculator/result-service.ts';
import { countFormLinks } from '../forms/queries.ts';
import { computeResponseRate } from './presenter.ts';
import { findSurvey } from './queries.ts';
import { buildCommuteMethod, computeSurveyFigures, MODES_WITH_ROWS } from './results.ts';

type InventoryRows = Record<string, Record<string, string>>;
const SURVEY_SOURCE = { types: [{ type: 'survey' as const, percentShare: 100 }] };

/**
 * Sends the survey's results to a Corporate year as Scope 3 category 7 rows: one per mode that emits,
 * plus home office, each extrapolated to the head count (the average per respondent times the head
 * count) with the source type `survey`. The rows the year got before are updated, never duplicated; a
 * frozen year refuses (409), like any change to it. The calculator computes and logs the rows.
 */
export async function sendSurveyToInventory(
  db: Database,
  companyId: string,
  surveyId: string,
  instanceId: string,
  actorId: string,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    // One send per survey at a time: the remembered row ids decide between update and create.
    const [locked] = await tx
      .select({ inventoryRows: surveys.inventoryRows, inventoryMethods: surveys.inventoryMethods })
      .from(surveys)
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)))
      .for('update');
    const found = locked ? await findSurvey(tx, companyId, surveyId) : undefined;
    if (!found || !locked) throw new AppError('NOT_FOUND', 'No such survey.');
    const [instance] = await tx
      .select({ id: calculatorInstances.id, formType: calculatorInstances.formType })
      .from(calculatorInstances)
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, instanceId)));
    if (!instance) throw new AppError('NOT_FOUND', 'No such year.');
    if (instance.formType !== 'company')
      throw new AppError('VALIDATION_FAILED', 'Commute rows go to a Corporate year.', [
        { path: 'instanceId', message: 'validation.invalid' },
      ]);
    const database = tx as unknown as Database;
    const { figures, factors } = await computeSurveyFigures(database, found, instanceId);
    if (figures.respondents < MIN_ANSWERS_PER_GROUP)
      throw new AppError(
        'VALIDATION_FAILED',
        `At least ${MIN_ANSWERS_PER_GROUP} answers are needed to extrapolate anonymously.`,
        [{ path: 'survey', message: 'validation.required' }],
      );
    const links = await countFormLinks(tx, companyId, found.survey.formId);
    const method = buildCommuteMethod(
      found,
      figures,
      computeResponseRate(found, { links, responses: figures.respondents }),
      factors.set,
    );
    const assumptions = describeCommuteMethod(method, 'en');
    const notes = `From the commute survey "${found.survey.name}": ${publicUrl.replace(/\/$/, '')}/dashboard/surveys/${surveyId}`;
    const perRespondent = (value: number) => value / figures.respondents;
    const wanted = new Map<string, Omit<ResultInput, 'instance'>>();
    for (const mode of MODES_WITH_ROWS) {
      const activity = figures.modes.find((figure) => figure.mode === mode.id)?.activity ?? 0;
      const option = resolveCommuteModeOption(mode, factors.set);
      if (activity <= 0 || !option) continue;
      // The option's own unit: the EPA options take miles, so the km travelled are converted.
      const perOption = perRespondent(activity) / (option.distanceUnit === 'mi' ? KM_PER_MILE : 1);
      const distance =
        mode.basis === 'passenger'
          ? { fieldId: 'passengerDistance', value: perOption, unit: `p.${option.distanceUnit}` }
          : { fieldId: 'distance', value: perOption, unit: option.distanceUnit };
      wanted.set(mode.id, {
        formOptionId: option.formOptionId,
        name: `Commute survey: ${mode.label.en}`,
        assumptions,
        notes,
        sources: SURVEY_SOURCE,
        emissionActivityInputs: [
          distance,
          { fieldId: 'employees', value: figures.headCount, unit: 'employee' },
        ],
      });
    }
    if (figures.homeOffice.hours > 0)
      wanted.set(HOMEWORKING_OPTION_ID, {
        formOptionId: HOMEWORKING_OPTION_ID,
        name: 'Commute survey: working from home',
        assumptions,
        notes,
        sources: SURVEY_SOURCE,
        emissionActivityInputs: [
          { fieldId: 'hours', value: perRespondent(figures.homeOffice.hours), unit: 'hour' },
          { fieldId: 'employees', value: figures.headCount, unit: 'employee' },
        ],
      });
    const remembered = (locked.inventoryRows as InventoryRows)[instanceId] ?? {};
    const stillThere = new Set(
      (
        await tx
          .select({ id: calculatorResults.id })
          .from(calculatorResults)
          .where(
            and(eq(calculatorResults.companyId, companyId), eq(calculatorResults.instanceId, instanceId)),
          )
      ).map((result) => result.id),
    );
    const toUpdate: (ResultInput & { _id: string })[] = [];
    const toCreate: ResultInput[] = [];
    const createdKeys: string[] = [];
    for (const [key, row] of wanted) {
      const id = remembered[key];
      if (id && stillThere.has(id)) toUpdate.push({ ...row, instance: instanceId, _id: id });
      else {
        toCreate.push({ ...row, instance: instanceId });
        createdKeys.push(key);
      }
    }
    const toDelete = Object.entries(remembered)
      .filter(([key, id]) => !wanted.has(key) && stillThere.has(id))
      .map(([, id]) => id);
    const answer = await manageResults(
      database,
      companyId,
      manageResultsRequestSchema.parse({ results: { toCreate, toUpdate, toDelete } }),
      actorId,
    );
    const created = answer.results.filter((result) => !toUpdate.some((row) => row._id === result._id));
    const next: Record<string, string> = {};
    for (const row of toUpdate)
      for (const [key, id] of Object.entries(remembered)) if (id === row._id) next[key] = id;
    created.forEach((result, index) => {
      const key = createdKeys[index];
      if (key) next[key] = result._id;
    });
    await tx
      .update(surveys)
      .set({
        inventoryRows: { ...(locked.inventoryRows as InventoryRows), [instanceId]: next },
        inventoryMethods: {
          ...(locked.inventoryMethods as Record<string, CommuteMethod>),
          [instanceId]: method,
        },
        updatedAt: new Date(),
      })
      .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)));
    const totalKg = answer.results.reduce(
      (sum, result) =>
        sum + (result.emissions.direct?.result ?? 0) + (result.emissions.indirect?.result ?? 0),
      0,
    );
    return { created: toCreate.length, updated: toUpdate.length, deleted: toDelete.length, totalKg };
  });
}
