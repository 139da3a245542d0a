// /analysis/{NonCF,CF}/recordBacklogs/info/{date}: every backlog line of that date, assigned or why not.
import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetchBacklogDate, recordFamilyOf } from './api';

export default function RecordBacklogInfoPage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const date = useParams().date ?? '';
  const list = usePagedList(['record-backlog-date', family, date], (p, s) => fetchBacklogDate(family, date, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.date_title`, { date })}
      list={list}
      columns={['no', 'line', 'order_no', 'customer', 'bg', 'cpn', 'mpn', 'qty', 'request_date', 'esd', 'reason']}
      empty={list.list.length === 0}
      toolbar={<Button component={Link} to={`/analysis/${RECORD_SEGMENT[family]}/recordBacklogs`}>{translate(`${T}.records.back`)}</Button>}
      rows={list.list.map((l) => (
        <TableRow key={l.id} hover>
          <TableCell>{l.backlog_no}</TableCell>
          <TableCell>{l.line_no}</TableCell>
          <TableCell>{l.order_no ?? ''}</TableCell>
          <TableCell>{l.customer ?? ''}</TableCell>
          <TableCell>{l.bg_code ?? ''}</TableCell>
          <TableCell>{l.cpn ?? ''}</TableCell>
          <TableCell>{l.mpn}</TableCell>
          <TableCell align="right">{Number(l.qty).toLocaleString()}</TableCell>
          <TableCell>{l.request_date}</TableCell>
          <TableCell>{l.esd}</TableCell>
          <TableCell>{l.assigned ? translate(`${T}.records.assigned`) : translate(`${T}.reason.${l.unassigned_reason ?? 'deleted'}`)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
