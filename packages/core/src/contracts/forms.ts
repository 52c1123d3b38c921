import { z } from 'zod';
import {
  MAX_OPTIONS_PER_QUESTION,
  MAX_QUESTIONS_PER_SET,
  MAX_TEXT_ANSWER_LENGTH,
  questionSetSchema,
} from '../surveys/question-set.ts';

/**
 * Answers to a question set (surveys and public forms, docs/architecture.md "Survey engine and public
 * links"): one answer per question id, typed by the question's type, or `declined` where the question
 * allows it. The shapes are checked here; whether they fit the set is `validateAnswers`.
 */
const questionIdSchema = z.string().min(1).max(64);
const optionIdSchema = z.string().min(1).max(64);
const finite = z.number({ error: 'validation.number' }).finite({ error: 'validation.number' });

export const surveyAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choice'), choice: optionIdSchema }),
  z.object({
    type: z.literal('multi-choice'),
    choices: z
      .array(z.object({ id: optionIdSchema, share: finite.optional() }))
      .max(MAX_OPTIONS_PER_QUESTION, { error: 'validation.tooMany' }),
  }),
  z.object({ type: z.literal('number'), value: finite }),
  z.object({ type: z.literal('days-per-week'), days: finite }),
  z.object({ type: z.literal('yes-no'), isYes: z.boolean() }),
  z.object({
    type: z.literal('text'),
    text: z.string().max(MAX_TEXT_ANSWER_LENGTH, { error: 'validation.tooLong' }),
  }),
  /** An evidence file of the form's company (`modules/evidence-files`), by id. */
  z.object({ type: z.literal('file'), fileId: z.uuid({ error: 'validation.invalid' }) }),
  z.object({ type: z.literal('declined') }),
]);
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

export const surveyAnswersSchema = z
  .record(questionIdSchema, surveyAnswerSchema)
  .refine((answers) => Object.keys(answers).length <= MAX_QUESTIONS_PER_SET, { error: 'validation.tooMany' });
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

export const SURVEY_LANGUAGES = ['en', 'de'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];
export const FORM_STATES = ['draft', 'open', 'closed'] as const;
export type FormState = (typeof FORM_STATES)[number];

/** `PUT /api/forms/:token/draft` and `POST /api/forms/:token/submit`. */
export const formAnswersBodySchema = z.object({ answers: surveyAnswersSchema });

/** `GET /api/forms/:token`: what a public answer page shows. */
export const publicFormResponseSchema = z.object({
  form: z.object({
    /** What the form is for (`commute-survey`, …): the page picks its texts by it. */
    purpose: z.string(),
    title: z.string(),
    languages: z.array(z.enum(SURVEY_LANGUAGES)),
    state: z.enum(FORM_STATES),
    questionSet: questionSetSchema,
    /** Personal links answer once and keep a draft; open links take anonymous answers. */
    linkKind: z.enum(['personal', 'open']),
    estimatedSeconds: z.number(),
  }),
  /** The personal link's draft or submitted answers; always null for an open link. */
  response: z
    .object({
      state: z.enum(['draft', 'submitted']),
      answers: surveyAnswersSchema,
      submittedAt: z.string().nullable(),
    })
    .nullable(),
});
export type PublicFormResponse = z.infer<typeof publicFormResponseSchema>;

export const formSavedResponseSchema = z.object({
  state: z.enum(['draft', 'submitted']),
  updatedAt: z.string(),
});
export type FormSavedResponse = z.infer<typeof formSavedResponseSchema>;
