// /analysis/history/recordFcstTempSum/{id}: the rows of one forecast draft received.
import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetchTmpSummary } from './api';

export default function FcstTempSumItemPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const list = usePagedList(['tmp-summary-item', id], (p, s) => fetchTmpSummary(id, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.tmp_rows`)}
      list={list}
      columns={['site', 'plant', 'cpn', 'mpn', 'week', 'qty']}
      empty={list.list.length === 0}
      toolbar={<Button component={Link} to="/analysis/history/recordFcstTempSum">{translate(`${T}.records.back`)}</Button>}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          <TableCell>{r.site_code ?? ''}</TableCell>
          <TableCell>{r.plant ?? ''}</TableCell>
          <TableCell>{r.cpn ?? ''}</TableCell>
          <TableCell>{r.mpn}</TableCell>
          <TableCell>{r.week_start}</TableCell>
          <TableCell align="right">{Number(r.qty).toLocaleString()}</TableCell>
        </TableRow>
      ))}
    />
  );
}
