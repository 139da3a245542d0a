// The third-party report's logic: the period (applied on Show), the counts per party and kind, the
// failed or pending items of all parties or of one chosen row, and the .xlsx export.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { unwrapData } from '../../../dataProvider/envelope';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { saveFile } from '../../../views/importExport/saveFile';
import {
  THIRD_PARTY_EXPORT_PATH,
  THIRD_PARTY_PROBLEMS_PATH,
  THIRD_PARTY_REPORT_BASE,
  type ThirdPartyProblems,
  type ThirdPartySummary,
  type ThirdPartySummaryRow,
} from '../../../contract/thirdPartyReport';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The chosen row of the drill-down (none: every party's items). */
export type ProblemScope = Pick<ThirdPartySummaryRow, 'party_type' | 'party' | 'kind'>;

export function useThirdPartyReportController(now = new Date()) {
  const notify = useNotify();
  const [draft, setDraft] = useState({ from: iso(new Date(now.getTime() - 29 * DAY)), to: iso(now) });
  const [period, setPeriod] = useState(draft);
  const [scope, setScope] = useState<ProblemScope>();
  const summary = useQuery({
    queryKey: ['thirdPartyReport', 'summary', period],
    queryFn: async ({ signal }) => unwrapData(await requestJson(THIRD_PARTY_REPORT_BASE, { signal, query: period })) as ThirdPartySummary,
  });
  const problems = useQuery({
    queryKey: ['thirdPartyReport', 'problems', period, scope ?? null],
    queryFn: async ({ signal }) =>
      unwrapData(await requestJson(THIRD_PARTY_PROBLEMS_PATH, { signal, query: { ...period, ...(scope ?? {}) } })) as ThirdPartyProblems,
  });
  const rows = summary.data?.list ?? [];
  const totals = rows.reduce((t, r) => ({ total: t.total + r.total, failed: t.failed + r.failed, pending: t.pending + r.pending }), { total: 0, failed: 0, pending: 0 });
  const error = summary.error ?? problems.error;

  async function exportBook() {
    try {
      const query = new URLSearchParams(period).toString();
      const file = await requestFile(`${THIRD_PARTY_EXPORT_PATH}?${query}`, {}, `third_party_report_${period.from}_${period.to}.xlsx`);
      saveFile(file.blob, file.filename);
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    }
  }

  return {
    draft,
    setFrom: (from: string) => setDraft((d) => ({ ...d, from })),
    setTo: (to: string) => setDraft((d) => ({ ...d, to })),
    apply: () => { setPeriod(draft); setScope(undefined); },
    rows,
    totals,
    scope,
    setScope,
    problems: problems.data?.list ?? [],
    truncated: problems.data?.truncated ?? false,
    loading: summary.isLoading,
    error: error ? (error instanceof Error ? error.message : String(error)) : undefined,
    exportBook,
  };
}

export type ThirdPartyReportController = ReturnType<typeof useThirdPartyReportController>;
