// "New swap request": pick one of my BGs' forecast items (by CPN, MPN or customer), then the other
// BG's item of the same part to take from (with what each can still give), then the copies.
import { Autocomplete, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ItemSide, SwapFamily } from '../../../resources/distribute/swap/model/wire';
import { ActionDialog } from '../../../views/actions/ActionDialog';
import { createSwap, fetchCandidates, fetchItems, type Candidate } from './swapApi';
import { qtyText } from './SwapTables';

const T = 'screens.swaps';
const FAMILIES: SwapFamily[] = ['noncf', 'cf', 'nonti'];
const itemLabel = (i: ItemSide) => `${i.mpn} · ${i.bg} · ${i.customer ?? ''} · ${i.cpn ?? ''}`;

export function NewSwapDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [family, setFamily] = useState<SwapFamily>('noncf');
  const [keyword, setKeyword] = useState('');
  const [mine, setMine] = useState<ItemSide | null>(null);
  const [theirs, setTheirs] = useState<Candidate | null>(null);
  const [copies, setCopies] = useState('1');
  const [remark, setRemark] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const items = useQuery({ queryKey: ['swaps', 'items', family, keyword], enabled: open, queryFn: ({ signal }) => fetchItems(family, keyword, signal) });
  const candidates = useQuery({ queryKey: ['swaps', 'candidates', mine?.id], enabled: open && !!mine, queryFn: ({ signal }) => fetchCandidates(mine!.id, signal) });
  const close = () => {
    setMine(null);
    setTheirs(null);
    setCopies('1');
    setRemark('');
    setError(undefined);
    onClose();
  };
  const send = async () => {
    if (!mine || !theirs) return;
    setPending(true);
    setError(undefined);
    try {
      await createSwap(family, { request_forecast_item_id: mine.id, swap_forecast_item_id: theirs.id, mpq_by_qty: theirs.mpq, copies, remark });
      onDone();
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  const qty = theirs && /^\d+$/.test(copies) ? Number(theirs.mpq) * Number(copies) : undefined;
  return (
    <ActionDialog open={open} title={translate(`${T}.new_title`)} confirmLabel={translate(`${T}.send`)} pending={pending} error={error} confirmDisabled={!mine || !theirs || !/^[1-9]\d*$/.test(copies)} onConfirm={send} onClose={close}>
      <Typography variant="body2" sx={{ mb: 2 }}>{translate(`${T}.new_hint`)}</Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField select size="small" label={translate(`${T}.family`)} value={family} onChange={(e) => { setFamily(e.target.value as SwapFamily); setMine(null); setTheirs(null); }}>
          {FAMILIES.map((f) => <MenuItem key={f} value={f}>{translate(`${T}.families.${f}`)}</MenuItem>)}
        </TextField>
        <Autocomplete
          options={items.data?.list ?? []}
          value={mine}
          loading={items.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={itemLabel}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_, v, reason) => reason === 'input' && setKeyword(v)}
          onChange={(_, v) => { setMine(v); setTheirs(null); }}
          renderInput={(p) => <TextField {...p} size="small" label={translate(`${T}.my_item`)} />}
        />
        <Autocomplete
          options={candidates.data?.list ?? []}
          value={theirs}
          disabled={!mine}
          loading={candidates.isFetching}
          getOptionLabel={(c) => `${itemLabel(c)} · ${translate(`${T}.available`, { qty: qtyText(c.available) })}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, v) => setTheirs(v)}
          renderInput={(p) => <TextField {...p} size="small" label={translate(`${T}.their_item`)} />}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <TextField size="small" label={translate(`${T}.copies`)} value={copies} onChange={(e) => setCopies(e.target.value.trim())} sx={{ width: 120 }} />
          <Typography variant="body2">{theirs ? translate(`${T}.makes`, { mpq: qtyText(theirs.mpq), qty: qty !== undefined ? qtyText(String(qty)) : '—' }) : ''}</Typography>
        </Box>
        <TextField size="small" multiline minRows={2} label={translate(`${T}.remark`)} value={remark} onChange={(e) => setRemark(e.target.value)} slotProps={{ htmlInput: { maxLength: 250 } }} />
      </Box>
    </ActionDialog>
  );
}
