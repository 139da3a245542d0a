// The items of an order: lock or unlock each, and shift part of an unlocked item to a sales order.
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderItem } from './orderApi';
import type { OrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';
/** The reference title the server attaches for the material (its MPN), else its id. */
const mpnOf = (item: OrderItem) => String(item.material_id__title ?? item.material_id);

function ShiftDialog({ item, c, onClose }: { item: OrderItem; c: OrderDetailController; onClose: () => void }) {
  const translate = useTranslate();
  const [soId, setSoId] = useState('');
  const [qty, setQty] = useState('');
  const n = Number(qty);
  const valid = soId !== '' && Number.isInteger(n) && n >= 1 && n <= Number(item.qty);
  return (
    <Dialog open onClose={onClose} aria-labelledby="shift-title">
      <DialogTitle id="shift-title">{translate(`${T}.shiftTitle`, { mpn: mpnOf(item) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1, minWidth: 320 }}>
          <TextField select label={translate(`${T}.so`)} value={soId} onChange={(e) => setSoId(e.target.value)}>
            {c.candidates.map((so) => <MenuItem key={so.id} value={String(so.id)}>{so.so_no}</MenuItem>)}
          </TextField>
          <TextField label={translate(`${T}.qty`)} value={qty} onChange={(e) => setQty(e.target.value)} helperText={translate(`${T}.available`, { qty: String(item.qty) })} inputProps={{ inputMode: 'numeric' }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button disabled={!valid || c.busy} onClick={() => void c.shift(item.id, Number(soId), n).then(onClose, () => undefined)}>{translate(`${T}.shift`)}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function ItemsTab({ c, items }: { c: OrderDetailController; items: OrderItem[] }) {
  const translate = useTranslate();
  const [shifting, setShifting] = useState<OrderItem>();
  const col = (name: string) => translate(`${T}.col.${name}`);
  return (
    <>
      <Table size="small" aria-label={translate(`${T}.tabs.items`)}>
        <TableHead>
          <TableRow>{['line_no', 'mpn', 'cpn', 'qty', 'unit_price', 'request_date', 'locked', 'actions'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.line_no}</TableCell>
              <TableCell>{mpnOf(item)}</TableCell>
              <TableCell>{item.cpn ?? ''}</TableCell>
              <TableCell align="right">{String(item.qty)}</TableCell>
              <TableCell align="right">{String(item.unit_price)}</TableCell>
              <TableCell>{item.request_date ?? ''}</TableCell>
              <TableCell>{item.locked ? <Chip size="small" color="warning" label={col('locked')} /> : null}</TableCell>
              <TableCell>
                <Button size="small" disabled={c.busy} onClick={() => c.setLocked(item.id, !item.locked)} aria-label={translate(item.locked ? `${T}.unlockLine` : `${T}.lockLine`, { line: item.line_no })}>
                  {translate(item.locked ? `${T}.unlock` : `${T}.lock`)}
                </Button>
                <Button size="small" disabled={c.busy || item.locked || Number(item.qty) < 1} onClick={() => setShifting(item)} aria-label={translate(`${T}.shiftLine`, { line: item.line_no })}>
                  {translate(`${T}.shift`)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {shifting && <ShiftDialog item={shifting} c={c} onClose={() => setShifting(undefined)} />}
    </>
  );
}
