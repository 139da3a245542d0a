// get-system-info (document 1 sections 3 and 7): what the footer's version dialog shows, measured
// on the machine that runs the server. Any signed-in user may read it.
import { loadavg, totalmem, freemem } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { access } from '../http/routeAccess';
import { ok } from '../http/errors';
import { readDiskUsage, type DiskUsage } from './diskUsage';

export const SYSTEM_INFO_PATH = '/api/v1/system/info';

export interface SystemInfo {
  version: string;
  environment: string;
  /** ISO 8601, the server's clock. */
  current_time: string;
  disk_space_info: DiskUsage[];
  /** Bytes. */
  memory_used: number;
  memory_total: number;
  /** One-minute load average (0 on Windows, which has none). */
  cpu_load: number;
}

export async function readSystemInfo(config: ServerConfig): Promise<SystemInfo> {
  const total = totalmem();
  return {
    version: config.version,
    environment: config.env,
    current_time: new Date().toISOString(),
    disk_space_info: await readDiskUsage(),
    memory_used: total - freemem(),
    memory_total: total,
    cpu_load: Math.round(loadavg()[0] * 100) / 100,
  };
}

export function registerSystemInfoRoutes(app: FastifyInstance, config: ServerConfig) {
  app.get(SYSTEM_INFO_PATH, access('signedIn'), async () => {
    return ok(await readSystemInfo(config));
  });
}
