// /forecasts: every family's forecasts (BG, date, number, version, source, items, total quantity), newest first.
import { MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FAMILIES, type Family } from '../../../resources/distribute/forecast/model/wire';
import { fetchForecasts } from './api';
import { PlanningTable, T } from './PlanningTable';
import { usePagedList } from './usePagedList';

export default function ForecastsPage() {
  const translate = useTranslate();
  const [family, setFamily] = useState<Family | ''>('');
  const list = usePagedList(['forecasts', family], (p, s) => fetchForecasts(family, p, s));
  return (
    <PlanningTable
      title={translate(`${T}.forecasts.title`)}
      list={list}
      columns={['no', 'family', 'bg', 'forecast_date', 'version', 'source', 'items', 'total_qty', 'created_by']}
      empty={list.list.length === 0}
      toolbar={
        <TextField select size="small" sx={{ minWidth: 160 }} label={translate(`${T}.col.family`)} value={family}
          onChange={(e) => { setFamily(e.target.value as Family | ''); list.setPage(1); }}>
          <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
          {FAMILIES.map((f) => <MenuItem key={f} value={f}>{translate(`${T}.family.${f}`)}</MenuItem>)}
        </TextField>
      }
      rows={list.list.map((f) => (
        <TableRow key={f.id} hover>
          <TableCell><Link to={`/forecasts/detail/${f.id}`}>{f.no}</Link></TableCell>
          <TableCell>{translate(`${T}.family.${f.family}`)}</TableCell>
          <TableCell>{f.bg_code}</TableCell>
          <TableCell>{f.forecast_date}</TableCell>
          <TableCell align="right">{f.version_no}</TableCell>
          <TableCell>{translate(`${T}.source.${f.source}`)}</TableCell>
          <TableCell align="right">{f.item_count}</TableCell>
          <TableCell align="right">{Number(f.total_qty).toLocaleString()}</TableCell>
          <TableCell>{f.created_by}</TableCell>
        </TableRow>
      ))}
    />
  );
}
