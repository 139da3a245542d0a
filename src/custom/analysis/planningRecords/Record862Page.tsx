// /analysis/history/record862 (History: record 862, a {token} route in the spec): the 862 shipping schedules
// received from VMI customers, with their lines summed and whether they were applied to the hub's stock.
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetch862 } from './api';

const money = (v: string) => Number(v).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default function Record862Page() {
  const translate = useTranslate();
  const list = usePagedList(['record-862'], (p, s) => fetch862(p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.edi862`)}
      list={list}
      columns={['doc_no', 'release_no', 'doc_date', 'sloc', 'customer', 'lines', 'total_qty', 'amount', 'status']}
      empty={list.list.length === 0}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell>{r.doc_no}</TableCell>
          <TableCell>{r.release_no ?? ''}</TableCell>
          <TableCell>{r.doc_date}</TableCell>
          <TableCell>{r.sloc ?? ''}</TableCell>
          <TableCell>{r.customer ?? ''}</TableCell>
          <TableCell align="right">{r.line_count}</TableCell>
          <TableCell align="right">{Number(r.total_qty).toLocaleString()}</TableCell>
          <TableCell align="right">{money(r.amount)}</TableCell>
          <TableCell>{translate(`${T}.records.status.${r.status}`)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
