import { describe, expect, it } from 'vitest';
import type { SurveyAnswers } from '../contracts/forms.ts';
import { aggregateAnswers } from './aggregate-answers.ts';
import { estimateAnswerSeconds } from './estimate-answer-seconds.ts';
import { checkQuestionSet, type QuestionSet, usableQuestionSetSchema } from './question-set.ts';
import { scoreAnswers } from './score-answers.ts';
import { validateAnswers } from './validate-answers.ts';
import { applyDefaultAnswers, pruneAnswers } from './visibility.ts';

const label = (en: string) => ({ en, de: en });
const options = (...ids: string[]) => ids.map((id) => ({ id, label: label(id) }));

/** Every question type once, with the rules a commute survey, a DMA rating and a supplier form need. */
const SET: QuestionSet = {
  id: 'engine-test',
  version: 1,
  sections: [
    {
      id: 'travel',
      title: label('Travel'),
      questions: [
        {
          id: 'mode',
          type: 'choice',
          label: label('Mode'),
          isRequired: true,
          options: options('car', 'carpool', 'bus'),
        },
        {
          id: 'people',
          type: 'number',
          label: label('People in the car'),
          isRequired: true,
          unit: 'people',
          min: 2,
          max: 9,
          isInteger: true,
          showIf: { questionId: 'mode', anyOf: ['carpool'] },
        },
        {
          id: 'mix',
          type: 'multi-choice',
          label: label('Mixed modes'),
          isRequired: false,
          hasShares: true,
          options: options('car', 'bus', 'bike'),
          scoring: { kind: 'options', points: { bike: 10, bus: 5 } },
        },
        {
          id: 'distance',
          type: 'number',
          label: label('Distance'),
          isRequired: true,
          unit: 'km',
          min: 0,
          max: 500,
        },
        {
          id: 'onsite',
          type: 'days-per-week',
          label: label('On site'),
          isRequired: true,
          allowsHalfDays: true,
        },
        { id: 'home', type: 'days-per-week', label: label('Home office'), isRequired: true },
      ],
    },
    {
      id: 'supplier',
      title: label('Supplier'),
      questions: [
        {
          id: 'policy',
          type: 'yes-no',
          label: label('Climate policy'),
          isRequired: true,
          scoring: { kind: 'yes-no', yes: 5, no: 0 },
        },
        {
          id: 'turnover',
          type: 'number',
          label: label('Turnover'),
          isRequired: true,
          isDeclinable: true,
          unit: 'EUR',
          scoring: { kind: 'bands', bands: [{ upTo: 1000, points: 1 }, { points: 3 }] },
        },
        {
          id: 'evidence',
          type: 'file',
          label: label('Evidence'),
          isRequired: false,
          scoring: { kind: 'answered', points: 2 },
        },
        { id: 'comment', type: 'text', label: label('Comment'), isRequired: false, maxLength: 10 },
      ],
    },
  ],
  sumLimits: [{ questionIds: ['onsite', 'home'], max: 7 }],
};

const COMPLETE: SurveyAnswers = {
  mode: { type: 'choice', choice: 'car' },
  distance: { type: 'number', value: 12.5 },
  onsite: { type: 'days-per-week', days: 3.5 },
  home: { type: 'days-per-week', days: 1 },
  policy: { type: 'yes-no', isYes: true },
  turnover: { type: 'number', value: 5000 },
};
const FILE_ID = '00000000-0000-4000-8000-000000000001';

