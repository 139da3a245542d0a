// Repack the selected bags (split or merge): the packages typed must hold exactly what is taken,
// each within its package quantity; the server checks the same and names the bag it refuses.
import { Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StockBag } from './model/wire';
import { fromUnits, repack, toUnits, type GroupWithBags } from './stockApi';
import { StockDialog } from './StockDialog';

const T = 'screens.stock';
type Pack = { mpq: string; qty: string; copies: string };

export function RepackDialog({ group, bags, onClose, onDone }: { group: GroupWithBags; bags: StockBag[]; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const taken = bags.reduce((s, b) => s + (toUnits(b.qty) ?? 0) * b.copies, 0);
  const mpq = String(bags[0]?.mpq ?? '');
  // A first guess: one bag split in two halves, several merged into one.
  const half = fromUnits(Math.floor(taken / 2000) * 1000);
  const [packs, setPacks] = useState<Pack[]>(bags.length === 1 && taken >= 2000 ? [{ mpq, qty: half, copies: '1' }, { mpq, qty: fromUnits(taken - (toUnits(half) ?? 0)), copies: '1' }] : [{ mpq: fromUnits(Math.max(taken, toUnits(mpq) ?? 0)), qty: fromUnits(taken), copies: '1' }]);
  const packed = packs.reduce((s, p) => s + (toUnits(p.qty) ?? 0) * (Number(p.copies) || 0), 0);
  const fits = packs.every((p) => (toUnits(p.qty) ?? 0) > 0 && (toUnits(p.qty) ?? 0) <= (toUnits(p.mpq) ?? 0) && Number.isInteger(Number(p.copies)) && Number(p.copies) >= 1);
  const set = (i: number, k: keyof Pack, v: string) => setPacks((ps) => ps.map((p, j) => (j === i ? { ...p, [k]: v } : p)));
  const submit = () => repack({ inventory_id: group.id, items: bags.map((b) => ({ bag_id: b.id })), packs: packs.map((p) => ({ mpq: p.mpq, qty: p.qty, copies: Number(p.copies) })) });
  return (
    <StockDialog title={translate(`${T}.repack_title`)} ready={fits && packed === taken} submit={submit} onClose={onClose} onDone={onDone}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {bags.map((b) => b.bag_no).join(', ')} · {translate(`${T}.taken`, { qty: fromUnits(taken) })} · {translate(`${T}.packed`, { qty: fromUnits(packed) })}
      </Typography>
      {packed !== taken && <Typography variant="body2" color="error">{translate(`${T}.must_match`)}</Typography>}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {packs.map((p, i) => (
          <Stack key={i} direction="row" spacing={1} alignItems="center">
            <TextField size="small" label={`${translate(`${T}.qty`)} ${i + 1}`} value={p.qty} onChange={(e) => set(i, 'qty', e.target.value)} inputProps={{ inputMode: 'decimal' }} />
            <TextField size="small" label={`${translate(`${T}.mpq`)} ${i + 1}`} value={p.mpq} onChange={(e) => set(i, 'mpq', e.target.value)} inputProps={{ inputMode: 'decimal' }} />
            <TextField size="small" label={`${translate(`${T}.copies`)} ${i + 1}`} value={p.copies} onChange={(e) => set(i, 'copies', e.target.value)} inputProps={{ inputMode: 'numeric' }} />
            <IconButton aria-label={translate(`${T}.remove_pack`)} disabled={packs.length === 1} onClick={() => setPacks((ps) => ps.filter((_, j) => j !== i))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button onClick={() => setPacks((ps) => [...ps, { mpq, qty: '', copies: '1' }])}>{translate(`${T}.add_pack`)}</Button>
      </Stack>
    </StockDialog>
  );
}
