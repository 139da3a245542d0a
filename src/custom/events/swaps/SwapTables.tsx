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

type Decided = { remark: string | null; created_by: string; created_at: string; status: SwapStatus; decided_by: string | null; decided_at: string | null; reject_reason: string | null };

/** The cells every swap row ends with: remark, asked by/at, state, decided, actions. */
function RowTail<R extends Decided>({ r, actions }: { r: R; actions: (r: R) => ReactNode }) {
  return (
    <>
      <TableCell sx={clip} title={r.remark ?? undefined}>{r.remark ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.created_by} · {formatDateTime(r.created_at)}</TableCell>
      <TableCell><StatusChip status={r.status} /></TableCell>
      <TableCell sx={clip}>{decided(r)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(r)}</TableCell>
    </>
  );
}
const TAIL_COLUMNS = ['remark', 'asked', 'state', 'decided', ''];

/** A swap table's frame: the head (leading columns, then the tail's), or the empty note when there is no row. */
function SwapFrame({ label, lead, count, children }: { label: string; lead: string[]; count: number; children: ReactNode }) {
  const translate = useTranslate();
  if (!count) return <Typography sx={{ p: 2 }}>{translate(`${T}.none`)}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {[...lead, ...TAIL_COLUMNS].map((c) => (
            <TableCell key={c} align={c === 'qty' ? 'right' : undefined}>{c ? translate(`${T}.col.${c}`) : ''}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

export function SwapTable({ rows, actions, label }: { rows: SwapRow[]; actions: (r: SwapRow) => ReactNode; label: string }) {
  return (
    <SwapFrame label={label} lead={['part', 'request', 'swap', 'qty']} count={rows.length}>
      {rows.map((r) => (
        <TableRow key={r.id} data-status={r.status}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.request.mpn}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{item(r.request)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{item(r.swap)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} title={`${qtyText(r.mpq_by_qty)} × ${r.copies}`}>
            {qtyText(r.qty)} <Typography variant="caption" component="span" color="text.secondary">{`(${qtyText(r.mpq_by_qty)} × ${r.copies})`}</Typography>
          </TableCell>
          <RowTail r={r} actions={actions} />
        </TableRow>
      ))}
    </SwapFrame>
  );
}

export function EsdTable({ rows, actions, label }: { rows: EsdSwapRow[]; actions: (r: EsdSwapRow) => ReactNode; label: string }) {
  const translate = useTranslate();
  return (
    <SwapFrame label={label} lead={['part', 'request', 'swap', 'backlog']} count={rows.length}>
      {rows.map((r) => (
        <TableRow key={r.id} data-status={r.status}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.request?.mpn ?? r.item?.mpn ?? ''}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.kind === 'pair' ? line(r.request) : translate(`${T}.open_item`, { bg: r.item?.bg ?? '', cpn: r.item?.cpn ?? '' })}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.kind === 'pair' ? line(r.swap) : translate(`${T}.open_move`, { qty: qtyText(r.qty), date: r.date ?? '' })}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} title={r.forecast_no ?? undefined}>{r.backlog_no}</TableCell>
          <RowTail r={r} actions={actions} />
        </TableRow>
      ))}
    </SwapFrame>
  );
}