describe('validateAnswers', () => {
  it('takes a complete set of answers for submitting', () => {
    expect(validateAnswers(SET, COMPLETE, { mode: 'submit' })).toEqual({});
  });

  it('lets a draft leave required answers out, but not a submission', () => {
    const draft = { mode: COMPLETE.mode } as SurveyAnswers;
    expect(validateAnswers(SET, draft, { mode: 'draft' })).toEqual({});
    expect(validateAnswers(SET, draft, { mode: 'submit' })).toEqual({
      distance: 'validation.required',
      onsite: 'validation.required',
      home: 'validation.required',
      policy: 'validation.required',
      turnover: 'validation.required',
    });
  });

  it.each<[string, SurveyAnswers, Record<string, string>]>([
    [
      'an unknown option',
      { mode: { type: 'choice', choice: 'plane' } },
      { mode: 'validation.survey.option' },
    ],
    ['an answer of another type', { mode: { type: 'number', value: 1 } }, { mode: 'validation.invalid' }],
    [
      'an unknown question',
      { extra: { type: 'yes-no', isYes: true } },
      { extra: 'validation.survey.unknownQuestion' },
    ],
    [
      'a number below min',
      { distance: { type: 'number', value: -1 } },
      { distance: 'validation.survey.belowMin' },
    ],
    [
      'a number above max',
      { distance: { type: 'number', value: 501 } },
      { distance: 'validation.survey.aboveMax' },
    ],
    [
      'a fraction where a whole number belongs',
      { mode: { type: 'choice', choice: 'carpool' }, people: { type: 'number', value: 2.5 } },
      { people: 'validation.survey.integer' },
    ],
    [
      'more than 7 days',
      { home: { type: 'days-per-week', days: 8 } },
      { home: 'validation.survey.aboveMax' },
    ],
    [
      'a half day where whole days belong',
      { home: { type: 'days-per-week', days: 1.5 } },
      { home: 'validation.survey.integer' },
    ],
    [
      'a third of a day',
      { onsite: { type: 'days-per-week', days: 1.3 } },
      { onsite: 'validation.survey.halfDays' },
    ],
    [
      'on-site and home days beyond a week',
      { onsite: { type: 'days-per-week', days: 5 }, home: { type: 'days-per-week', days: 3 } },
      { home: 'validation.survey.sumTooLarge' },
    ],
    [
      'shares that do not add up to 100',
      {
        mix: {
          type: 'multi-choice',
          choices: [
            { id: 'car', share: 60 },
            { id: 'bus', share: 30 },
          ],
        },
      },
      { mix: 'validation.survey.shares' },
    ],
    [
      'a choice without its share',
      { mix: { type: 'multi-choice', choices: [{ id: 'car', share: 100 }, { id: 'bus' }] } },
      { mix: 'validation.survey.shares' },
    ],
    [
      'a repeated choice',
      {
        mix: {
          type: 'multi-choice',
          choices: [
            { id: 'car', share: 50 },
            { id: 'car', share: 50 },
          ],
        },
      },
      { mix: 'validation.survey.option' },
    ],
    [
      'declining where it may not be',
      { policy: { type: 'declined' } },
      { policy: 'validation.survey.notDeclinable' },
    ],
    [
      'a text too long',
      { comment: { type: 'text', text: 'x'.repeat(11) } },
      { comment: 'validation.tooLong' },
    ],
  ])('refuses %s, naming the question', (_name, answers, expected) => {
    expect(validateAnswers(SET, answers, { mode: 'draft' })).toEqual(expected);
  });

  it.each<[string, SurveyAnswers]>([
    ['a declined declinable question', { turnover: { type: 'declined' } }],
    [
      'shares that add up to 100',
      {
        mix: {
          type: 'multi-choice',
          choices: [
            { id: 'car', share: 66.6 },
            { id: 'bike', share: 33.4 },
          ],
        },
      },
    ],
    [
      'exactly 7 days',
      { onsite: { type: 'days-per-week', days: 4.5 }, home: { type: 'days-per-week', days: 2 } },
    ],
    ['a file reference', { evidence: { type: 'file', fileId: FILE_ID } }],
  ])('takes %s', (_name, answers) => {
    expect(validateAnswers(SET, answers, { mode: 'draft' })).toEqual({});
  });

  it('asks a question shown by an earlier answer, and ignores it while hidden', () => {
    const carpool = { ...COMPLETE, mode: { type: 'choice', choice: 'carpool' } } as SurveyAnswers;
    expect(validateAnswers(SET, carpool, { mode: 'submit' })).toEqual({ people: 'validation.required' });
    const withPeople = { ...COMPLETE, people: { type: 'number', value: 3 } } as SurveyAnswers;
    expect(validateAnswers(SET, withPeople, { mode: 'submit' })).toEqual({});
    expect(pruneAnswers(SET, withPeople)).toEqual(COMPLETE);
  });
});

