import { z } from 'zod';
import { EVIDENCE_FILE_KINDS } from '../files/evidence-files.ts';

/** A file on a result as the result carries it (`Result.files`). */
export const resultFileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(EVIDENCE_FILE_KINDS),
  size: z.number().int(),
  sha256: z.string(),
});
export type ResultFile = z.infer<typeof resultFileSchema>;

/** An evidence file of a year: on one of its results (`result`) or on the year as a whole (`result` null). */
export const evidenceFileSchema = resultFileSchema.extend({
  instance: z.string(),
  result: z.string().nullable(),
  mediaType: z.string(),
  uploadedAt: z.string(),
  /** Who uploaded it (a user id), null once that account is gone. */
  uploadedBy: z.string().nullable(),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

/** `GET …/instances/:id/files`: every file of the year, its own and its results', oldest first. */
export const listEvidenceFilesResponseSchema = z.object({ files: z.array(evidenceFileSchema) });
export type ListEvidenceFilesResponse = z.infer<typeof listEvidenceFilesResponseSchema>;

/** The answer to an upload: the stored file. */
export const uploadEvidenceFileResponseSchema = z.object({ file: evidenceFileSchema });

/**
 * The header an upload names its file in: the body is the file's bytes (`application/octet-stream`), and
 * the name is percent-encoded (`encodeURIComponent`) so any name survives an HTTP header.
 */
export const EVIDENCE_FILE_NAME_HEADER = 'x-file-name';
