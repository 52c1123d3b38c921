import { z } from 'zod';

/** `GET /api/settings/licences`: the product's licence and every data source it ships. */
export const licencesResponseSchema = z.object({
  product: z.object({ name: z.string(), version: z.string(), licence: z.string() }),
  factorLibraries: z.array(
    z.object({
      file: z.string(),
      contents: z.string(),
      edition: z.string(),
      licence: z.string(),
      licenceName: z.string(),
      licenceUrl: z.string().optional(),
      attribution: z.string(),
      rowCount: z.number(),
      loadedAt: z.string(),
    }),
  ),
  referenceData: z.array(z.object({ name: z.string(), attribution: z.string() })),
});
export type LicencesResponse = z.infer<typeof licencesResponseSchema>;
