import { z } from 'zod';

/** `GET /api/status`: false while the server is in maintenance. */
export const statusResponseSchema = z.object({
  isAcceptingRequests: z.boolean(),
});

export type StatusResponse = z.infer<typeof statusResponseSchema>;
