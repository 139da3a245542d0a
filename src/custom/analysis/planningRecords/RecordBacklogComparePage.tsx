// /analysis/{NonCF,CF}/recordBacklogs/compare/{fId}/{sId}: the quantities per MPN and CPN that changed between two backlogs.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { T } from '../../distribute/forecastBacklog/PlanningTable';
import { fetchBacklogCompare, recordFamilyOf } from './api';
import { CompareTable } from './CompareTable';

export default function RecordBacklogComparePage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const { fId = '', sId = '' } = useParams();
  const query = useQuery({ queryKey: ['planning', 'backlog-compare', family, fId, sId], queryFn: ({ signal }) => fetchBacklogCompare(family, fId, sId, signal) });
  const d = query.data;
  return (
    <CompareTable
      title={translate(`${T}.records.compare_backlogs`)}
      back={`/analysis/${RECORD_SEGMENT[family]}/recordBacklogs`}
      sides={d ? `${d.first.no} (${d.first.backlog_date}) → ${d.second.no} (${d.second.backlog_date})` : undefined}
      loading={query.isPending}
      error={query.error}
      keys={['mpn', 'cpn']}
      rows={(d?.list ?? []).map((r) => ({ key: `${r.mpn}|${r.cpn}`, cells: [r.mpn, r.cpn ?? ''], first: r.first_qty, second: r.second_qty }))}
    />
  );
}
