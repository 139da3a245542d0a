// The items of an order: lock or unlock each, and shift part of an unlocked item to a sales order (./ShiftDialog.tsx).
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderItem } from './orderApi';
import { mpnOf, ShiftDialog } from './ShiftDialog';
import type { OrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';

export function ItemsTab({ c, items, currency }: { c: OrderDetailController; items: OrderItem[]; currency: string }) {
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
              {/* No vertical padding: two small buttons would make the line taller than a dense list row. */}
              <TableCell sx={{ py: 0, whiteSpace: 'nowrap' }}>
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
      {shifting && <ShiftDialog item={shifting} currency={currency} c={c} onClose={() => setShifting(undefined)} />}
    </>
  );
}
