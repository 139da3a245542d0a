// Receive goods into the group shown: a quantity packed by a package quantity, on hand or on the way.
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { receive, toUnits, type GroupWithBags } from './stockApi';
import { StockDialog } from './StockDialog';

const T = 'screens.stock';

export function ReceiveDialog({ group, onClose, onDone }: { group: GroupWithBags; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [qty, setQty] = useState('');
  const [mpq, setMpq] = useState(String(group.bags[0]?.mpq ?? ''));
  const [onWay, setOnWay] = useState(false);
  const [refNo, setRefNo] = useState('');
  const ready = (toUnits(qty) ?? 0) > 0 && (mpq === '' || (toUnits(mpq) ?? 0) > 0);
  const submit = () =>
    receive({ material_id: group.material_id, sloc_id: group.sloc_id, supplier: group.supplier, brand: group.brand, status_cargo: group.status_cargo, qty, mpq: mpq || undefined, on_way: onWay, ref_no: refNo || undefined });
  return (
    <StockDialog title={translate(`${T}.receive_title`)} ready={ready} submit={submit} onClose={onClose} onDone={onDone}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField label={translate(`${T}.qty`)} value={qty} onChange={(e) => setQty(e.target.value)} inputProps={{ inputMode: 'decimal' }} autoFocus />
        <TextField label={translate(`${T}.mpq`)} value={mpq} onChange={(e) => setMpq(e.target.value)} inputProps={{ inputMode: 'decimal' }} />
        <TextField label={translate(`${T}.ref_no`)} value={refNo} onChange={(e) => setRefNo(e.target.value)} />
        <FormControlLabel control={<Checkbox checked={onWay} onChange={(e) => setOnWay(e.target.checked)} />} label={translate(`${T}.on_way`)} />
      </Stack>
    </StockDialog>
  );
}
