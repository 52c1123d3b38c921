import { z } from 'zod';
import { COMPANY_ROLES } from '../roles/role.ts';
import { emailSchema } from '../validation/email.ts';
import { registrationInfoSchema } from '../validation/forms.ts';
import {
  hasMatchingPasswords,
  PASSWORDS_MATCH_OPTIONS,
  passwordRepeatSchema,
  passwordSchema,
} from '../validation/password.ts';

const requiredName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' });
const companyRoleSchema = z.enum(COMPANY_ROLES, { error: 'validation.invalid' });

/** Company details as answered by `GET /api/company/settings`. */
export const companySettingsSchema = z.object({
  _id: z.string(),
  companyInfo: z.object({
    company: z.string(),
    brand: z.string(),
    address: z.string(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
    vatType: z.string().optional(),
    vatId: z.string().optional(),
  }),
  currency: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** `PUT /api/company/settings`. */
export const updateCompanySettingsSchema = z.object({
  info: registrationInfoSchema,
  currency: z.string().length(3, { error: 'validation.invalid' }).toUpperCase(),
});

export const companyMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  nameFirst: z.string(),
  nameLast: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const pendingInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** `GET /api/company/users`. */
export const companyUsersResponseSchema = z.object({
  users: z.array(companyMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type CompanyUsersResponse = z.infer<typeof companyUsersResponseSchema>;

/** `POST /api/company/users/invite`. */
export const inviteCompanyUserSchema = z.object({ email: emailSchema, role: companyRoleSchema });

/** `PUT /api/company/users/:userId/role`. */
export const changeMemberRoleSchema = z.object({ role: companyRoleSchema });

/** `GET /api/auth/invitations/:token`: what an invitation is for, shown on the registration page. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  role: z.string(),
  companyInfo: z.object({ brand: z.string() }),
  hasAccount: z.boolean(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** `POST /api/company/users/register`: accepting an invitation by creating the account. */
export const registerInvitedUserSchema = z
  .object({
    token: z.string().min(1, { error: 'validation.required' }),
    nameFirst: requiredName,
    nameLast: requiredName,
    password1: passwordSchema,
    password2: passwordRepeatSchema,
  })
  .refine(hasMatchingPasswords, PASSWORDS_MATCH_OPTIONS);

/** `POST /api/auth/invitations/accept`: accepting an invitation with an existing account. */
export const acceptInvitationSchema = z.object({
  token: z.string().min(1, { error: 'validation.required' }),
  password: z.string().min(1, { error: 'validation.required' }),
});
