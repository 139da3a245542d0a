// "New swap request": pick one of my BGs' forecast items (by CPN, MPN or customer), then the other
// BG's item of the same part to take from (with what each can still give), then the copies.
import { Autocomplete, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ItemSide, SwapFamily } from '../../../resources/distribute/swap/model/wire';
import { createSwap, fetchCandidates, fetchItems, type Candidate } from './swapApi';
import { SwapRequestDialog, useSwapRequest } from './SwapRequestDialog';
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
  const request = useSwapRequest({ onClose, onDone, reset: () => { setMine(null); setTheirs(null); setCopies('1'); } });
  const items = useQuery({ queryKey: ['swaps', 'items', family, keyword], enabled: open, queryFn: ({ signal }) => fetchItems(family, keyword, signal) });
  const candidates = useQuery({ queryKey: ['swaps', 'candidates', mine?.id], enabled: open && !!mine, queryFn: ({ signal }) => fetchCandidates(mine!.id, signal) });
  const send = () =>
    mine && theirs
      ? request.send((remark) => createSwap(family, { request_forecast_item_id: mine.id, swap_forecast_item_id: theirs.id, mpq_by_qty: theirs.mpq, copies, remark }))
      : Promise.resolve();
  const qty = theirs && /^\d+$/.test(copies) ? Number(theirs.mpq) * Number(copies) : undefined;
  return (
    <SwapRequestDialog open={open} title={translate(`${T}.new_title`)} request={request} ready={!!mine && !!theirs && /^[1-9]\d*$/.test(copies)} onConfirm={send}
      lead={<Typography variant="body2" sx={{ mb: 2 }}>{translate(`${T}.new_hint`)}</Typography>}>
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
    </SwapRequestDialog>
  );
}
