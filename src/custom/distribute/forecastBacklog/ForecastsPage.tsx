// /forecasts: every family's forecasts (BG, date, number, version, source, items, total quantity), newest first.
import { TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { FamilyPicker } from './FamilyPicker';
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
      toolbar={<FamilyPicker value={family} onChange={(f) => { setFamily(f); list.setPage(1); }} />}
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
