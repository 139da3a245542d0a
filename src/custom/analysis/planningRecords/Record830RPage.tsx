// /analysis/history/record830R (History: record 830R, a {token} route in the spec): the 830s that replaced
// an earlier one of their BG and type, each compared with the one it replaced.
import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetch830R } from './api';

export default function Record830RPage() {
  const translate = useTranslate();
  const list = usePagedList(['record-830R'], (p, s) => fetch830R(p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.edi830R`)}
      list={list}
      extra={<Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.records.edi830R_help`)}</Typography>}
      columns={['record_date', 'type', 'bg', 'forecast', 'previous', 'lines', 'compare']}
      empty={list.list.length === 0}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell>{r.record_date}</TableCell>
          <TableCell>{translate(`${T}.records.type.${r.kind}`)}</TableCell>
          <TableCell>{r.bg_code ?? ''}</TableCell>
          <TableCell>{r.forecast_no ?? ''}</TableCell>
          <TableCell>{r.previous_no ?? ''}</TableCell>
          <TableCell align="right">{r.line_count}</TableCell>
          <TableCell><Link to={`/analysis/history/record830R/compare/${r.previous_id}/${r.id}`}>{translate(`${T}.records.with_previous`)}</Link></TableCell>
        </TableRow>
      ))}
    />
  );
}
