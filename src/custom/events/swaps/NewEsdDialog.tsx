// "New ESD swap": either take the earlier ESD of another BG's line of the same part in the same
// backlog for one of my lines, or (open) ask to bring a quantity of my item's backlog forward to a date.
import { Autocomplete, Box, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ItemSide } from '../../../resources/distribute/swap/model/wire';
import { createEsdSwap, createOpenEsdSwap, fetchItems, fetchLines, type LinePick } from './swapApi';
import { SwapRequestDialog, useSwapRequest } from './SwapRequestDialog';
import { qtyText } from './SwapTables';

const T = 'screens.swaps';
const lineLabel = (l: LinePick) => `${l.mpn} · ${l.bg ?? ''} · ${l.order_no ?? ''} · ${qtyText(l.qty)} · ESD ${l.esd}`;

export function NewEsdDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<'pair' | 'open'>('pair');
  const [keyword, setKeyword] = useState('');
  const [mine, setMine] = useState<LinePick | null>(null);
  const [theirs, setTheirs] = useState<LinePick | null>(null);
  const [item, setItem] = useState<ItemSide | null>(null);
  const [date, setDate] = useState('');
  const [qty, setQty] = useState('');
  const request = useSwapRequest({ onClose, onDone, reset: () => { setMine(null); setTheirs(null); setItem(null); setDate(''); setQty(''); } });
  const lines = useQuery({ queryKey: ['swaps', 'lines', keyword], enabled: open && kind === 'pair', queryFn: ({ signal }) => fetchLines({ keyword }, signal) });
  const earlier = useQuery({ queryKey: ['swaps', 'lines-for', mine?.id], enabled: open && !!mine, queryFn: ({ signal }) => fetchLines({ for: mine!.id }, signal) });
  const items = useQuery({ queryKey: ['swaps', 'items', 'noncf', keyword], enabled: open && kind === 'open', queryFn: ({ signal }) => fetchItems('noncf', keyword, signal) });
  const send = () =>
    request.send((remark) => (kind === 'pair' ? createEsdSwap({ request: mine?.id, swap: theirs?.id, remark }) : createOpenEsdSwap({ forecastItemId: item?.id, date, qty, remark })));
  const ready = kind === 'pair' ? !!mine && !!theirs : !!item && !!date && !!qty;
  return (
    <SwapRequestDialog open={open} title={translate(`${T}.new_esd_title`)} request={request} ready={ready} onConfirm={send} lead={
      <>
        <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, v) => v && setKind(v)} sx={{ mb: 2 }}>
          <ToggleButton value="pair">{translate(`${T}.kind_pair`)}</ToggleButton>
          <ToggleButton value="open">{translate(`${T}.kind_open`)}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ mb: 2 }}>{translate(kind === 'pair' ? `${T}.pair_hint` : `${T}.open_hint`)}</Typography>
      </>
    }>
        {kind === 'pair' ? (
          <>
            <Autocomplete
              options={lines.data?.list ?? []}
              value={mine}
              filterOptions={(x) => x}
              getOptionLabel={lineLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v, reason) => reason === 'input' && setKeyword(v)}
              onChange={(_, v) => { setMine(v); setTheirs(null); }}
              renderInput={(p) => <TextField {...p} size="small" label={translate(`${T}.my_line`)} />}
            />
            <Autocomplete
              options={earlier.data?.list ?? []}
              value={theirs}
              disabled={!mine}
              noOptionsText={translate(`${T}.no_earlier`)}
              getOptionLabel={lineLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, v) => setTheirs(v)}
              renderInput={(p) => <TextField {...p} size="small" label={translate(`${T}.their_line`)} />}
            />
          </>
        ) : (
          <>
            <Autocomplete
              options={items.data?.list ?? []}
              value={item}
              filterOptions={(x) => x}
              getOptionLabel={(i) => `${i.mpn} · ${i.bg} · ${i.customer ?? ''} · ${i.cpn ?? ''}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v, reason) => reason === 'input' && setKeyword(v)}
              onChange={(_, v) => setItem(v)}
              renderInput={(p) => <TextField {...p} size="small" label={translate(`${T}.my_item`)} />}
            />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <TextField size="small" type="date" label={translate(`${T}.new_esd`)} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField size="small" label={translate(`${T}.qty`)} value={qty} onChange={(e) => setQty(e.target.value.trim())} />
            </Box>
          </>
        )}
    </SwapRequestDialog>
  );
}
