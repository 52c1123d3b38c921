import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './app-error.ts';

export type MaintenanceSwitch = { isOn: () => boolean };

const FLAG_FILE_NAME = 'maintenance';
const RECHECK_INTERVAL_MS = 1000;

/**
 * Maintenance is on when configured so, or while the file `DATA_DIR/maintenance` exists: an
 * operator can switch a running server without a restart (`touch data/maintenance`).
 */
export function createMaintenanceSwitch(config: AppConfig): MaintenanceSwitch {
  const flagPath = join(config.dataDir, FLAG_FILE_NAME);
  let checkedAt = 0;
  let hasFlagFile = false;
  return {
    isOn: () => {
      if (config.isMaintenanceMode) return true;
      const now = Date.now();
      if (now - checkedAt >= RECHECK_INTERVAL_MS) {
        hasFlagFile = existsSync(flagPath);
        checkedAt = now;
      }
      return hasFlagFile;
    },
  };
}

/** During maintenance the API answers 503, except what the SPA needs to say so. */
export function registerMaintenanceGate(app: FastifyInstance, maintenance: MaintenanceSwitch): void {
  app.addHook('onRequest', async (request) => {
    if (!maintenance.isOn()) return;
    const path = request.url.split('?')[0] ?? '';
    // The server-down page still needs to know how to reach support.
    if (path === '/api/status' || path === '/api/app-config' || path.startsWith('/api/docs')) return;
    if (path.startsWith('/api/') || path.startsWith('/1.0/')) {
      throw new AppError('MAINTENANCE', 'The service is under maintenance. Please try again shortly.');
    }
  });
}
