// Shifting part of an item to a sales order of the customer: the sales order is picked by typing
// (its number, date, currency or status), each choice shows those four, and a sales order in another
// currency than the order's asks the clerk to confirm it (the server refuses it unconfirmed).
import { Alert, Autocomplete, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderItem, SoCandidate } from './orderApi';
import type { OrderDetailController } from './useOrderDetailController';

const T = 'screens.customer_order';
/** The reference title the server attaches for the material (its MPN), else its id. */
export const mpnOf = (item: OrderItem) => String(item.material_id__title ?? item.material_id);

export function ShiftDialog({ item, currency, c, onClose }: { item: OrderItem; currency: string; c: OrderDetailController; onClose: () => void }) {
  const translate = useTranslate();
  const [so, setSo] = useState<SoCandidate | null>(null);
  const [qty, setQty] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const n = Number(qty);
  const otherCurrency = so !== null && so.currency !== currency;
  const valid = so !== null && Number.isInteger(n) && n >= 1 && n <= Number(item.qty) && (!otherCurrency || confirmed);
  const status = (s: SoCandidate) => translate(`${T}.soStatuses.${s.status}`, { _: s.status });
  const optionLabel = (s: SoCandidate) => `${s.so_no} · ${s.so_date} · ${s.currency} · ${status(s)}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="shift-title" fullWidth maxWidth="sm">
      <DialogTitle id="shift-title">{translate(`${T}.shiftTitle`, { mpn: mpnOf(item) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={c.candidates}
            value={so}
            onChange={(_, value) => { setSo(value); setConfirmed(false); }}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={translate(`${T}.noSo`)}
            renderOption={({ key, ...props }, s) => (
              <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>{s.so_no}</Typography>
                <Typography component="span" color="text.secondary">{s.so_date}</Typography>
                <Chip size="small" label={s.currency} color={s.currency === currency ? 'default' : 'warning'} />
                <Typography component="span" color="text.secondary">{status(s)}</Typography>
              </Box>
            )}
            renderInput={(params) => <TextField {...params} label={translate(`${T}.so`)} helperText={translate(`${T}.soSearch`)} autoFocus />}
          />
          {otherCurrency && (
            <Alert severity="warning">
              {translate(`${T}.currencyWarning`, { from: currency, so: so.so_no, to: so.currency })}
              <FormControlLabel
                sx={{ display: 'flex' }}
                control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
                label={translate(`${T}.currencyConfirm`, { from: currency, to: so.currency })}
              />
            </Alert>
          )}
          <TextField label={translate(`${T}.qty`)} value={qty} onChange={(e) => setQty(e.target.value)} helperText={translate(`${T}.available`, { qty: String(item.qty) })} inputProps={{ inputMode: 'numeric' }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button disabled={!valid || c.busy} onClick={() => void c.shift(item.id, so!.id, n, otherCurrency).then(onClose, () => undefined)}>{translate(`${T}.shift`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
