import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/status', () => {
  let testApp: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'status-test-'));

  beforeAll(async () => {
    testApp = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says requests are accepted', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAcceptingRequests: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says requests are not accepted while the maintenance flag file exists', async () => {
    writeFileSync(join(dataDir, 'maintenance'), '');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    try {
      const status = await testApp.app.inject({ method: 'GET', url: '/api/status' });
      expect(status.json()).toEqual({ isAcceptingRequests: false });
      const other = await testApp.app.inject({ method: 'GET', url: '/api/anything' });
      expect(other.statusCode).toBe(503);
      expect(other.json().error.code).toBe('MAINTENANCE');
    } finally {
      rmSync(join(dataDir, 'maintenance'));
    }
  });
});

describe('GET /api/status in maintenance mode', () => {
  it('answers false when MAINTENANCE_MODE is on', async () => {
    const testApp = await createTestApp({ isMaintenanceMode: true });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/status' });
      expect(response.json()).toEqual({ isAcceptingRequests: false });
    } finally {
      await testApp.close();
    }
  });
});
