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

const clip = { maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// One line a row: what identifies the side; the customer and forecast (or order) in its tooltip.
const item = (s: ItemSide) => (
  <span title={`${s.customer ?? ''} · ${s.forecast_no}`}>
    <strong>{s.bg}</strong> · {s.cpn ?? ''}
  </span>
);

const line = (l: LineSide | null) =>
  l ? (
    <span title={`${l.customer ?? ''} · ${l.cpn ?? ''}`}>
      <strong>{l.bg ?? ''}</strong> · {l.order_no ?? ''} · {qtyText(l.qty)} · ESD {l.esd}
    </span>
  ) : null;

const decided = (r: { decided_by: string | null; decided_at: string | null; reject_reason: string | null }) =>
  r.decided_by ? (
    <span title={r.reject_reason ?? undefined}>
      {r.decided_by} · {r.decided_at ? formatDateTime(r.decided_at) : ''}
      {r.reject_reason ? <Typography variant="body2" component="span" color="error.main">{` · ${r.reject_reason}`}</Typography> : null}
    </span>
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{item(r.request)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{item(r.swap)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} title={`${qtyText(r.mpq_by_qty)} × ${r.copies}`}>
              {qtyText(r.qty)} <Typography variant="caption" component="span" color="text.secondary">{`(${qtyText(r.mpq_by_qty)} × ${r.copies})`}</Typography>
            </TableCell>
            <TableCell sx={clip} title={r.remark ?? undefined}>{r.remark ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.created_by} · {formatDateTime(r.created_at)}</TableCell>
            <TableCell><StatusChip status={r.status} /></TableCell>
            <TableCell sx={clip}>{decided(r)}</TableCell>
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.kind === 'pair' ? line(r.request) : translate(`${T}.open_item`, { bg: r.item?.bg ?? '', cpn: r.item?.cpn ?? '' })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.kind === 'pair' ? line(r.swap) : translate(`${T}.open_move`, { qty: qtyText(r.qty), date: r.date ?? '' })}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }} title={r.forecast_no ?? undefined}>{r.backlog_no}</TableCell>
            <TableCell sx={clip} title={r.remark ?? undefined}>{r.remark ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.created_by} · {formatDateTime(r.created_at)}</TableCell>
            <TableCell><StatusChip status={r.status} /></TableCell>
            <TableCell sx={clip}>{decided(r)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
