// Release the selected bags: each whole, or the quantity typed for it.
import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StockBag } from './model/wire';
import { release, toUnits } from './stockApi';
import { StockDialog } from './StockDialog';

const T = 'screens.stock';

export function ReleaseDialog({ bags, onClose, onDone }: { bags: StockBag[]; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [qty, setQty] = useState<Record<number, string>>({});
  const [refNo, setRefNo] = useState('');
  const ready = bags.every((b) => !qty[b.id] || (toUnits(qty[b.id]) ?? 0) > 0);
  const submit = () => release({ items: bags.map((b) => ({ bag_id: b.id, ...(qty[b.id] ? { qty: qty[b.id] } : {}) })), ref_no: refNo || undefined });
  return (
    <StockDialog title={translate(`${T}.release_title`)} ready={ready} submit={submit} onClose={onClose} onDone={onDone}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {bags.map((b) => (
          <TextField key={b.id} label={`${b.bag_no} · ${translate(`${T}.qty`)}`} placeholder={translate(`${T}.whole_bag`)} value={qty[b.id] ?? ''} onChange={(e) => setQty((q) => ({ ...q, [b.id]: e.target.value }))} inputProps={{ inputMode: 'decimal' }} />
        ))}
        <TextField label={translate(`${T}.ref_no`)} value={refNo} onChange={(e) => setRefNo(e.target.value)} />
      </Stack>
    </StockDialog>
  );
}
