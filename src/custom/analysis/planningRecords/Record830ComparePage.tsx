// /analysis/history/record830/compare/{fId}/{sId} and /analysis/history/record830R/compare/{fId}/{sId}:
// each part's total in two EDI 830 receipts (each answers to its own screen's rule).
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { T } from '../../distribute/forecastBacklog/PlanningTable';
import { fetch830Compare } from './api';
import { CompareTable } from './CompareTable';

export default function Record830ComparePage() {
  const translate = useTranslate();
  const kind = useLocation().pathname.startsWith('/analysis/history/record830R/') ? '830R' : '830';
  const { fId = '', sId = '' } = useParams();
  const query = useQuery({ queryKey: ['planning', 'edi830-compare', kind, fId, sId], queryFn: ({ signal }) => fetch830Compare(kind, fId, sId, signal) });
  const d = query.data;
  const side = (s: { forecast_no: string | null; record_date: string }) => `${s.forecast_no ?? ''} (${s.record_date})`;
  return (
    <CompareTable
      title={translate(`${T}.records.compare830`)}
      back={`/analysis/history/record${kind}`}
      sides={d ? `${d.first.bg_code ?? ''}: ${side(d.first)} → ${side(d.second)}` : undefined}
      loading={query.isPending}
      error={query.error}
      keys={['mpn', 'cpn']}
      rows={(d?.list ?? []).map((r) => ({ key: r.mpn, cells: [r.mpn, r.cpn ?? ''], first: r.first_qty, second: r.second_qty }))}
    />
  );
}
