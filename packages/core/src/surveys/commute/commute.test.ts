import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from '../../contracts/forms.ts';
import { CORPORATE_FORM } from '../../forms/content/corporate-form.ts';
import { findFormOption } from '../../forms/form-walk.ts';
import { estimateAnswerSeconds } from '../estimate-answer-seconds.ts';
import { checkQuestionSet } from '../question-set.ts';
import { validateAnswers } from '../validate-answers.ts';
import { computeCommuteFigures, computeModeShiftSaving, readCommuteTrip } from './commute-figures.ts';
import { COMMUTE_MODES, HOMEWORKING_LINEAGE_KEY, HOMEWORKING_OPTION_ID } from './commute-modes.ts';
import { buildCommuteQuestionSet } from './commute-question-set.ts';
import { mergeSmallGroups } from './privacy.ts';

const answer = (
  mode: string,
  km: number,
  onSite: number,
  home: number,
  extra: SurveyAnswers = {},
): SurveyAnswers => ({
  mode: { type: 'choice', choice: mode },
  distanceKm: { type: 'number', value: km },
  daysOnSite: { type: 'days-per-week', days: onSite },
  homeOfficeDays: { type: 'days-per-week', days: home },
  weeksPerYear: { type: 'number', value: 46 },
  ...extra,
});
const trip = (answers: SurveyAnswers) => {
  const read = readCommuteTrip(answers);
  if (!read) throw new Error('no trip');
  return read;
};

describe('the commute questionnaire', () => {
  it('is a usable set that takes under a minute', () => {
    const set = buildCommuteQuestionSet();
    expect(checkQuestionSet(set)).toEqual([]);
    expect(estimateAnswerSeconds(set)).toBe(46);
  });

  it('writes each mode to the category 7 option whose factor it uses', () => {
    for (const mode of COMMUTE_MODES) {
      if (!mode.formOptionId) continue;
      const entry = findFormOption(CORPORATE_FORM, mode.formOptionId);
      expect(entry?.sectionEntry.section.id, mode.id).toBe('employee-commuting');
      expect(entry?.option.factor, mode.id).toMatchObject({ lineageKey: mode.lineageKey });
      expect(entry?.option.upstream, mode.id).toEqual([
        { kind: 'library', lineageKey: mode.upstreamLineageKey },
      ]);
    }
    expect(findFormOption(CORPORATE_FORM, HOMEWORKING_OPTION_ID)?.option.factor).toMatchObject({
      lineageKey: HOMEWORKING_LINEAGE_KEY,
    });
  });

  it('asks for the people in a shared car and the shares of mixed modes, and caps a week at 7 days', () => {
    const set = buildCommuteQuestionSet({ weeksPerYear: 44 });
    expect(validateAnswers(set, answer('carpool', 10, 3, 2), { mode: 'submit' })).toEqual({
      carpoolPeople: 'validation.required',
    });
    expect(validateAnswers(set, answer('mixed', 10, 5, 3), { mode: 'submit' })).toEqual({
      mixedModes: 'validation.required',
      homeOfficeDays: 'validation.survey.sumTooLarge',
    });
  });
});

describe('computeCommuteFigures', () => {
  const petrol = 'desnz:25_301_3070_4_1';
  const bus = 'desnz:25_314_3145_11_1';
  const factors = { [petrol]: 0.16, [bus]: 0.1 };

  it('extrapolates activity per mode from the respondents to the head count, home office apart', () => {
    const trips = [
      trip(answer('car-petrol', 10, 4, 1)),
      trip(answer('carpool', 20, 5, 0, { carpoolPeople: { type: 'number', value: 4 } })),
      trip(
        answer('mixed', 30, 2, 3, {
          mixedModes: {
            type: 'multi-choice',
            choices: [
              { id: 'car-petrol', share: 50 },
              { id: 'bus', share: 50 },
            ],
          },
        }),
      ),
      trip(answer('bicycle', 3, 5, 0)),
    ];
    const figures = computeCommuteFigures(trips, factors, 40, 0.33378);
    // Petrol: 2×10×4×46 = 3680 km, plus half of 2×30×2×46 = 2760: 6440 vehicle-km; scale 40/4 = 10.
    const byMode = Object.fromEntries(figures.modes.map((mode) => [mode.mode, mode]));
    expect(byMode['car-petrol']).toEqual({
      mode: 'car-petrol',
      respondents: 2,
      activity: 6440,
      emissionsKg: 6440 * 0.16 * 10,
    });
    // Car sharing: 2×20×5×46 = 9200 person-km / 4 people = 2300 vehicle-km, no factor given here.
    expect(byMode.carpool).toMatchObject({ respondents: 1, activity: 2300, emissionsKg: 0 });
    expect(byMode.bus).toMatchObject({ activity: 2760, emissionsKg: 2760 * 0.1 * 10 });
    expect(byMode.bicycle).toMatchObject({ respondents: 1, activity: 2 * 3 * 5 * 46, emissionsKg: 0 });
    // Home office: (1 + 3) days × 46 weeks × 8 hours.
    expect(figures.homeOffice).toEqual({ hours: 1472, emissionsKg: 1472 * 0.33378 * 10 });
    expect(figures.scale).toBe(10);
  });

  it('computes the saving of a mode shift with the same factors', () => {
    const trips = [
      trip(answer('car-petrol', 5, 5, 0)),
      trip(answer('car-petrol', 12, 5, 0)),
      trip(answer('bus', 4, 5, 0)),
    ];
    const shift = {
      fromModes: ['car-petrol' as const],
      underKm: 8,
      toMode: 'e-bike' as const,
      sharePercent: 30,
    };
    // Only the 5 km driver: 2×5×5×46 = 2300 km × 0.16 × 30 % × scale 30/3.
    expect(computeModeShiftSaving(trips, factors, 30, shift)).toEqual({
      savingKg: 2300 * 0.16 * 0.3 * 10,
      affectedRespondents: 1,
    });
  });
});

describe('mergeSmallGroups', () => {
  const combine = (members: readonly { key: string; count: number }[]) => ({ members: members.length });
  it.each([
    [
      'shows groups of five or more and merges the rest',
      [
        ['a', 6],
        ['b', 2],
        ['c', 3],
      ],
      [
        ['a', 6],
        ['other', 5],
      ],
    ],
    [
      'adds the smallest shown group to an "other" under five',
      [
        ['a', 9],
        ['b', 5],
        ['c', 1],
      ],
      [
        ['a', 9],
        ['other', 6],
      ],
    ],
    [
      'leaves groups of five or more alone',
      [
        ['a', 5],
        ['b', 7],
      ],
      [
        ['b', 7],
        ['a', 5],
      ],
    ],
  ] as const)('%s', (_name, groups, expected) => {
    const merged = mergeSmallGroups(
      groups.map(([key, count]) => ({ key, count })),
      combine,
    );
    expect(merged.map((group) => [group.key, group.count])).toEqual(expected);
  });
});
