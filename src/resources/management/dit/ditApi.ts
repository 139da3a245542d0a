// The DIT calls beyond the record, through the app's request helper (envelope, headers, errors).
import { requestJson, unwrapData } from '../../../dataProvider';
import type { DitBg, DitForecast, DitRfq, DitSubstitute, DitWinRate } from './model/wire';

export const DIT_KEY = ['dit'] as const;
const get = async <T>(path: string, signal?: AbortSignal) => unwrapData(await requestJson(`/api/v2/dit/${path}`, { signal })) as T;

export const fetchSubstitutes = (id: number, signal?: AbortSignal) => get<DitSubstitute[]>(`material-sub/${id}`, signal);
export const fetchForecast = (id: number, signal?: AbortSignal) => get<DitForecast>(`fcst/${id}`, signal);
export const fetchRfqHistory = (id: number, signal?: AbortSignal) => get<DitRfq[]>(`rfq-history/${id}`, signal);
export const fetchByBg = (signal?: AbortSignal) => get<DitBg[]>('bg', signal);
export const fetchWinRate = (bgId: string, signal?: AbortSignal) => get<DitWinRate>(`win-rate/${bgId}`, signal);
export const raiseRfq = async (body: { dit_id: number; qty: string; target_price: string; due_date: string }) =>
  unwrapData(await requestJson('/api/v2/dit/rfq', { method: 'POST', body })) as { rfq_id: number; rfq_no: string };
