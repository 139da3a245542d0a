// get-system-info as the version dialog reads it (GET /api/v1/system/info, any signed-in user).
import { requestJson } from '../dataProvider/http';

export const SYSTEM_INFO_PATH = '/api/v1/system/info';

export interface DiskUsage {
  mounted_on: string;
  used_percent: number;
}

export interface SystemInfo {
  version: string;
  environment: string;
  current_time: string;
  disk_space_info: DiskUsage[];
  memory_used: number;
  memory_total: number;
  cpu_load: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** The answer's data with missing parts made harmless (an empty disk list, zeros). */
export function toSystemInfo(body: unknown): SystemInfo {
  const d = isObject(body) && isObject(body.data) ? body.data : {};
  const disks = Array.isArray(d.disk_space_info) ? d.disk_space_info.filter(isObject) : [];
  return {
    version: String(d.version ?? ''),
    environment: String(d.environment ?? ''),
    current_time: String(d.current_time ?? ''),
    disk_space_info: disks.map((x) => ({ mounted_on: String(x.mounted_on ?? ''), used_percent: num(x.used_percent) })),
    memory_used: num(d.memory_used),
    memory_total: num(d.memory_total),
    cpu_load: num(d.cpu_load),
  };
}

export const fetchSystemInfo = async (): Promise<SystemInfo> => toSystemInfo(await requestJson(SYSTEM_INFO_PATH));

/** Memory in use as a percentage with two decimals (document 1 section 9), e.g. "37.50". */
export function memoryPercent(used: number, total: number): string {
  return total > 0 ? ((used / total) * 100).toFixed(2) : '0.00';
}

/** Bytes as GiB with one decimal, for the memory line's detail. */
export const gibibytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