describe('applyDefaultAnswers', () => {
  it('fills a number question’s default where nothing is answered, and keeps what is', () => {
    const set: QuestionSet = {
      ...SET,
      sections: [
        {
          id: 'w',
          title: label('W'),
          questions: [
            {
              id: 'weeks',
              type: 'number',
              label: label('Weeks'),
              isRequired: true,
              unit: 'weeks',
              defaultValue: 46,
            },
            {
              id: 'days',
              type: 'number',
              label: label('Days'),
              isRequired: true,
              unit: 'days',
              defaultValue: 5,
            },
          ],
        },
      ],
      sumLimits: [],
    };
    expect(applyDefaultAnswers(set, { days: { type: 'number', value: 3 } })).toEqual({
      weeks: { type: 'number', value: 46 },
      days: { type: 'number', value: 3 },
    });
  });
});

describe('scoreAnswers', () => {
  it('scores per section, share-weighted options, bands and evidence', () => {
    const answers: SurveyAnswers = {
      ...COMPLETE,
      mix: {
        type: 'multi-choice',
        choices: [
          { id: 'bike', share: 50 },
          { id: 'bus', share: 50 },
        ],
      },
      evidence: { type: 'file', fileId: FILE_ID },
    };
    expect(scoreAnswers(SET, answers)).toEqual({
      score: 7.5 + 5 + 3 + 2,
      maxScore: 10 + 5 + 3 + 2,
      sections: [
        { sectionId: 'travel', score: 7.5, maxScore: 10 },
        { sectionId: 'supplier', score: 10, maxScore: 10 },
      ],
      questions: { mix: 7.5, policy: 5, turnover: 3, evidence: 2 },
    });
  });

  it('leaves a declined question out of score and maximum, and scores a missing one 0 of its maximum', () => {
    const answers: SurveyAnswers = {
      policy: { type: 'yes-no', isYes: false },
      turnover: { type: 'declined' },
    };
    expect(scoreAnswers(SET, answers).sections[1]).toEqual({ sectionId: 'supplier', score: 0, maxScore: 7 });
    expect(scoreAnswers(SET, { turnover: { type: 'number', value: 1000 } }).questions).toEqual({
      turnover: 1,
    });
  });
});

describe('estimateAnswerSeconds', () => {
  it('adds the seconds per question, half for questions shown only for some answers', () => {
    // 5 start + choice 5 + number 7/2 + multi with shares 8+12 + number 7 + days 4 + days 4
    // + yes-no 3 + number 7 + file 40 + text 30 = 128.5, rounded up.
    expect(estimateAnswerSeconds(SET)).toBe(129);
  });
});

describe('aggregateAnswers', () => {
  it('counts options and sums numbers over respondents', () => {
    const other: SurveyAnswers = {
      mode: { type: 'choice', choice: 'bus' },
      distance: { type: 'number', value: 3 },
    };
    const [mode, , , distance] = aggregateAnswers(SET, [COMPLETE, other, { turnover: { type: 'declined' } }]);
    expect(mode).toEqual({ questionId: 'mode', answered: 2, declined: 0, counts: { car: 1, bus: 1 } });
    expect(distance?.numbers).toEqual({ count: 2, sum: 15.5, min: 3, max: 12.5 });
  });
});

describe('checkQuestionSet', () => {
  it('finds nothing wrong with a usable set', () => {
    expect(checkQuestionSet(SET)).toEqual([]);
    expect(usableQuestionSetSchema.safeParse(SET).success).toBe(true);
  });

  it('names repeated ids, a showIf on no earlier choice, and scoring that does not fit', () => {
    const broken: QuestionSet = {
      id: 'broken',
      version: 1,
      sections: [
        {
          id: 's',
          title: label('S'),
          questions: [
            {
              id: 'a',
              type: 'yes-no',
              label: label('A'),
              isRequired: true,
              scoring: { kind: 'answered', points: 1 },
            },
            {
              id: 'a',
              type: 'text',
              label: label('A2'),
              isRequired: false,
              showIf: { questionId: 'a', anyOf: ['x'] },
            },
          ],
        },
      ],
    };
    expect(checkQuestionSet(broken)).toEqual([
      'a: scoring answered does not fit a yes-no question',
      'a: the id is used twice',
      'a: showIf names no earlier choice question',
    ]);
    expect(usableQuestionSetSchema.safeParse(broken).success).toBe(false);
  });
});
