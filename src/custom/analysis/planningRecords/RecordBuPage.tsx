// /analysis/{NonCF,CF}/recordBUFCST: the family's forecasts with their BU counts and totals; one opens its
// BU totals, and each compares with the BG's previous version.
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetchBuRecords, recordFamilyOf } from './api';

export default function RecordBuPage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const base = `/analysis/${RECORD_SEGMENT[family]}/recordBUFCST`;
  const list = usePagedList(['record-bu', family], (p, s) => fetchBuRecords(family, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.bu.${family}`)}
      list={list}
      columns={['no', 'bg', 'forecast_date', 'version', 'source', 'bu_count', 'total_qty', 'compare']}
      empty={list.list.length === 0}
      rows={list.list.map((f) => (
        <TableRow key={f.id} hover>
          <TableCell><Link to={`${base}/detail/${f.id}`}>{f.no}</Link></TableCell>
          <TableCell>{f.bg_code}</TableCell>
          <TableCell>{f.forecast_date}</TableCell>
          <TableCell align="right">{f.version_no}</TableCell>
          <TableCell>{translate(`${T}.source.${f.source}`)}</TableCell>
          <TableCell align="right">{f.bu_count}</TableCell>
          <TableCell align="right">{Number(f.total_qty).toLocaleString()}</TableCell>
          <TableCell>{f.previous_no ? <Link to={`${base}/compare/${encodeURIComponent(f.previous_no)}/${encodeURIComponent(f.no)}`}>{translate(`${T}.records.with_previous`)}</Link> : ''}</TableCell>
        </TableRow>
      ))}
    />
  );
}
