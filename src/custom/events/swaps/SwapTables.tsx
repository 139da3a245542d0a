// The two tables both swap screens show: item swaps (what moves between which forecast items) and
// ESD swaps (which lines exchange ESDs, or what an open one brings forward), with their state.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import type { EsdSwapRow, ItemSide, LineSide, SwapRow, SwapStatus } from '../../../resources/distribute/swap/model/wire';

const T = 'screens.swaps';
const COLOR = { pending: 'warning', agreed: 'success', refused: 'error' } as const;
export const qtyText = (v: string | null) => (v === null ? '' : formatNumber(v, 3));

export function StatusChip({ status }: { status: SwapStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[status]} label={translate(`${T}.status.${status}`)} />;
}

const item = (s: ItemSide) => (
  <>
    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{s.bg}</Typography> · {s.customer ?? ''} · {s.cpn ?? ''}
    <Typography variant="caption" component="div" color="text.secondary">{s.forecast_no}</Typography>
  </>
);

const line = (l: LineSide | null) =>
  l ? (
    <>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>{l.bg ?? ''}</Typography> · {l.order_no ?? ''} · {qtyText(l.qty)}
      <Typography variant="caption" component="div" color="text.secondary">ESD {l.esd}</Typography>
    </>
  ) : null;

const decided = (r: { decided_by: string | null; decided_at: string | null; reject_reason: string | null }) =>
  r.decided_by ? (
    <>
      {r.decided_by} · {r.decided_at ? formatDateTime(r.decided_at) : ''}
      {r.reject_reason ? <Typography variant="caption" component="div" color="error.main">{r.reject_reason}</Typography> : null}
    </>
  ) : null;

export function SwapTable({ rows, actions, label }: { rows: SwapRow[]; actions: (r: SwapRow) => ReactNode; label: string }) {
  const translate = useTranslate();
  if (!rows.length) return <Typography sx={{ p: 2 }}>{translate(`${T}.none`)}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {['part', 'request', 'swap', 'qty', 'remark', 'asked', 'state', 'decided', ''].map((c) => (
            <TableCell key={c} align={c === 'qty' ? 'right' : undefined}>{c ? translate(`${T}.col.${c}`) : ''}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-status={r.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.request.mpn}</TableCell>
            <TableCell>{item(r.request)}</TableCell>
            <TableCell>{item(r.swap)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {qtyText(r.qty)}
              <Typography variant="caption" component="div" color="text.secondary">{`${qtyText(r.mpq_by_qty)} × ${r.copies}`}</Typography>
            </TableCell>
            <TableCell>{r.remark ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.created_by} · {formatDateTime(r.created_at)}</TableCell>
            <TableCell><StatusChip status={r.status} /></TableCell>
            <TableCell>{decided(r)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function EsdTable({ rows, actions, label }: { rows: EsdSwapRow[]; actions: (r: EsdSwapRow) => ReactNode; label: string }) {
  const translate = useTranslate();
  if (!rows.length) return <Typography sx={{ p: 2 }}>{translate(`${T}.none`)}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {['part', 'request', 'swap', 'backlog', 'remark', 'asked', 'state', 'decided', ''].map((c) => (
            <TableCell key={c}>{c ? translate(`${T}.col.${c}`) : ''}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-status={r.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.request?.mpn ?? r.item?.mpn ?? ''}</TableCell>
            <TableCell>{r.kind === 'pair' ? line(r.request) : translate(`${T}.open_item`, { bg: r.item?.bg ?? '', cpn: r.item?.cpn ?? '' })}</TableCell>
            <TableCell>{r.kind === 'pair' ? line(r.swap) : translate(`${T}.open_move`, { qty: qtyText(r.qty), date: r.date ?? '' })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {r.backlog_no}
              <Typography variant="caption" component="div" color="text.secondary">{r.forecast_no ?? ''}</Typography>
            </TableCell>
            <TableCell>{r.remark ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.created_by} · {formatDateTime(r.created_at)}</TableCell>
            <TableCell><StatusChip status={r.status} /></TableCell>
            <TableCell>{decided(r)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
