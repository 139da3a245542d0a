// /analysis/history/record830 (History: record 830, a {token} route in the spec): the EDI 830 planning
// schedules received, newest first; a date opens that day's lines of its type, and each receipt
// compares with the one before it of the same BG.
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetch830 } from './api';

export const RECORD830 = '/analysis/history/record830';

export default function Record830Page() {
  const translate = useTranslate();
  const list = usePagedList(['record-830'], (p, s) => fetch830(p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.edi830`)}
      list={list}
      extra={<Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.records.edi830_help`)}</Typography>}
      columns={['record_date', 'type', 'bg', 'forecast', 'lines', 'status', 'who', 'compare']}
      empty={list.list.length === 0}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell><Link to={`${RECORD830}/info/${r.record_date}/${r.kind}`}>{r.record_date}</Link></TableCell>
          <TableCell>{translate(`${T}.records.type.${r.kind}`)}</TableCell>
          <TableCell>{r.bg_code ?? ''}</TableCell>
          <TableCell>{r.forecast_no ?? ''}</TableCell>
          <TableCell align="right">{r.line_count}</TableCell>
          <TableCell>{translate(`${T}.records.status.${r.status}`)}</TableCell>
          <TableCell>{r.created_by ?? ''}</TableCell>
          <TableCell>{r.previous_id ? <Link to={`${RECORD830}/compare/${r.previous_id}/${r.id}`}>{translate(`${T}.records.with_previous`)}</Link> : ''}</TableCell>
        </TableRow>
      ))}
    />
  );
}
