// /reportAnalysis: the period (twelve months to this one by default, kept in the address), the
// reports shown to me, and one report's figures and file.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { businessToday } from '../../../config';
import { saveFile } from '../../../views/importExport/saveFile';
import { reportFigures, reportFile, shownReports, type Period } from './reportApi';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `back` months before `month` (YYYY-MM). */
export function monthBefore(month: string, back: number): string {
  const i = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

export function useReportAnalysisController() {
  const [params, setParams] = useSearchParams();
  const thisMonth = businessToday().slice(0, 7);
  const to = MONTH.test(params.get('to') ?? '') ? params.get('to')! : thisMonth;
  const from = MONTH.test(params.get('from') ?? '') ? params.get('from')! : monthBefore(to, 11);
  const reports = useQuery({ queryKey: ['report-analysis', 'shown'], queryFn: ({ signal }) => shownReports(signal) });
  const setPeriod = (p: Period) => setParams((prev) => { const next = new URLSearchParams(prev); next.set('from', p.from); next.set('to', p.to); return next; }, { replace: true });
  return { period: { from, to }, setPeriod, reports };
}

export function useReportFigures(id: number, period: Period) {
  return useQuery({ queryKey: ['report-analysis', 'figures', id, period.from, period.to], queryFn: ({ signal }) => reportFigures(id, period, signal) });
}

/** Export: the file saved with a success notice (5 s), or the server's words (no figures: "cannot get report info"). */
export function useReportExport(id: number, period: Period) {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'xlsx' | 'csv') => {
    setBusy(true);
    try {
      const file = await reportFile(id, period, format);
      saveFile(file.blob, file.filename);
      notify(translate('screens.reportAnalysis.exported', { name: file.filename }), { type: 'success', autoHideDuration: 5000 });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
