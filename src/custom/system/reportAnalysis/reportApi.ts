// The calls of /reportAnalysis: the reports shown to me, one report's figures and its file.
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';
import type { ReportDefinition, ReportFigures } from '../../../resources/system/reportAnalysis/model/wire';

export interface Period { from: string; to: string }

export async function shownReports(signal?: AbortSignal): Promise<ReportDefinition[]> {
  return (unwrapData(await requestJson('/api/v2/report-analysis-available', { signal })) as { list: ReportDefinition[] }).list;
}

export async function reportFigures(id: number, period: Period, signal?: AbortSignal): Promise<ReportFigures> {
  return unwrapData(await requestJson(`/api/v2/report-analysis/${id}/figures`, { query: { ...period }, signal })) as ReportFigures;
}

export const reportFile = (id: number, period: Period, format: 'xlsx' | 'csv') =>
  requestFile(`/api/v2/report-analysis/${id}/export`, { query: { ...period, format } }, `report.${format}`);
