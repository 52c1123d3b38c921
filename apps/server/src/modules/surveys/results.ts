import {
  buildTeamRates,
  COMMUTE_MODES,
  type CommuteFactorSet,
  type CommuteFigures,
  type CommuteMethod,
  type CommuteTrip,
  computeCommuteFigures,
  describeCommuteMethod,
  HOURS_PER_HOME_OFFICE_DAY,
  MIN_ANSWERS_PER_GROUP,
  mergeSmallGroups,
  readCommuteTrip,
  type SurveyResults,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { countFormLinks, listSubmittedAnswers } from '../forms/queries.ts';
import { type CommuteFactors, chooseCommuteFactorSet, loadCommuteFactors } from './commute-factors.ts';
import { computeResponseRate } from './presenter.ts';
import { listTeamNames, type SurveyWithForm } from './queries.ts';

/** One-way distance bands of the distance chart, km (upper bounds). */
export const DISTANCE_BANDS = [2, 5, 10, 20, 50] as const;

export type SurveyFigures = {
  trips: CommuteTrip[];
  figures: CommuteFigures;
  factors: CommuteFactors;
  groups: { key: string | null }[];
};

/** Reads the submitted answers and computes the figures with the factors of the survey's year. */
export async function computeSurveyFigures(
  db: Database,
  row: SurveyWithForm,
  instanceId?: string,
): Promise<SurveyFigures> {
  const { survey } = row;
  const answers = await listSubmittedAnswers(db, survey.companyId, survey.formId);
  const trips = answers.flatMap((entry) => readCommuteTrip(entry.answers) ?? []);
  const year = Number(survey.periodStart.slice(0, 4));
  const set = await chooseCommuteFactorSet(db, survey.companyId, year, instanceId);
  const factors = await loadCommuteFactors(db, survey.companyId, year, set);
  const headCount = survey.headCount ?? trips.length;
  return {
    trips,
    figures: computeCommuteFigures(trips, factors.values, headCount, factors.homeworking, factors.set),
    factors,
    groups: answers.map((entry) => ({ key: entry.groupKey })),
  };
}

/** The figures a category 7 row of the survey is made with: its assumptions and the report word them. */
export function buildCommuteMethod(
  row: SurveyWithForm,
  figures: CommuteFigures,
  responseRate: number | null,
  factorSet: CommuteFactorSet,
): CommuteMethod {
  return {
    surveyName: row.survey.name,
    periodStart: row.survey.periodStart,
    periodEnd: row.survey.periodEnd,
    respondents: figures.respondents,
    responseRate,
    headCount: figures.headCount,
    scale: figures.scale,
    factorSet,
  };
}

/**
 * The survey's results as a company may see them: nothing per employee, every breakdown of fewer than
 * five answers merged into "other", and nothing broken down at all below five answers.
 */
export async function buildSurveyResults(db: Database, row: SurveyWithForm): Promise<SurveyResults> {
  const { trips, figures, factors, groups } = await computeSurveyFigures(db, row);
  const links = await countFormLinks(db, row.survey.companyId, row.survey.formId);
  const responseRate = computeResponseRate(row, { links, responses: trips.length });
  const isTooFewToShow = trips.length < MIN_ANSWERS_PER_GROUP;
  const teamNames = await listTeamNames(db, row.survey.companyId);
  const answeredByTeam = new Map<string, number>();
  for (const group of groups)
    if (group.key) answeredByTeam.set(group.key, (answeredByTeam.get(group.key) ?? 0) + 1);
  const invitedByTeam = Object.fromEntries(
    Object.entries(links.byGroup).map(([key, count]) => [key, count.personal]),
  );
  const teams = isTooFewToShow
    ? []
    : buildTeamRates(invitedByTeam, answeredByTeam).map((team) => ({
        ...team,
        name: teamNames.get(team.key) ?? team.key,
      }));
  const modeCounts = new Map<string, number>();
  for (const trip of trips) modeCounts.set(trip.mainMode, (modeCounts.get(trip.mainMode) ?? 0) + 1);
  const keep = (groups: { key: string; count: number }[]) =>
    isTooFewToShow ? [] : mergeSmallGroups(groups, () => ({}));
  const bandOf = (km: number) => {
    const index = DISTANCE_BANDS.findIndex((upper) => km < upper);
    return index === -1
      ? `${DISTANCE_BANDS.at(-1)}+`
      : `${index === 0 ? 0 : DISTANCE_BANDS[index - 1]}-${DISTANCE_BANDS[index]}`;
  };
  const bands = new Map<string, number>();
  for (const trip of trips) bands.set(bandOf(trip.oneWayKm), (bands.get(bandOf(trip.oneWayKm)) ?? 0) + 1);
  const bandOrder = [
    ...DISTANCE_BANDS.map((_, index) => bandOf(index === 0 ? 0 : (DISTANCE_BANDS[index - 1] as number))),
    `${DISTANCE_BANDS.at(-1)}+`,
  ];
  const emissionsByMode = isTooFewToShow
    ? []
    : mergeSmallGroups(
        figures.modes
          .filter((mode) => mode.respondents > 0)
          .map((mode) => ({ key: mode.mode, count: mode.respondents, emissionsKg: mode.emissionsKg })),
        (members) => ({ emissionsKg: members.reduce((sum, member) => sum + member.emissionsKg, 0) }),
      );
  const homeDays = figures.homeOffice.hours / HOURS_PER_HOME_OFFICE_DAY;
  const method = buildCommuteMethod(row, figures, responseRate, factors.set);
  return {
    respondents: trips.length,
    invited: row.survey.audience === 'open' ? (row.survey.headCount ?? 0) : links.personal,
    responseRate,
    headCount: figures.headCount,
    isTooFewToShow,
    teams,
    modes: keep([...modeCounts].map(([key, count]) => ({ key, count }))),
    distances: keep(
      bandOrder.map((key) => ({ key, count: bands.get(key) ?? 0 })).filter((band) => band.count > 0),
    ).sort((a, b) => orderOf(bandOrder, a.key) - orderOf(bandOrder, b.key)),
    emissionsByMode,
    commuteEmissionsKg: figures.commuteEmissionsKg,
    homeOffice: {
      hours: figures.homeOffice.hours,
      emissionsKg: figures.homeOffice.emissionsKg,
      perHomeOfficeDayKg:
        homeDays === 0
          ? factors.homeworking * HOURS_PER_HOME_OFFICE_DAY
          : figures.homeOffice.emissionsKg / figures.scale / homeDays,
    },
    factors: factors.sources,
    factorSet: factors.set,
    method,
    assumptions: describeCommuteMethod(method, 'en'),
  };
}

export const MODES_WITH_ROWS = COMMUTE_MODES.filter((mode) => mode.formOptionId !== null);

/** Position in the band order; "other" last. */
const orderOf = (order: readonly string[], key: string) =>
  order.includes(key) ? order.indexOf(key) : order.length;
