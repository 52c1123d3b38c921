import { z } from 'zod';

/**
 * A versioned question set: the definition a survey or public form is answered against. It is data
 * (stored with each form as a snapshot), so a form keeps being read against the version it was sent with
 * while a newer version of the same set is used for new forms.
 */

export const QUESTION_TYPES = [
  'choice',
  'multi-choice',
  'number',
  'days-per-week',
  'yes-no',
  'text',
  'file',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const MAX_QUESTIONS_PER_SET = 200;
export const MAX_OPTIONS_PER_QUESTION = 50;
export const MAX_TEXT_ANSWER_LENGTH = 5000;
const MAX_LABEL_LENGTH = 500;

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-_.]*$/i);
const labelSchema = z.object({
  en: z.string().min(1).max(MAX_LABEL_LENGTH),
  de: z.string().min(1).max(MAX_LABEL_LENGTH),
});
const helpSchema = z.object({ en: z.string().max(2000), de: z.string().max(2000) });

/** Shown only while another question's choice is one of `anyOf` (a choice or several choices). */
const showIfSchema = z.object({ questionId: idSchema, anyOf: z.array(idSchema).min(1) });

/** Points per option (choice, multi-choice: summed, weighted by the share when shares are asked). */
const optionPointsSchema = z.object({ kind: z.literal('options'), points: z.record(idSchema, z.number()) });
const yesNoPointsSchema = z.object({ kind: z.literal('yes-no'), yes: z.number(), no: z.number() });
/** Number and days: the first band whose `upTo` is at least the value gives its points (no `upTo`: open end). */
const bandPointsSchema = z.object({
  kind: z.literal('bands'),
  bands: z.array(z.object({ upTo: z.number().optional(), points: z.number() })).min(1),
});
/** Text and file: points for any answer (evidence given), none without. */
const answeredPointsSchema = z.object({ kind: z.literal('answered'), points: z.number() });
export const scoringRuleSchema = z.discriminatedUnion('kind', [
  optionPointsSchema,
  yesNoPointsSchema,
  bandPointsSchema,
  answeredPointsSchema,
]);
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

const optionSchema = z.object({ id: idSchema, label: labelSchema });

const baseShape = {
  id: idSchema,
  label: labelSchema,
  help: helpSchema.optional(),
  isRequired: z.boolean(),
  /** The respondent may decline to answer (say "I'd rather not say"); a declined answer is complete. */
  isDeclinable: z.boolean().optional(),
  showIf: showIfSchema.optional(),
  scoring: scoringRuleSchema.optional(),
};

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...baseShape,
    type: z.literal('choice'),
    options: z.array(optionSchema).min(2).max(MAX_OPTIONS_PER_QUESTION),
  }),
  z.object({
    ...baseShape,
    type: z.literal('multi-choice'),
    options: z.array(optionSchema).min(2).max(MAX_OPTIONS_PER_QUESTION),
    /** Each chosen option carries a share in percent, and the shares add up to 100. */
    hasShares: z.boolean().optional(),
    minChoices: z.number().int().min(1).optional(),
    maxChoices: z.number().int().min(1).optional(),
  }),
  z.object({
    ...baseShape,
    type: z.literal('number'),
    /** A unit id of core's unit catalogue or a plain word ("people"); shown beside the field. */
    unit: z.string().min(1).max(40),
    min: z.number().optional(),
    max: z.number().optional(),
    isInteger: z.boolean().optional(),
    /** Filled in for the respondent, who may change it. */
    defaultValue: z.number().optional(),
  }),
  z.object({
    ...baseShape,
    type: z.literal('days-per-week'),
    /** Days in steps of half a day instead of whole days. */
    allowsHalfDays: z.boolean().optional(),
  }),
  z.object({ ...baseShape, type: z.literal('yes-no') }),
  z.object({
    ...baseShape,
    type: z.literal('text'),
    maxLength: z.number().int().min(1).max(MAX_TEXT_ANSWER_LENGTH).optional(),
  }),
  z.object({ ...baseShape, type: z.literal('file') }),
]);
export type Question = z.infer<typeof questionSchema>;
export type QuestionOf<T extends QuestionType> = Extract<Question, { type: T }>;

/** Answers of these questions (numbers or days) together stay at most `max` (on-site plus home-office days ≤ 7). */
const sumLimitSchema = z.object({ questionIds: z.array(idSchema).min(2), max: z.number() });

export const questionSectionSchema = z.object({
  id: idSchema,
  title: labelSchema,
  questions: z.array(questionSchema).min(1),
});
export type QuestionSection = z.infer<typeof questionSectionSchema>;

export const questionSetSchema = z.object({
  id: idSchema,
  version: z.number().int().min(1),
  sections: z.array(questionSectionSchema).min(1),
  sumLimits: z.array(sumLimitSchema).optional(),
});
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** Every question of the set in order. */
export function listQuestions(set: QuestionSet): Question[] {
  return set.sections.flatMap((section) => section.questions);
}

/**
 * Problems of the definition itself that the schema cannot see: repeated ids, a `showIf` on an unknown
 * or later question, scoring of the wrong kind, min above max. Empty when the set is usable.
 */
export function checkQuestionSet(set: QuestionSet): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Question>();
  for (const question of listQuestions(set)) {
    if (seen.has(question.id)) problems.push(`${question.id}: the id is used twice`);
    if (question.showIf) {
      const target = seen.get(question.showIf.questionId);
      if (!target || (target.type !== 'choice' && target.type !== 'multi-choice'))
        problems.push(`${question.id}: showIf names no earlier choice question`);
    }
    if (
      question.type === 'number' &&
      question.min !== undefined &&
      question.max !== undefined &&
      question.min > question.max
    )
      problems.push(`${question.id}: min is above max`);
    if (question.scoring && !SCORING_KINDS[question.type].includes(question.scoring.kind))
      problems.push(
        `${question.id}: scoring ${question.scoring.kind} does not fit a ${question.type} question`,
      );
    seen.set(question.id, question);
  }
  for (const limit of set.sumLimits ?? [])
    for (const id of limit.questionIds) {
      const question = seen.get(id);
      if (!question || (question.type !== 'number' && question.type !== 'days-per-week'))
        problems.push(`sumLimits: ${id} is no number or days question`);
    }
  return problems;
}

const SCORING_KINDS: Record<QuestionType, readonly ScoringRule['kind'][]> = {
  choice: ['options'],
  'multi-choice': ['options'],
  number: ['bands'],
  'days-per-week': ['bands'],
  'yes-no': ['yes-no'],
  text: ['answered'],
  file: ['answered'],
};

/** A question set usable by the engine: the schema holds and `checkQuestionSet` finds nothing. */
export const usableQuestionSetSchema = questionSetSchema.superRefine((set, context) => {
  for (const problem of checkQuestionSet(set)) context.addIssue({ code: 'custom', message: problem });
});
