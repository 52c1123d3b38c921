import { z } from 'zod';

/**
 * One problem with a request field, named by its path (`info.zip`, `results.3.name`); `params` carry
 * what the message needs besides its key (for `claims.forbidden`: the rule, the term, where it is).
 */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Every answer with status ≥ 400 has this body. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});

export type ErrorDetail = z.infer<typeof errorDetailSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
