// The purchase reconciliation's page: the generic show, then calculate / export, the service fee
// and the lines, whose confirmed quantity the clerk changes (with a remark) until it is confirmed.
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { raName } from '../../declarations';
import { ResourceShow } from '../../../views/ResourceShow';
import { avmPurchase } from './model/avmPurchase';
import { useAvmPurchaseController, type PurchaseLine } from './useAvmPurchaseController';

const T = 'screens.avm_purchase';
const COLUMNS = ['po', 'mpn', 'qty', 'unit_price', 'amount', 'confirmed_qty', 'confirmed_amount', 'remark', 'action'];
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

function LineRow({ line, open, busy, onSave }: { line: PurchaseLine; open: boolean; busy: boolean; onSave: (qty: string, remark: string) => Promise<boolean> }) {
  const translate = useTranslate();
  const [qty, setQty] = useState(String(line.confirmed_qty));
  const [remark, setRemark] = useState(line.remark ?? '');
  const changed = qty !== String(line.confirmed_qty) || remark !== (line.remark ?? '');
  const po = `${line.po_no}/${line.po_line}`;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{po}</TableCell>
      <TableCell>{line.material_id__title ?? ''}</TableCell>
      <TableCell {...num}>{formatNumber(line.qty, 0)}</TableCell>
      <TableCell {...num}>{formatNumber(line.unit_price, 5)}</TableCell>
      <TableCell {...num}>{formatNumber(line.amount)}</TableCell>
      <TableCell {...num}>
        {open ? <TextField size="small" value={qty} onChange={(e) => setQty(e.target.value)} inputProps={{ inputMode: 'numeric', 'aria-label': translate(`${T}.qty_for`, { po }) }} sx={{ width: 100 }} /> : formatNumber(line.confirmed_qty, 0)}
      </TableCell>
      <TableCell {...num}>{formatNumber(line.confirmed_amount)}</TableCell>
      <TableCell>
        {open ? <TextField size="small" value={remark} onChange={(e) => setRemark(e.target.value)} inputProps={{ 'aria-label': translate(`${T}.remark_for`, { po }) }} sx={{ width: 160 }} /> : (line.remark ?? '')}
      </TableCell>
      <TableCell>
        {open ? (
          <Button size="small" disabled={busy || !changed} onClick={() => void onSave(qty, remark)}>
            {translate(`${T}.save_line`)}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}

function PurchaseDetails() {
  const translate = useTranslate();
  const c = useAvmPurchaseController();
  const { canAccess: canWrite } = useCanAccess({ resource: raName(avmPurchase), action: 'edit' });
  const open = Boolean(canWrite) && c.record?.status !== 'confirmed';
  const currency = String(c.record?.currency ?? '');
  return (
    <Box component="section" aria-label={translate(`${T}.details`)} sx={{ px: 2, pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {open ? (
          <Button size="small" variant="contained" disabled={c.busy} onClick={() => void c.calculate()}>
            {translate(`${T}.calculate`)}
          </Button>
        ) : null}
        <Button size="small" onClick={() => void c.exportFile()} disabled={!c.lines.length}>
          {translate(`${T}.export`)}
        </Button>
      </Stack>
      {c.fee ? (
        <Typography variant="body2" sx={{ mb: 1 }} aria-label={translate(`${T}.fee_title`)}>
          {translate(`${T}.fee_line`, { base: formatNumber(c.fee.base_amount), rate: formatNumber(c.fee.service_fee_rate, 4), fee: formatNumber(c.fee.service_fee), total: formatNumber(c.fee.total_amount), currency })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.help`)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${T}.details`)}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((k) => (
                <TableCell key={k}>{translate(`${T}.col_${k}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {c.lines.map((l) => (
              <LineRow key={`${l.id}-${l.confirmed_qty}-${l.remark ?? ''}`} line={l} open={open} busy={c.busy} onSave={(qty, remark) => c.changeLine(l.id, qty, remark)} />
            ))}
            {!c.lines.length ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{translate(`${T}.empty`)}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

export default function AvmPurchaseShow() {
  return (
    <ResourceShow>
      <PurchaseDetails />
    </ResourceShow>
  );
}
