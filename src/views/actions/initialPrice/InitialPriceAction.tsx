// "Set initial price" on a prepaid item (POST <base>/initial-price/{id}), sending the version the
// user saw so a change made meanwhile is refused rather than overwritten.
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Alert, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { raName } from '../../../resources';
import type { ActionProps } from '../types';
import { ActionDialog } from '../ActionDialog';
import { useActionCall } from '../useActionCall';

const FIXED = new Set(['closed', 'cancelled']);

export function InitialPriceAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  const call = useActionCall();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  // The declaration is the user's view of it: without the price's field right the field is not there.
  if (!canAccess || !record || !decl.fields.initial_price) return null;
  const locked = Number(record.shipped_qty ?? 0) > 0 || FIXED.has(String(record.status));
  const start = () => {
    setPrice(record.initial_price === null || record.initial_price === undefined ? '' : String(record.initial_price));
    setReason('');
    call.clearError();
    setOpen(true);
  };
  const save = async () => {
    const body = { initial_price: price, version: record.version, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    if (await call.run(`${decl.api.base}/initial-price/${record.id}`, { method: 'POST', body }, 'screens.actions.initial_price.done')) setOpen(false);
  };
  return (
    <>
      <Button label="screens.actions.initial_price.button" onClick={start}>
        <PriceChangeIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('screens.actions.initial_price.title')}
        confirmLabel={translate('screens.actions.initial_price.submit')}
        pending={call.pending}
        error={call.error}
        confirmDisabled={locked}
        onConfirm={save}
        onClose={() => setOpen(false)}
      >
        {locked && <Alert severity="info">{translate('screens.actions.initial_price.locked')}</Alert>}
        <TextField
          label={translate('screens.actions.initial_price.price', { currency: String(record.currency ?? '') })}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          disabled={locked}
          inputMode="decimal"
          fullWidth
          margin="normal"
        />
        <TextField label={translate('screens.actions.initial_price.reason')} value={reason} onChange={(e) => setReason(e.target.value)} disabled={locked} fullWidth margin="normal" />
      </ActionDialog>
    </>
  );
}
