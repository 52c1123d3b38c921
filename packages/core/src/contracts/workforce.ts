import { z } from 'zod';
import type { Role } from '../roles/role.ts';
import { emailSchema } from '../validation/email.ts';

/** Spec section 6 names no workforce capability: every member reads, editors and above manage. */
export const WORKFORCE_READ_ROLE: Role = 'viewer';
export const WORKFORCE_MANAGE_ROLE: Role = 'editor';

/** How the employee list is ordered (spec section 3): newest first, or by email. */
export const WORKFORCE_SORTS = ['new', 'alphabetic'] as const;
export type WorkforceSort = (typeof WORKFORCE_SORTS)[number];

/** One page of the employee list holds at most this many. */
export const MAX_WORKFORCE_PAGE_SIZE = 100;
export const DEFAULT_WORKFORCE_PAGE_SIZE = 20;
/** Emails added in one request. */
export const MAX_EMPLOYEES_PER_ADD = 500;
/** Employees and teams a company may hold. */
export const MAX_EMPLOYEES_PER_COMPANY = 10_000;
export const MAX_TEAMS_PER_COMPANY = 500;
export const MAX_TEAM_NAME_LENGTH = 100;
export const MAX_WORKFORCE_SEARCH_LENGTH = 200;

const idSchema = z.uuid({ error: 'validation.invalid' });

/** `GET /api/company/workforce/employees`: a page of the company's employees. */
export const listEmployeesQuerySchema = z.object({
  skip: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(MAX_EMPLOYEES_PER_COMPANY, { error: 'validation.invalid' })
    .default(0),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(MAX_WORKFORCE_PAGE_SIZE, { error: 'validation.invalid' })
    .default(DEFAULT_WORKFORCE_PAGE_SIZE),
  text: z.string().trim().max(MAX_WORKFORCE_SEARCH_LENGTH, { error: 'validation.tooLong' }).default(''),
  sortBy: z.enum(WORKFORCE_SORTS, { error: 'validation.invalid' }).default('new'),
  /** Only the employees of this team. */
  team: idSchema.optional(),
});
export type ListEmployeesQuery = z.input<typeof listEmployeesQuerySchema>;

/**
 * `POST /api/company/workforce/employees`: one or several emails. Each is checked on its own (the error
 * names `emails.<index>`); the whole list is added or none of it.
 */
export const addEmployeesSchema = z.object(
  {
    emails: z
      .array(emailSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(MAX_EMPLOYEES_PER_ADD, { error: 'validation.tooMany' }),
  },
  { error: 'validation.invalid' },
);
export type AddEmployees = z.input<typeof addEmployeesSchema>;

/** `PUT /api/company/workforce/employees/:id/team`: assign to a team, or `null` to unassign. */
export const assignEmployeeTeamSchema = z.object(
  { team: idSchema.nullable() },
  { error: 'validation.invalid' },
);
export type AssignEmployeeTeam = z.input<typeof assignEmployeeTeamSchema>;

/** `POST /api/company/workforce/teams` and `PATCH …/teams/:id`: the team's name, unique in the company. */
export const teamNameSchema = z.object(
  {
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(MAX_TEAM_NAME_LENGTH, { error: 'validation.tooLong' }),
  },
  { error: 'validation.invalid' },
);
export type TeamName = z.input<typeof teamNameSchema>;

export const employeeSchema = z.object({
  _id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** The team the employee belongs to, if any. */
  team: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListResponseSchema = z.object({
  employees: z.array(employeeSchema),
  /** How many match the search (all pages). */
  total: z.number(),
  skip: z.number(),
  limit: z.number(),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

export const addEmployeesResponseSchema = z.object({ employees: z.array(employeeSchema) });
export const employeeResponseSchema = z.object({ employee: employeeSchema });

export const teamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  employeeCount: z.number(),
  createdAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListResponseSchema = z.object({ teams: z.array(teamSchema) });
export const teamResponseSchema = z.object({ team: teamSchema });

export const workforceSummaryResponseSchema = z.object({ employees: z.number(), teams: z.number() });
export type WorkforceSummary = z.infer<typeof workforceSummaryResponseSchema>;

export const workforceOkSchema = z.object({ ok: z.literal(true) });
