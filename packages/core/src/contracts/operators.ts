import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';

/** A platform operator (acts as sitewide-admin in every company). */
export const operatorSchema = z.object({
  _id: z.string(),
  email: z.string(),
  nameFirst: z.string(),
  nameLast: z.string(),
  /** Named in the server's `OPERATOR_EMAILS`: rights granted again at every sign-in, so not revocable here. */
  isNamedInSettings: z.boolean(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** `GET /api/settings/operators`, and the answer of granting or revoking. */
export const operatorsResponseSchema = z.object({ operators: z.array(operatorSchema) });
export type OperatorsResponse = z.infer<typeof operatorsResponseSchema>;

/** `POST /api/settings/operators`: make an existing account an operator. */
export const grantOperatorSchema = z.object({ email: emailSchema });
