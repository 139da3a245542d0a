// /analysis/history/record830/info/{date}/{type}: every part the 830s of one type received that day asked for.
import { Button, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PlanningTable, T } from '../../distribute/forecastBacklog/PlanningTable';
import { usePagedList } from '../../distribute/forecastBacklog/usePagedList';
import { fetch830Info } from './api';
import { RECORD830 } from './Record830Page';

export default function Record830InfoPage() {
  const translate = useTranslate();
  const { date = '', type = '' } = useParams();
  const list = usePagedList(['record-830-info', date, type], (p, s) => fetch830Info(date, type, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.records.info830`, { date, type: translate(`${T}.records.type.${type === 'cf830' ? 'cf830' : '830'}`) })}
      list={list}
      columns={['bg', 'forecast', 'line', 'site', 'plant', 'cpn', 'mpn', 'total_qty', 'weeks']}
      empty={list.list.length === 0}
      toolbar={<Button component={Link} to={RECORD830}>{translate(`${T}.records.back`)}</Button>}
      rows={list.list.map((l) => (
        <TableRow key={l.id} hover>
          <TableCell>{l.bg_code ?? ''}</TableCell>
          <TableCell>{l.forecast_no ?? ''}</TableCell>
          <TableCell align="right">{l.line_no}</TableCell>
          <TableCell>{l.site_code ?? ''}</TableCell>
          <TableCell>{l.plant ?? ''}</TableCell>
          <TableCell>{l.cpn ?? ''}</TableCell>
          <TableCell>{l.mpn}</TableCell>
          <TableCell align="right">{Number(l.total_qty).toLocaleString()}</TableCell>
          <TableCell align="right">{l.weeks}</TableCell>
        </TableRow>
      ))}
    />
  );
}
