// /analysis/{NonCF,CF}/recordBUFCST/compare/{fNo}/{sNo}: each BU's total in two forecasts.
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { T } from '../../distribute/forecastBacklog/PlanningTable';
import { fetchBuCompare, recordFamilyOf } from './api';
import { CompareTable } from './CompareTable';

export default function RecordBuComparePage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const { fNo = '', sNo = '' } = useParams();
  const query = useQuery({ queryKey: ['planning', 'bu-compare', family, fNo, sNo], queryFn: ({ signal }) => fetchBuCompare(family, fNo, sNo, signal) });
  const d = query.data;
  return (
    <CompareTable
      title={translate(`${T}.records.compare_bu`)}
      back={`/analysis/${RECORD_SEGMENT[family]}/recordBUFCST`}
      sides={d ? `${d.first.no} → ${d.second.no}` : undefined}
      loading={query.isPending}
      error={query.error}
      keys={['bu', 'bu_name']}
      rows={(d?.list ?? []).map((r) => ({ key: r.bu, cells: [r.bu || translate(`${T}.records.no_bu`), r.bu_name ?? ''], first: r.first, second: r.second }))}
    />
  );
}
