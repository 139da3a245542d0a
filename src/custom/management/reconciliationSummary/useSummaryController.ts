// The reconciliation summary's logic: the year's summary (GET /api/v2/avm-employee/summary) and the
// year's AVM employee rows, with the row calls (edit rate and remark, calculate, export, download).
// Amounts stay the server's exact decimal text.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { AVM_EMPLOYEE_BASE, type AvmEmployeeRow, type SummaryAnswer } from '../../../resources/management/avmEmployee/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';

const T = 'screens.avm_summary';

export function useSummaryController() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [year, setYear] = useState<number>();
  const [month, setMonth] = useState('');
  const [busy, setBusy] = useState(false);
  const summary = useQuery({
    queryKey: ['avmEmployee', 'summary', year ?? 'latest'],
    queryFn: async ({ signal }) => unwrapData(await requestJson(`${AVM_EMPLOYEE_BASE}/summary`, { signal, query: year ? { year: String(year) } : {} })) as SummaryAnswer,
  });
  const shown = summary.data?.year;
  const rows = useQuery({
    queryKey: ['avmEmployee', 'rows', shown],
    enabled: shown !== undefined,
    queryFn: async ({ signal }) => (unwrapData(await requestJson(AVM_EMPLOYEE_BASE, { signal, query: { year: String(shown), size: '500' } })) as { list: AvmEmployeeRow[] }).list,
  });
  const fail = (err: unknown) => notify(err instanceof Error ? err.message : String(err), { type: 'error' });

  async function run(work: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await work();
      notify(translate(`${T}.${done}`), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['avmEmployee'] });
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const calculate = (row: AvmEmployeeRow) => run(() => requestJson(`${AVM_EMPLOYEE_BASE}/calculate/${row.id}`, { method: 'PUT', body: { version: row.version } }), 'calculated');
  const save = (body: Record<string, unknown>) => run(() => requestJson(AVM_EMPLOYEE_BASE, { method: 'PUT', body }), 'saved');
  async function download(path: string, fallback: string) {
    try {
      const file = await requestFile(path, {}, fallback);
      saveFile(file.blob, file.filename);
    } catch (err) {
      fail(err);
    }
  }
  const error = summary.error ?? rows.error;
  const customers = (summary.data?.customers ?? []).filter((c) => !month || c.month === month);
  const managers = [...new Map((rows.data ?? []).map((r) => [r.user_id, r.nick_name ?? r.user_name])).entries()];
  return {
    year: shown,
    setYear: (y: number) => { setYear(y); setMonth(''); },
    years: summary.data?.years ?? [],
    months: summary.data?.months ?? [],
    monthList: [...new Set((summary.data?.customers ?? []).map((c) => c.month))],
    month,
    setMonth,
    customers,
    rows: rows.data ?? [],
    managers,
    busy,
    loading: summary.isLoading || rows.isLoading,
    error: error ? String(error instanceof Error ? error.message : error) : undefined,
    calculate,
    save,
    exportRow: (row: AvmEmployeeRow) => download(`${AVM_EMPLOYEE_BASE}/export/${row.id}`, `avm_employee_${row.user_name}_${row.period}.xlsx`),
    downloadAll: () => download(`${AVM_EMPLOYEE_BASE}/download${shown ? `?year=${shown}` : ''}`, 'avm_employee.xlsx'),
  };
}

export type SummaryController = ReturnType<typeof useSummaryController>;
