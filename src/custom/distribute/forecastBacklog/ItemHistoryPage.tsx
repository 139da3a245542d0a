// /distribute/NonCF/itemHistory: every change of a forecast item, newest first (who, when, which
// forecast and line, what changed from what to what).
import { TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { FamilyPicker } from './FamilyPicker';
import { fetchItemHistory } from './api';
import { PlanningTable, T } from './PlanningTable';
import { usePagedList } from './usePagedList';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export default function ItemHistoryPage() {
  const translate = useTranslate();
  const [family, setFamily] = useState<Family | ''>('');
  const list = usePagedList(['item-history', family], (p, s) => fetchItemHistory(family, p, s));
  // One line: "Plant: CN10 → CN20; 2026-12-07: 3000 → 4500".
  const changes = (c: Record<string, [unknown, unknown]>) =>
    Object.entries(c).map(([k, [a, b]]) => `${/^\d{4}-/.test(k) ? k : translate(`${T}.history.fields.${k}`, { _: k })}: ${show(a)} → ${show(b)}`).join('; ');
  return (
    <PlanningTable
      title={translate(`${T}.history.title`)}
      list={list}
      columns={['when', 'who', 'forecast', 'line', 'mpn', 'cpn', 'plant', 'action', 'changes']}
      empty={list.list.length === 0}
      toolbar={<FamilyPicker value={family} onChange={(f) => { setFamily(f); list.setPage(1); }} />}
      rows={list.list.map((h) => (
        <TableRow key={h.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(h.created_at).toLocaleString()}</TableCell>
          <TableCell>{h.created_by}</TableCell>
          <TableCell>{h.forecast_no}</TableCell>
          <TableCell>{h.line_no}</TableCell>
          <TableCell>{h.mpn}</TableCell>
          <TableCell>{h.cpn ?? ''}</TableCell>
          <TableCell>{h.plant ?? ''}</TableCell>
          <TableCell>{translate(`${T}.history.actions.${h.action}`)}</TableCell>
          <TableCell sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis' }} title={changes(h.changes)}>{changes(h.changes)}</TableCell>
        </TableRow>
      ))}
    />
  );
}
