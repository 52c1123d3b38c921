import type { SurveyAnswers } from '../../contracts/forms.ts';
import {
  COMMUTE_MODES,
  type CommuteFactorSet,
  type CommuteModeId,
  findCommuteMode,
  HOURS_PER_HOME_OFFICE_DAY,
  readModeFactor,
} from './commute-modes.ts';
import { COMMUTE_QUESTIONS, DEFAULT_WEEKS_PER_YEAR, MIXED_MODE_CHOICE } from './commute-question-set.ts';

/** One respondent's year: the share of the trip per mode, the distances and the home-office hours. */
export type CommuteTrip = {
  mainMode: CommuteModeId | typeof MIXED_MODE_CHOICE;
  /** Share (0–1) of the one-way distance per mode. */
  shares: Partial<Record<CommuteModeId, number>>;
  oneWayKm: number;
  carpoolPeople: number;
  /** Person-km travelled to and from work in a year. */
  annualKm: number;
  homeOfficeHours: number;
};

const readNumber = (answers: SurveyAnswers, id: string): number | undefined => {
  const answer = answers[id];
  if (answer?.type === 'number') return answer.value;
  if (answer?.type === 'days-per-week') return answer.days;
  return undefined;
};

/** Reads one submitted commute answer set; undefined for one without a main mode. */
export function readCommuteTrip(answers: SurveyAnswers): CommuteTrip | undefined {
  const mode = answers[COMMUTE_QUESTIONS.mode];
  if (mode?.type !== 'choice') return undefined;
  const shares: Partial<Record<CommuteModeId, number>> = {};
  if (mode.choice === MIXED_MODE_CHOICE) {
    const mixed = answers[COMMUTE_QUESTIONS.mixedModes];
    if (mixed?.type !== 'multi-choice') return undefined;
    for (const choice of mixed.choices)
      if (findCommuteMode(choice.id)) shares[choice.id as CommuteModeId] = (choice.share ?? 0) / 100;
  } else if (findCommuteMode(mode.choice)) shares[mode.choice as CommuteModeId] = 1;
  else return undefined;
  const oneWayKm = readNumber(answers, COMMUTE_QUESTIONS.distanceKm) ?? 0;
  const weeks = readNumber(answers, COMMUTE_QUESTIONS.weeksPerYear) ?? DEFAULT_WEEKS_PER_YEAR;
  const daysOnSite = readNumber(answers, COMMUTE_QUESTIONS.daysOnSite) ?? 0;
  const homeDays = readNumber(answers, COMMUTE_QUESTIONS.homeOfficeDays) ?? 0;
  return {
    mainMode: mode.choice as CommuteTrip['mainMode'],
    shares,
    oneWayKm,
    carpoolPeople: Math.max(1, readNumber(answers, COMMUTE_QUESTIONS.carpoolPeople) ?? 2),
    annualKm: 2 * oneWayKm * daysOnSite * weeks,
    homeOfficeHours: homeDays * weeks * HOURS_PER_HOME_OFFICE_DAY,
  };
}

/**
 * The activity of one trip per mode in the factor's unit: vehicle-km for cars and motorbikes (a shared
 * car's distance divided by the people in it), passenger-km for public transport.
 */
export function measureTripActivity(trip: CommuteTrip): Partial<Record<CommuteModeId, number>> {
  const activity: Partial<Record<CommuteModeId, number>> = {};
  for (const [id, share] of Object.entries(trip.shares) as [CommuteModeId, number][]) {
    const km = trip.annualKm * share;
    activity[id] = id === 'carpool' ? km / trip.carpoolPeople : km;
  }
  return activity;
}

/** A factor value per lineage key (kg CO2e per km or per hour), upstream (well-to-tank) ones included. */
export type CommuteFactorValues = Record<string, number>;

export type CommuteModeFigure = {
  mode: CommuteModeId;
  /** Respondents whose trip uses the mode (a mixed trip counts for each of its modes). */
  respondents: number;
  /** Respondents' activity in a year (vehicle-km or passenger-km). */
  activity: number;
  /** Extrapolated to the head count, kg CO2e. */
  emissionsKg: number;
};

export type CommuteFigures = {
  respondents: number;
  headCount: number;
  /** headCount / respondents: what each answer stands for. */
  scale: number;
  modes: CommuteModeFigure[];
  homeOffice: { hours: number; emissionsKg: number };
  commuteEmissionsKg: number;
};

/**
 * The survey's figures: per mode the respondents' activity, and emissions extrapolated from the
 * respondents to the head count of the period (each answer stands for headCount / respondents
 * employees); home office separately from DESNZ's homeworking factor per FTE working hour.
 */
export function computeCommuteFigures(
  trips: readonly CommuteTrip[],
  factors: CommuteFactorValues,
  headCount: number,
  homeworkingFactor: number,
  set: CommuteFactorSet = 'DESNZ',
): CommuteFigures {
  const respondents = trips.length;
  const scale = respondents === 0 ? 0 : headCount / respondents;
  const modes = COMMUTE_MODES.map((mode) => {
    let users = 0;
    let activity = 0;
    for (const trip of trips) {
      const value = measureTripActivity(trip)[mode.id];
      if (value === undefined) continue;
      users += 1;
      activity += value;
    }
    const factor = readModeFactor(mode, factors, set);
    return { mode: mode.id, respondents: users, activity, emissionsKg: activity * factor * scale };
  });
  const hours = trips.reduce((sum, trip) => sum + trip.homeOfficeHours, 0);
  return {
    respondents,
    headCount,
    scale,
    modes,
    homeOffice: { hours, emissionsKg: hours * homeworkingFactor * scale },
    commuteEmissionsKg: modes.reduce((sum, mode) => sum + mode.emissionsKg, 0),
  };
}

/** A mode shift: a share of those who commute by some modes under a distance switch to another mode. */
export type ModeShift = {
  fromModes: readonly CommuteModeId[];
  /** One-way distance below which people switch, km. */
  underKm: number;
  toMode: CommuteModeId;
  /** Share of those people who switch, 0–100. */
  sharePercent: number;
};

/**
 * What the shift saves in a year, kg CO2e, with the same factors and extrapolation as the figures:
 * for each respondent travelling only by one of `fromModes` under `underKm`, the share switching
 * replaces their emissions with those of the new mode.
 */
export function computeModeShiftSaving(
  trips: readonly CommuteTrip[],
  factors: CommuteFactorValues,
  headCount: number,
  shift: ModeShift,
  set: CommuteFactorSet = 'DESNZ',
): { savingKg: number; affectedRespondents: number } {
  const factorOf = (id: CommuteModeId) => readModeFactor(findCommuteMode(id), factors, set);
  const scale = trips.length === 0 ? 0 : headCount / trips.length;
  let saving = 0;
  let affected = 0;
  for (const trip of trips) {
    const modes = Object.keys(trip.shares) as CommuteModeId[];
    const only = modes.length === 1 ? modes[0] : undefined;
    if (!only || !shift.fromModes.includes(only) || trip.oneWayKm >= shift.underKm) continue;
    affected += 1;
    const before = (measureTripActivity(trip)[only] ?? 0) * factorOf(only);
    const after = measureTripActivity({ ...trip, shares: { [shift.toMode]: 1 } })[shift.toMode] ?? 0;
    saving += (before - after * factorOf(shift.toMode)) * (shift.sharePercent / 100);
  }
  return { savingKg: saving * scale, affectedRespondents: affected };
}
