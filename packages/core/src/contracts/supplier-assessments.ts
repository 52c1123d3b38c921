import { z } from 'zod';
import { findCountry } from '../countries/index.ts';
import { isCurrencyCode } from '../currency/currencies.ts';
import type { Role } from '../roles/role.ts';
import { isNaceA64Code } from '../spend-factors/nace-a64.ts';
import { questionSetSchema } from '../surveys/question-set.ts';
import { emailSchema } from '../validation/email.ts';
import { selectTypeErrorKey } from '../validation/message-keys.ts';
import { surveyAnswersSchema } from './forms.ts';

/** Spec section 6 names no supplier capability: every member reads, editors and above manage. */
export const SUPPLIERS_READ_ROLE: Role = 'viewer';
export const SUPPLIERS_MANAGE_ROLE: Role = 'editor';

/** Suppliers a company may hold, and the longest name. */
export const MAX_SUPPLIERS_PER_COMPANY = 2000;
export const MAX_SUPPLIER_NAME_LENGTH = 200;

const amountSchema = z
  .number({ error: selectTypeErrorKey })
  .finite({ error: 'validation.invalid' })
  .min(0, { error: 'validation.notNegative' });

const currencySchema = z
  .string({ error: selectTypeErrorKey })
  .refine((code) => isCurrencyCode(code), { error: 'validation.invalid' });

/** `POST /api/company/suppliers` and `PUT …/:id`: a supplier of the company's list. */
export const supplierInputSchema = z.object(
  {
    name: z
      .string({ error: selectTypeErrorKey })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(MAX_SUPPLIER_NAME_LENGTH, { error: 'validation.tooLong' }),
    contactEmail: emailSchema,
    /** ISO 3166-1 alpha-2; null: not known. */
    country: z
      .string({ error: selectTypeErrorKey })
      .refine((code) => findCountry(code) !== undefined, { error: 'validation.country.invalid' })
      .nullable(),
    /** The NACE A64 industry the spend factors know (FIGARO); null: not known. */
    naceCode: z
      .string({ error: selectTypeErrorKey })
      .refine((code) => isNaceA64Code(code), { error: 'validation.invalid' })
      .nullable(),
    /** Yearly spend with the supplier; null: not known. */
    spend: z
      .object({ amount: amountSchema, currency: currencySchema }, { error: 'validation.invalid' })
      .nullable(),
    /** Head count: up to 1,000 (or unknown) the value-chain cap protects the supplier. */
    employees: z
      .number({ error: selectTypeErrorKey })
      .int({ error: 'validation.invalid' })
      .min(0, { error: 'validation.notNegative' })
      .max(10_000_000, { error: 'validation.invalid' })
      .nullable(),
  },
  { error: 'validation.invalid' },
);
export type SupplierInput = z.input<typeof supplierInputSchema>;

/** `PUT /api/company/suppliers/:id/reported-emissions`: what the supplier reported for one year. */
export const reportedEmissionsInputSchema = z.object(
  {
    year: z
      .number({ error: selectTypeErrorKey })
      .int({ error: 'validation.invalid' })
      .min(1990, { error: 'validation.invalid' })
      .max(2100, { error: 'validation.invalid' }),
    scope1Tonnes: amountSchema,
    scope2Tonnes: amountSchema,
    scope3Tonnes: amountSchema.nullable(),
    revenue: amountSchema.refine((value) => value > 0, { error: 'validation.invalid' }),
    currency: currencySchema,
  },
  { error: 'validation.invalid' },
);
export type ReportedEmissionsInput = z.input<typeof reportedEmissionsInputSchema>;

export const reportedEmissionsSchema = z.object({
  year: z.number().int(),
  scope1Tonnes: z.number(),
  scope2Tonnes: z.number(),
  scope3Tonnes: z.number().nullable(),
  revenue: z.number(),
  currency: z.string(),
  /** The company factor made of it (Emission factors → Company factors). */
  factorId: z.string(),
  kgPerEur: z.number(),
});
export type ReportedEmissions = z.infer<typeof reportedEmissionsSchema>;

export const supplierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  country: z.string().nullable(),
  naceCode: z.string().nullable(),
  spend: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  employees: z.number().int().nullable(),
  /** Newest year first. */
  reportedEmissions: z.array(reportedEmissionsSchema),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierResponseSchema = z.object({ supplier: supplierSchema });
export const supplierListResponseSchema = z.object({ suppliers: z.array(supplierSchema) });
export type SupplierListResponse = z.infer<typeof supplierListResponseSchema>;
export const suppliersOkSchema = z.object({ ok: z.literal(true) });

/** The shipped questionnaire templates a questionnaire is sent from. */
export const SUPPLIER_TEMPLATE_IDS = ['climate-basics', 'vsme-value-chain'] as const;
export type SupplierTemplateId = (typeof SUPPLIER_TEMPLATE_IDS)[number];

/** `POST /api/company/supplier-questionnaires`: send a template to a supplier, for a year, with a deadline. */
export const sendQuestionnaireSchema = z.object(
  {
    supplierId: z.uuid({ error: 'validation.invalid' }),
    templateId: z.enum(SUPPLIER_TEMPLATE_IDS, { error: 'validation.invalid' }),
    reportingYear: z
      .number({ error: selectTypeErrorKey })
      .int({ error: 'validation.invalid' })
      .min(1990, { error: 'validation.invalid' })
      .max(2100, { error: 'validation.invalid' }),
    /** A calendar day (`YYYY-MM-DD`), today or later. */
    deadline: z.iso.date({ error: 'validation.invalid' }),
    /** The language of the mail and of the form's first view. */
    language: z.enum(['en', 'de'], { error: 'validation.invalid' }),
  },
  { error: 'validation.invalid' },
);
export type SendQuestionnaireInput = z.input<typeof sendQuestionnaireSchema>;

export const QUESTIONNAIRE_STATES = ['sent', 'draft', 'submitted', 'revoked'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

export const questionnaireSummarySchema = z.object({
  _id: z.string(),
  supplier: z.object({ _id: z.string(), name: z.string() }),
  templateId: z.string(),
  templateVersion: z.number().int(),
  title: z.string(),
  reportingYear: z.number().int(),
  deadline: z.string(),
  sentAt: z.string(),
  remindedAt: z.string().nullable(),
  reminderCount: z.number().int(),
  /** The cap the questionnaire was checked against; null: the supplier has more than 1,000 employees. */
  capVersion: z.string().nullable(),
  state: z.enum(QUESTIONNAIRE_STATES),
  /** Answered (or declined) questions of those shown, 0 to 1. */
  completion: z.number(),
  score: z.number(),
  maxScore: z.number(),
  emissionsAcceptedAt: z.string().nullable(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireListResponseSchema = z.object({
  questionnaires: z.array(questionnaireSummarySchema),
});
export const questionnaireDetailResponseSchema = z.object({
  questionnaire: questionnaireSummarySchema.extend({
    questionSet: questionSetSchema,
    /** The draft or submitted answers; null before the supplier saved any. */
    answers: surveyAnswersSchema.nullable(),
  }),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailResponseSchema>['questionnaire'];
