// Binding the order: to a forecast (its code), and to sales orders through the binding review.
import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderBinding, OrderDetail } from './orderApi';
import type { OrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';

export function BindingsTab({ c, order, bindings }: { c: OrderDetailController; order: OrderDetail; bindings: OrderBinding[] }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const col = (name: string) => translate(`${T}.col.${name}`);
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography>{translate(`${T}.forecastNow`, { code: order.forecast_id ?? '—' })}</Typography>
        <TextField size="small" label={translate(`${T}.forecast`)} value={code} onChange={(e) => setCode(e.target.value)} />
        <Button disabled={!code.trim() || c.busy} onClick={() => c.bindForecast(code)}>{translate(`${T}.bindForecast`)}</Button>
      </Stack>
      <Table size="small" aria-label={translate(`${T}.candidates`)}>
        <TableHead>
          <TableRow>{['so_no', 'so_date', 'status', 'actions'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {c.candidates.map((so) => (
            <TableRow key={so.id}>
              <TableCell>{so.so_no}</TableCell>
              <TableCell>{so.so_date}</TableCell>
              <TableCell>{so.bound ? <Chip size="small" color="success" label={translate(`${T}.bound`)} /> : so.pending ? <Chip size="small" color="warning" label={translate(`${T}.pending`)} /> : null}</TableCell>
              <TableCell>
                <Button size="small" disabled={so.bound || so.pending || c.busy} onClick={() => c.requestBinding([so.id])} aria-label={translate(`${T}.requestBindingOf`, { so: so.so_no })}>
                  {translate(`${T}.requestBinding`)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" aria-label={translate(`${T}.requests`)}>
        <TableHead>
          <TableRow>{['so_no', 'status', 'created_by', 'review_memo'].map((name) => <TableCell key={name}>{col(name)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {bindings.map((b) => (
            <TableRow key={b.id}>
              <TableCell>{String(b.so_id__title ?? b.so_id)}</TableCell>
              <TableCell>{translate(`${T}.statuses.${b.status}`)}</TableCell>
              <TableCell>{b.created_by ?? ''}</TableCell>
              <TableCell>{b.review_memo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
