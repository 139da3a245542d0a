// /analysis/{NonCF,CF}/recordBacklogs: the family's backlogs by date; a date opens its lines, and each
// backlog compares with the one before it.
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { RECORD_SEGMENT } from '../../../resources/distribute/forecast/model/records';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetchBacklogRecords, recordFamilyOf } from './api';

export default function RecordBacklogsPage() {
  const translate = useTranslate();
  const family = recordFamilyOf(useLocation().pathname);
  const base = `/analysis/${RECORD_SEGMENT[family]}/recordBacklogs`;
  const list = usePagedList(['record-backlogs', family], (p, s) => fetchBacklogRecords(family, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.backlogs.${family}`)}
      list={list}
      columns={['backlog_date', 'no', 'lines', 'assigned', 'total_qty', 'created_by', 'compare']}
      empty={list.list.length === 0}
      rows={list.list.map((b) => (
        <TableRow key={b.id} hover>
          <TableCell><Link to={`${base}/info/${b.backlog_date}`}>{b.backlog_date}</Link></TableCell>
          <TableCell>{b.no}</TableCell>
          <TableCell align="right">{b.line_count}</TableCell>
          <TableCell align="right">{b.assigned_count}</TableCell>
          <TableCell align="right">{Number(b.total_qty).toLocaleString()}</TableCell>
          <TableCell>{b.created_by}</TableCell>
          <TableCell>{b.previous_id ? <Link to={`${base}/compare/${b.previous_id}/${b.id}`}>{translate(`${T}.records.with_previous`)}</Link> : ''}</TableCell>
        </TableRow>
      ))}
    />
  );
}
