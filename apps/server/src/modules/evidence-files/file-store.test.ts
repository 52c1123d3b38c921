import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import { createLocalFileStore, FileMissingError, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const directories: string[] = [];
function makeDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  directories.push(directory);
  return directory;
}

let s3: S3rver;
let s3Endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: makeDirectory('s3rver-'),
    configureBuckets: [{ name: 'evidence' }],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

function s3Store(): FileStore {
  const config = readConfig({
    FILES_STORE: 's3',
    FILES_S3_BUCKET: 'evidence',
    FILES_S3_PREFIX: 'tenants',
    FILES_S3_ENDPOINT: s3Endpoint,
    FILES_S3_FORCE_PATH_STYLE: 'true',
    FILES_S3_ACCESS_KEY_ID: 'S3RVER',
    FILES_S3_SECRET_ACCESS_KEY: 'S3RVER',
  }).files;
  if (config.store !== 's3') throw new Error('not s3');
  return createS3FileStore(config);
}

describe.each([
  ['the local directory', () => createLocalFileStore(makeDirectory('files-'))],
  ['an S3-compatible bucket (s3rver)', s3Store],
])('the file store in %s', (_name, makeStore) => {
  it('keeps bytes by company and id, lists them, and removes them', async () => {
    const store = makeStore();
    const companyId = randomUUID();
    const other = randomUUID();
    const id = randomUUID();
    const bytes = Buffer.from('%PDF-1.4 a bill\n%%EOF');
    await store.put({ companyId, id }, bytes);
    expect((await readAll(await store.open({ companyId, id }))).equals(bytes)).toBe(true);
    const listed = await store.list(companyId);
    expect(listed.map((file) => file.id)).toEqual([id]);
    expect(listed[0]?.writtenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await store.list(other)).toEqual([]);
    expect(await store.listCompanies()).toContain(companyId);
    expect(await store.listCompanies()).not.toContain(other);
    await expect(store.open({ companyId: other, id })).rejects.toBeInstanceOf(FileMissingError);
    await store.remove({ companyId, id });
    await expect(store.open({ companyId, id })).rejects.toBeInstanceOf(FileMissingError);
    await store.remove({ companyId, id });
  });

  it('never builds a key from anything but uuids', async () => {
    const store = makeStore();
    const companyId = randomUUID();
    for (const id of ['../../etc/passwd', 'bill.pdf', `${randomUUID()}/x`]) {
      await expect(store.put({ companyId, id }, Buffer.from('x'))).rejects.toThrow('uuid');
    }
    await expect(store.list('..')).rejects.toThrow('uuid');
  });
});

describe('the local store', () => {
  it('writes under <root>/<company>/<id> and leaves no temporary file behind', async () => {
    const root = makeDirectory('files-');
    const store = createLocalFileStore(root);
    const companyId = randomUUID();
    const id = randomUUID();
    await store.put({ companyId, id }, Buffer.from('content'));
    expect(readdirSync(join(root, companyId))).toEqual([id]);
    expect(existsSync(join(root, companyId, id))).toBe(true);
  });
});

describe('evidence files kept in an S3-compatible bucket', () => {
  it('uploads, downloads and deletes through the routes, keyed by company and id', async () => {
    const store = s3Store();
    const testApp = await createTestApp({}, { fileStore: store });
    try {
      const acme = await setUpCompanyClients(testApp.app);
      const { instanceId } = await createProject(acme.owner);
      const bytes = Buffer.from('%PDF-1.7\n% an annual statement\n%%EOF\n');
      const uploaded = await acme.editor.inject({
        method: 'POST',
        url: `/api/company/calculator/instances/${instanceId}/files`,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'statement.pdf' },
        payload: bytes,
      });
      expect(uploaded.statusCode).toBe(201);
      const file = uploaded.json().file;
      expect((await store.list(acme.companyId)).map((entry) => entry.id)).toEqual([file._id]);
      const download = await acme.viewer.inject({
        method: 'GET',
        url: `/api/company/calculator/files/${file._id}`,
      });
      expect(download.rawPayload.equals(bytes)).toBe(true);
      const removed = await acme.admin.inject({
        method: 'DELETE',
        url: `/api/company/calculator/files/${file._id}`,
      });
      expect(removed.statusCode).toBe(200);
      expect(await store.list(acme.companyId)).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
