// /reportManagement/financialReport/summary: the year's AVM reconciliation figures by month
// (purchase, sales, rebate, deducted, refund, commission), the sales by month and customer with
// their account manager, and the account managers' monthly rows (edit, calculate, export, download).
import { Alert, Box, Button, Chip, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { formatNumber } from '../../../i18n/format';
import type { AvmEmployeeRow } from '../../../resources/management/avmEmployee/model/wire';
import { EmployeeDialog } from './EmployeeDialog';
import { useSummaryController } from './useSummaryController';

/** Dense lists: one line a row; a wide table scrolls in its own box, not the page. */
const ONE_LINE = { '& td, & th': { whiteSpace: 'nowrap' } } as const;
const T = 'screens.avm_summary';
const num = { align: 'right' as const, sx: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } };
const MONTH_AMOUNTS = ['purchase_amount', 'sales_amount', 'rebate_amount', 'deducted_amount', 'refund_amount', 'commission'] as const;
const CUSTOMER_AMOUNTS = ['sales_amount', 'rebate_amount', 'deducted_amount', 'refund_amount'] as const;
const ROW_AMOUNTS = ['sell_amount', 'rebate_amount', 'purchase_amount', 'margin'] as const;

function Head({ keys, left }: { keys: readonly string[]; left: number }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {keys.map((k, i) => <TableCell key={k} align={i < left ? 'left' : 'right'}>{translate(`${T}.col_${k}`)}</TableCell>)}
      </TableRow>
    </TableHead>
  );
}

export default function ReconciliationSummaryPage() {
  const translate = useTranslate();
  const c = useSummaryController();
  const [editing, setEditing] = useState<AvmEmployeeRow | 'new'>();
  const none = (span: number, shown: number) => (!shown && !c.loading ? <TableRow><TableCell colSpan={span}>{translate(`${T}.none`)}</TableCell></TableRow> : null);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">{translate(`${T}.title`)}</Typography>
        <TextField id="summary-year" select size="small" label={translate(`${T}.year`)} value={c.year ?? ''} onChange={(e) => c.setYear(Number(e.target.value))} sx={{ minWidth: 120 }}>
          {c.years.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
        </TextField>
      </Box>
      {c.error ? <Alert severity="error" sx={{ mb: 2 }}>{c.error}</Alert> : null}

      <Typography variant="subtitle1" component="h2">{translate(`${T}.by_month`)}</Typography>
      <Box sx={{ overflowX: 'auto', mb: 3 }}><Table size="small" aria-label={translate(`${T}.by_month`)} sx={ONE_LINE}>
        <Head keys={['month', 'currency', ...MONTH_AMOUNTS]} left={2} />
        <TableBody>
          {c.months.map((m) => (
            <TableRow key={`${m.month}-${m.currency}`}>
              <TableCell>{m.month}</TableCell>
              <TableCell>{m.currency}</TableCell>
              {MONTH_AMOUNTS.map((k) => <TableCell key={k} {...num}>{formatNumber(m[k])}</TableCell>)}
            </TableRow>
          ))}
          {none(8, c.months.length)}
        </TableBody>
      </Table></Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2">{translate(`${T}.by_customer`)}</Typography>
        <TextField id="summary-month" select size="small" label={translate(`${T}.col_month`)} value={c.month} onChange={(e) => c.setMonth(e.target.value)} sx={{ minWidth: 140 }}>
          <MenuItem value="">{translate(`${T}.all_months`)}</MenuItem>
          {c.monthList.map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
        </TextField>
      </Box>
      <Box sx={{ overflowX: 'auto', mb: 3 }}><Table size="small" aria-label={translate(`${T}.by_customer`)} sx={ONE_LINE}>
        <Head keys={['month', 'customer', 'account_manager', 'currency', 'lines', ...CUSTOMER_AMOUNTS]} left={4} />
        <TableBody>
          {c.customers.map((r) => (
            <TableRow key={`${r.month}-${r.customer_id}-${r.currency}`}>
              <TableCell>{r.month}</TableCell>
              <TableCell>{r.customer}</TableCell>
              <TableCell>{r.account_manager ?? '-'}</TableCell>
              <TableCell>{r.currency}</TableCell>
              <TableCell {...num}>{r.lines}</TableCell>
              {CUSTOMER_AMOUNTS.map((k) => <TableCell key={k} {...num}>{formatNumber(r[k])}</TableCell>)}
            </TableRow>
          ))}
          {none(9, c.customers.length)}
        </TableBody>
      </Table></Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h2">{translate(`${T}.by_manager`)}</Typography>
        <Button size="small" onClick={() => setEditing('new')} disabled={!c.managers.length}>{translate(`${T}.add`)}</Button>
        <Button size="small" onClick={() => void c.downloadAll()}>{translate(`${T}.download`)}</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.help`)}</Typography>
      <Box sx={{ overflowX: 'auto' }}><Table size="small" aria-label={translate(`${T}.by_manager`)} sx={ONE_LINE}>
        <Head keys={['manager', 'period', 'currency', 'status', 'customers', 'line_count', ...ROW_AMOUNTS, 'commission_rate', 'commission', 'remark', 'actions']} left={4} />
        <TableBody>
          {c.rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.nick_name ?? r.user_name}</TableCell>
              <TableCell>{r.period}</TableCell>
              <TableCell>{r.currency}</TableCell>
              <TableCell><Chip size="small" color={r.status === 'calculated' ? 'info' : 'default'} label={translate(`${T}.status_${r.status}`)} /></TableCell>
              <TableCell {...num}>{r.customer_count}</TableCell>
              <TableCell {...num}>
                {r.uncosted_lines ? <Tooltip title={translate(`${T}.uncosted`, { n: r.uncosted_lines })}><span>{`${r.line_count} (${r.uncosted_lines})`}</span></Tooltip> : r.line_count}
              </TableCell>
              {ROW_AMOUNTS.map((k) => <TableCell key={k} {...num}>{formatNumber(r[k])}</TableCell>)}
              <TableCell {...num}>{formatNumber(r.commission_rate, 4)}</TableCell>
              <TableCell {...num}>{formatNumber(r.commission)}</TableCell>
              <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }} title={r.remark ?? undefined}>{r.remark ?? ''}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <Button size="small" disabled={c.busy} onClick={() => void c.calculate(r)}>{translate(`${T}.calculate`)}</Button>
                <Button size="small" onClick={() => setEditing(r)}>{translate('ra.action.edit')}</Button>
                <Button size="small" onClick={() => void c.exportRow(r)}>{translate(`${T}.export`)}</Button>
              </TableCell>
            </TableRow>
          ))}
          {none(15, c.rows.length)}
        </TableBody>
      </Table></Box>
      {editing ? <EmployeeDialog row={editing === 'new' ? undefined : editing} managers={c.managers} busy={c.busy} onClose={() => setEditing(undefined)} onSave={c.save} /> : null}
    </Box>
  );
}
