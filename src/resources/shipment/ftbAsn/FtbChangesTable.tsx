// The item changes proposed on one FTB ASN, newest first, with their review (GET /history/{id}).
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../i18n/format';
import type { FtbItemRow } from './ftbApi';
import type { FtbItemChange } from './model';

const T = 'screens.ftb_asn';
const COLOR = { 1: 'warning', 2: 'success', 3: 'error' } as const;
const COLUMNS = ['kind', 'line', 'what', 'status', 'memo', 'by', 'at'];

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export function FtbChangesTable({ changes, items }: { changes: FtbItemChange[]; items: FtbItemRow[] }) {
  const translate = useTranslate();
  const title = translate(`${T}.changes`, { count: changes.length });
  const what = (c: FtbItemChange) =>
    Object.entries(c.after)
      .map(([f, v]) => (c.before ? `${f} ${show(c.before[f])} → ${show(v)}` : `${f} ${show(v)}`))
      .join('; ');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>{title}</Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{translate(`${T}.noChanges`)}</Typography>
      ) : (
        <Table size="small" aria-label={title} sx={{ '& td, & th': { py: 0.25 } }}>
          <TableHead><TableRow>{COLUMNS.map((c) => <TableCell key={c}>{translate(`${T}.changeCol.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{translate(`${T}.kinds.${c.kind}`)}</TableCell>
                <TableCell>{items.find((i) => i.id === c.item_id)?.line_no ?? '—'}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={what(c)}>{what(c)}</TableCell>
                <TableCell><Chip size="small" color={COLOR[c.status as 1 | 2 | 3] ?? 'default'} label={translate(`${T}.reviews.${c.status}`)} /></TableCell>
                <TableCell>{c.audit_memo ?? ''}</TableCell>
                <TableCell>{c.created_by}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
