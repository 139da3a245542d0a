// The calls of /system/ReportAnalysis: the reports with their viewers, their writes, one user's view.
import { requestJson, unwrapData } from '../../../dataProvider';
import type { ReportDefinition, UserReports } from '../../../resources/system/reportAnalysis/model/wire';

const BASE = '/api/v2/report-analysis';
export type ReportForm = Omit<ReportDefinition, 'id' | 'version' | 'users' | 'updated_at' | 'updated_by'>;
export interface UserOption { id: number; name: string; nick_name: string | null }

export async function listReports(signal?: AbortSignal): Promise<ReportDefinition[]> {
  return (unwrapData(await requestJson(BASE, { signal })) as { list: ReportDefinition[] }).list;
}

export async function saveReport(form: ReportForm, existing?: ReportDefinition): Promise<ReportDefinition> {
  const body = existing ? { ...form, version: existing.version } : form;
  return unwrapData(await requestJson(existing ? `${BASE}/${existing.id}` : BASE, { method: existing ? 'PUT' : 'POST', body })) as ReportDefinition;
}

export const removeReport = async (id: number) => void (await requestJson(`${BASE}/${id}`, { method: 'DELETE' }));

export async function userView(userId: number, signal?: AbortSignal): Promise<UserReports> {
  return unwrapData(await requestJson(`${BASE}/user`, { query: { user_id: String(userId) }, signal })) as UserReports;
}

export async function findUsers(keyword: string, signal?: AbortSignal): Promise<UserOption[]> {
  const query = { page: '1', size: '20', ...(keyword ? { keyword } : {}) };
  return (unwrapData(await requestJson('/api/v2/common/user', { query, signal })) as { list: UserOption[] }).list;
}
