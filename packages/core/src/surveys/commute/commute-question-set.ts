import type { QuestionSet } from '../question-set.ts';
import { COMMUTE_MODES } from './commute-modes.ts';

export const COMMUTE_QUESTION_SET_ID = 'commute';
export const COMMUTE_QUESTION_SET_VERSION = 1;
export const DEFAULT_WEEKS_PER_YEAR = 46;
/** The main-mode choice that asks for a split across several modes. */
export const MIXED_MODE_CHOICE = 'mixed';

/** The question ids the commute figures read. */
export const COMMUTE_QUESTIONS = {
  mode: 'mode',
  mixedModes: 'mixedModes',
  carpoolPeople: 'carpoolPeople',
  distanceKm: 'distanceKm',
  daysOnSite: 'daysOnSite',
  homeOfficeDays: 'homeOfficeDays',
  weeksPerYear: 'weeksPerYear',
} as const;

const modeOptions = COMMUTE_MODES.map((mode) => ({ id: mode.id, label: mode.label }));

/**
 * The default commute questionnaire (version 1): short enough to answer in under a minute on a phone
 * (`estimateAnswerSeconds` gives 46 s), since participation falls sharply with length.
 */
export function buildCommuteQuestionSet(options: { weeksPerYear?: number } = {}): QuestionSet {
  return {
    id: COMMUTE_QUESTION_SET_ID,
    version: COMMUTE_QUESTION_SET_VERSION,
    sections: [
      {
        id: 'commute',
        title: { en: 'Your way to work', de: 'Dein Weg zur Arbeit' },
        questions: [
          {
            id: COMMUTE_QUESTIONS.mode,
            type: 'choice',
            label: { en: 'How do you usually get to work?', de: 'Wie kommst du meistens zur Arbeit?' },
            isRequired: true,
            options: [
              ...modeOptions,
              {
                id: MIXED_MODE_CHOICE,
                label: { en: 'Several modes on one trip', de: 'Mehrere Verkehrsmittel auf einem Weg' },
              },
            ],
          },
          {
            id: COMMUTE_QUESTIONS.mixedModes,
            type: 'multi-choice',
            label: {
              en: 'Which modes, and what share of the distance each?',
              de: 'Welche Verkehrsmittel, und welcher Anteil der Strecke jeweils?',
            },
            help: { en: 'The shares add up to 100 %.', de: 'Die Anteile ergeben zusammen 100 %.' },
            isRequired: true,
            hasShares: true,
            minChoices: 2,
            options: modeOptions,
            showIf: { questionId: COMMUTE_QUESTIONS.mode, anyOf: [MIXED_MODE_CHOICE] },
          },
          {
            id: COMMUTE_QUESTIONS.carpoolPeople,
            type: 'number',
            label: {
              en: 'How many people share the car, you included?',
              de: 'Wie viele Personen teilen sich das Auto, du eingeschlossen?',
            },
            isRequired: true,
            unit: 'people',
            min: 2,
            max: 9,
            isInteger: true,
            defaultValue: 2,
            showIf: { questionId: COMMUTE_QUESTIONS.mode, anyOf: ['carpool'] },
          },
          {
            id: COMMUTE_QUESTIONS.distanceKm,
            type: 'number',
            label: {
              en: 'How far is it from home to work, one way?',
              de: 'Wie weit ist es von zu Hause zur Arbeit, einfach?',
            },
            isRequired: true,
            unit: 'km',
            min: 0,
            max: 300,
          },
          {
            id: COMMUTE_QUESTIONS.daysOnSite,
            type: 'days-per-week',
            label: {
              en: 'On how many days a week do you travel to work?',
              de: 'An wie vielen Tagen pro Woche fährst du zur Arbeit?',
            },
            isRequired: true,
            allowsHalfDays: true,
          },
          {
            id: COMMUTE_QUESTIONS.homeOfficeDays,
            type: 'days-per-week',
            label: {
              en: 'On how many days a week do you work from home?',
              de: 'An wie vielen Tagen pro Woche arbeitest du im Homeoffice?',
            },
            isRequired: true,
            allowsHalfDays: true,
          },
          {
            id: COMMUTE_QUESTIONS.weeksPerYear,
            type: 'number',
            label: { en: 'How many weeks a year do you work?', de: 'Wie viele Wochen im Jahr arbeitest du?' },
            help: { en: 'Without holidays and sick leave.', de: 'Ohne Urlaub und Krankheitstage.' },
            isRequired: true,
            unit: 'weeks',
            min: 1,
            max: 52,
            isInteger: true,
            defaultValue: options.weeksPerYear ?? DEFAULT_WEEKS_PER_YEAR,
          },
        ],
      },
    ],
    sumLimits: [{ questionIds: [COMMUTE_QUESTIONS.daysOnSite, COMMUTE_QUESTIONS.homeOfficeDays], max: 7 }],
  };
}
