// Why a request parameter was refused, in both languages (the parameter's name is added by the caller).
import { MAX_VERSION, MAX_WHOLE, type Locale } from '../../src/schema';

const en = {
  positiveId: () => `must be a whole number from 1 to ${MAX_WHOLE}`,
  idList: (a: { max: number }) => `must be a comma-separated list of at most ${a.max} ids, each a whole number from 1 to ${MAX_WHOLE}`,
  range: (a: { min: number; max: number }) => `must be a whole number from ${a.min} to ${a.max}`,
  instant: () => 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time (YYYY-MM-DDTHH:MM:SS, zone optional), year 1 to 9999',
  nul: () => 'contains a NUL character (\\0), which cannot be stored',
  version: () => `must be a whole number from 0 to ${MAX_VERSION}`,
  /** A body field or path parameter (query parameters use the server catalogue's badParam). */
  field: (a: { field: string; why: string }) => `"${a.field}" ${a.why}`,
};

type Catalogue = { [K in keyof typeof en]: (typeof en)[K] };

const zh: Catalogue = {
  positiveId: () => `必须是 1 到 ${MAX_WHOLE} 的整数`,
  idList: (a) => `必须是以逗号分隔的 ID 列表（最多 ${a.max} 个，每个为 1 到 ${MAX_WHOLE} 的整数）`,
  range: (a) => `必须是 ${a.min} 到 ${a.max} 的整数`,
  instant: () => '必须是日期（YYYY-MM-DD）或 ISO 8601 日期时间（YYYY-MM-DDTHH:MM:SS，时区可选），年份为 1 到 9999',
  nul: () => '包含无法保存的 NUL 字符（\\0）',
  version: () => `必须是 0 到 ${MAX_VERSION} 的整数`,
  field: (a) => `“${a.field}”${a.why}`,
};

const catalogues: Record<Locale, Catalogue> = { 'en-US': en, 'zh-CN': zh };

export function paramText<K extends keyof Catalogue>(locale: Locale, key: K, ...args: Parameters<Catalogue[K]>): string {
  const fn = catalogues[locale][key] as (...a: Parameters<Catalogue[K]>) => string;
  return fn(...args);
}
