import {
  COMMUTE_MODES,
  type CommuteFigures,
  type CommuteTrip,
  computeCommuteFigures,
  HOURS_PER_HOME_OFFICE_DAY,
  MIN_ANSWERS_PER_GROUP,
  mergeSmallGroups,
  readCommuteTrip,
  type SurveyResults,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { countFormLinks, listSubmittedAnswers } from '../forms/queries.ts';
import { type CommuteFactors, loadCommuteFactors } from './commute-factors.ts';
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
export async function computeSurveyFigures(db: Database, row: SurveyWithForm): Promise<SurveyFigures> {
  const { survey } = row;
  const answers = await listSubmittedAnswers(db, survey.companyId, survey.formId);
  const trips = answers.flatMap((entry) => readCommuteTrip(entry.answers) ?? []);
  const factors = await loadCommuteFactors(db, survey.companyId, Number(survey.periodStart.slice(0, 4)));
  const headCount = survey.headCount ?? trips.length;
  return {
    trips,
    figures: computeCommuteFigures(trips, factors.values, headCount, factors.homeworking),
    factors,
    groups: answers.map((entry) => ({ key: entry.groupKey })),
  };
}

const toPercent = (rate: number | null) => (rate === null ? 'n/a' : `${Math.round(rate * 1000) / 10} %`);

/** What a category 7 row of the survey says about its method: repeated in the Word report's methodology. */
export function describeAssumptions(
  row: SurveyWithForm,
  figures: CommuteFigures,
  responseRate: number | null,
): string {
  return [
    `Commute survey "${row.survey.name}" (${row.survey.periodStart} to ${row.survey.periodEnd}): ${figures.respondents} answers, response rate ${toPercent(responseRate)}, extrapolated to a head count of ${figures.headCount} (each answer stands for ${Math.round(figures.scale * 100) / 100} employees).`,
    `Method: distance-based (GHG Protocol, category 7). Per respondent 2 × one-way distance × days on site per week × weeks worked per year, split by the shares of mixed trips; a shared car's distance divided by the people in it. Home office: home-office days × weeks × ${HOURS_PER_HOME_OFFICE_DAY} hours × the DESNZ homeworking factor per FTE working hour (office equipment and heating). Employees' own cars count here, never in Scope 1; bicycle, e-bike and walking count as zero.`,
  ].join(' ');
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
  const teamGroups = Object.entries(links.byGroup).map(([key, count]) => ({
    key,
    count: answeredByTeam.get(key) ?? 0,
    invited: count.personal,
  }));
  const teams = isTooFewToShow
    ? []
    : mergeSmallGroups(teamGroups, (members) => ({
        invited: members.reduce((sum, member) => sum + member.invited, 0),
      })).map((group) => ({
        key: group.key,
        name: teamNames.get(group.key) ?? group.key,
        invited: group.invited,
        responses: group.count,
        rate: group.invited === 0 ? 0 : group.count / group.invited,
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
    assumptions: describeAssumptions(row, figures, responseRate),
  };
}

export const MODES_WITH_ROWS = COMMUTE_MODES.filter((mode) => mode.formOptionId !== null);

/** Position in the band order; "other" last. */
const orderOf = (order: readonly string[], key: string) =>
  order.includes(key) ? order.indexOf(key) : order.length;
