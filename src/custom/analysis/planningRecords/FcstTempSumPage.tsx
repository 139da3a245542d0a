// /analysis/history/recordFcstTempSum: the forecast drafts received, one per BG and file, with their rows,
// parts, weeks and total; one opens its rows.
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetchTmpSummaries } from './api';

export default function FcstTempSumPage() {
  const translate = useTranslate();
  const list = usePagedList(['tmp-summary'], (p, s) => fetchTmpSummaries(p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.tmp_title`)}
      list={list}
      columns={['file', 'bg', 'rows', 'parts', 'first_week', 'last_week', 'total_qty', 'created_by']}
      empty={list.list.length === 0}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell><Link to={`/analysis/history/recordFcstTempSum/${r.id}`}>{r.file_name ?? translate(`${T}.records.no_file`)}</Link></TableCell>
          <TableCell>{r.bg_code}</TableCell>
          <TableCell align="right">{r.row_count}</TableCell>
          <TableCell align="right">{r.parts}</TableCell>
          <TableCell>{r.first_week}</TableCell>
          <TableCell>{r.last_week}</TableCell>
          <TableCell align="right">{Number(r.total_qty).toLocaleString()}</TableCell>
          <TableCell>{r.created_by}</TableCell>
        </TableRow>
      ))}
    />
  );
}
