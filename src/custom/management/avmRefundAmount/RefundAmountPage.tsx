// /am/reconciliation/refundAmount: the rebates each customer earned in a year on the reconciled
// sales, the part deducted on invoices and the part to refund, with every year's totals above.
import { Alert, Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import { useRefundAmountController } from './useRefundAmountController';

const T = 'screens.avm_refund';
const AMOUNTS = ['sales_amount', 'rebate_amount', 'deducted_amount', 'refund_amount'] as const;
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };

export default function RefundAmountPage() {
  const translate = useTranslate();
  const c = useRefundAmountController();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${T}.title`)}
      </Typography>
      {c.error ? <Alert severity="error" sx={{ mb: 2 }}>{c.error}</Alert> : null}
      <Typography variant="subtitle1" component="h2">{translate(`${T}.by_year`)}</Typography>
      <Table size="small" aria-label={translate(`${T}.by_year`)} sx={{ mb: 3 }}>
        <TableHead>
          <TableRow>
            {['year', 'currency', 'customers', ...AMOUNTS].map((k) => <TableCell key={k} align={k === 'year' || k === 'currency' ? 'left' : 'right'}>{translate(`${T}.col_${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {c.years.map((y) => (
            <TableRow key={`${y.year}-${y.currency}`}>
              <TableCell>{y.year}</TableCell>
              <TableCell>{y.currency}</TableCell>
              <TableCell {...num}>{y.customers}</TableCell>
              {AMOUNTS.map((k) => <TableCell key={k} {...num}>{formatNumber(y[k])}</TableCell>)}
            </TableRow>
          ))}
          {!c.years.length && !c.loading ? <TableRow><TableCell colSpan={7}>{translate(`${T}.none`)}</TableCell></TableRow> : null}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2">{translate(`${T}.by_customer`)}</Typography>
        <TextField id="refund-year" select size="small" label={translate(`${T}.year`)} value={c.year ?? ''} onChange={(e) => c.setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
          {c.yearList.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
      </Box>
      <Table size="small" aria-label={translate(`${T}.by_customer`)}>
        <TableHead>
          <TableRow>
            {['customer', 'currency', 'reconciliations', ...AMOUNTS].map((k) => <TableCell key={k} align={k === 'customer' || k === 'currency' ? 'left' : 'right'}>{translate(`${T}.col_${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {c.customers.map((r) => (
            <TableRow key={`${r.customer_id}-${r.currency}`}>
              <TableCell>{r.customer}</TableCell>
              <TableCell>{r.currency}</TableCell>
              <TableCell {...num}>{r.reconciliations}</TableCell>
              {AMOUNTS.map((k) => <TableCell key={k} {...num}>{formatNumber(r[k])}</TableCell>)}
            </TableRow>
          ))}
          {!c.customers.length && !c.loading ? <TableRow><TableCell colSpan={7}>{translate(`${T}.none`)}</TableCell></TableRow> : null}
        </TableBody>
      </Table>
    </Box>
  );
}
