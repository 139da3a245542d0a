// Edit one AVM employee row's commission rate and remark, or add a manager's month (PUT /api/v2/avm-employee).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AvmEmployeeRow } from '../../../resources/management/avmEmployee/model/wire';

const T = 'screens.avm_summary';
const CURRENCIES = ['USD', 'CNY', 'HKD', 'TWD', 'EUR', 'JPY', 'SGD'];

export function EmployeeDialog(props: { row?: AvmEmployeeRow; managers: [number, string][]; busy: boolean; onClose: () => void; onSave: (body: Record<string, unknown>) => Promise<boolean> }) {
  const translate = useTranslate();
  const { row } = props;
  const [rate, setRate] = useState(row ? String(Number(row.commission_rate)) : '2');
  const [remark, setRemark] = useState(row?.remark ?? '');
  const [userId, setUserId] = useState<number | ''>(props.managers[0]?.[0] ?? '');
  const [period, setPeriod] = useState('');
  const [currency, setCurrency] = useState('USD');
  const submit = async () => {
    const body = row ? { id: row.id, version: row.version, commission_rate: rate, remark } : { user_id: userId, period, currency, commission_rate: rate, remark };
    if (await props.onSave(body)) props.onClose();
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="avm-employee-dialog">
      <DialogTitle id="avm-employee-dialog">{translate(`${T}.${row ? 'edit_title' : 'add_title'}`, { name: row ? (row.nick_name ?? row.user_name) : '', period: row?.period ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 360 }}>
          {!row && (
            <>
              <TextField select size="small" id="avm-employee-user" label={translate(`${T}.col_manager`)} value={userId} onChange={(e) => setUserId(Number(e.target.value))}>
                {props.managers.map(([id, name]) => <MenuItem key={id} value={id}>{name}</MenuItem>)}
              </TextField>
              <TextField size="small" id="avm-employee-period" label={translate(`${T}.col_period`)} placeholder="2026-07" value={period} onChange={(e) => setPeriod(e.target.value)} />
              <TextField select size="small" id="avm-employee-currency" label={translate(`${T}.col_currency`)} value={currency} onChange={(e) => setCurrency(e.target.value)}>
                {CURRENCIES.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </TextField>
            </>
          )}
          <TextField size="small" id="avm-employee-rate" label={translate(`${T}.col_commission_rate`)} value={rate} onChange={(e) => setRate(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField size="small" id="avm-employee-remark" label={translate(`${T}.col_remark`)} value={remark} onChange={(e) => setRemark(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={props.busy} onClick={() => void submit()}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
