import { z } from 'zod';

/** One problem with a request field, named by its path (`info.zip`, `results.3.name`). */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
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
