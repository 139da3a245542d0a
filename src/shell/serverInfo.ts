// GET /api/v1/info: the version and environment the server runs (public, no sign-in needed).
import { requestJson } from '../dataProvider/http';

export const INFO_PATH = '/api/v1/info';

export type Environment = 'development' | 'staging' | 'uat' | 'production';
const ENVIRONMENTS: readonly string[] = ['development', 'staging', 'uat', 'production'];

export interface ServerInfo {
  version: string;
  environment: Environment;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The info from an answer (in `data`, or at the top level); an unknown environment counts as production, which shows nothing. */
export function toServerInfo(body: unknown): ServerInfo | undefined {
  if (!isObject(body)) return undefined;
  const source = isObject(body.data) ? body.data : body;
  if (typeof source.version !== 'string') return undefined;
  const environment = typeof source.environment === 'string' && ENVIRONMENTS.includes(source.environment) ? (source.environment as Environment) : 'production';
  return { version: source.version, environment };
}

export async function fetchServerInfo(): Promise<ServerInfo | undefined> {
  return toServerInfo(await requestJson(INFO_PATH));
}
