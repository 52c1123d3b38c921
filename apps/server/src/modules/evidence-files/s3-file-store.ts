import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3FilesConfig } from '../../config.ts';
import { FileMissingError, type FileStore, type StoredFileKey } from './file-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function assertKeyPart(value: string): string {
  if (!UUID.test(value)) throw new Error('A stored file key must be a lower-case uuid.');
  return value;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2) under `<prefix><company id>/<file id>`,
 * through the official client. A PUT is atomic (an object appears whole or not at all) and carries the
 * bytes' SHA-256, which the server checks before it stores them.
 */
export function createS3FileStore(config: S3FilesConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Only the checksums a call needs: the SHA-256 below is sent by us; no chunked trailers that some
    // S3-compatible servers do not read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const companyPrefix = (companyId: string) => `${config.prefix}${assertKeyPart(companyId)}/`;
  const keyOf = (key: StoredFileKey) => `${companyPrefix(key.companyId)}${assertKeyPart(key.id)}`;
  return {
    put: async (key, bytes) => {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
          ChecksumSHA256: createHash('sha256').update(bytes).digest('base64'),
        }),
      );
    },
    open: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        if (!(answer.Body instanceof Readable)) throw new FileMissingError(`No stored file ${key.id}.`);
        return answer.Body;
      } catch (error) {
        if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
          throw new FileMissingError(`No stored file ${key.id}.`);
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
    list: async (companyId) => {
      const prefix = companyPrefix(companyId);
      const stored: Array<{ id: string; writtenAt: Date }> = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const id = object.Key?.slice(prefix.length) ?? '';
          if (UUID.test(id)) stored.push({ id, writtenAt: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return stored;
    },
    listCompanies: async () => {
      const companies: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: config.prefix,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
        for (const common of page.CommonPrefixes ?? []) {
          const id = common.Prefix?.slice(config.prefix.length).replace(/\/$/, '') ?? '';
          if (UUID.test(id)) companies.push(id);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return companies;
    },
  };
}
