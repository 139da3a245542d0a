// The ASN editor (create from orders or a sheet): the header, the items with their running bag
// totals, the bag-splitting panel of the item opened, what stops the save, and save / submit.
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { itemLimit } from '../../../resources/shipment/asn/model/asnChecks';
import type { Locale } from '../../../schema/types';
import { BagPanel } from './BagPanel';
import { EditorStyles } from './editorStyles';
import type { EditorAction, HeaderState } from './editorState';
import { ItemRow } from './ItemRow';
import type { AsnEditorController } from './useAsnEditor';

const T = 'screens.asn_editor';
const COLUMNS = ['line', 'orderNo', 'mpn', 'qty', 'price', 'remark', 'allocated', 'bags'];

/** The header: memoised, so typing in an item does not render it. */
const Header = memo(function Header({ h, dispatch }: { h: HeaderState; dispatch: (a: EditorAction) => void }) {
  const translate = useTranslate();
  const field = (name: 'plant' | 'ship_date' | 'remark', label: string, extra: object = {}) => (
    <TextField size="small" label={translate(`${T}.header.${label}`)} value={h[name]} onChange={(e) => dispatch({ type: 'header', field: name, value: e.target.value })} {...extra} />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField size="small" label={translate(`${T}.header.customer`)} value={h.customer} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField size="small" label={translate(`${T}.header.billTo`)} value={h.bill_to} slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField size="small" label={translate(`${T}.header.currency`)} value={h.currency} slotProps={{ htmlInput: { readOnly: true } }} sx={{ width: 100 }} />
      {field('plant', 'plant', { sx: { width: 120 } })}
      {field('ship_date', 'shipDate', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      {field('remark', 'remark', { sx: { minWidth: 280 } })}
    </Stack>
  );
});

/** The items table's head: memoised, so a keystroke does not render its cells. */
const ItemsHead = memo(function ItemsHead() {
  const translate = useTranslate();
  return <TableHead><TableRow>{COLUMNS.map((col) => <TableCell key={col}>{translate(`${T}.col.${col}`)}</TableCell>)}</TableRow></TableHead>;
});

/** The item count and the allocate-all button: memoised, so a keystroke does not render them. */
const ItemsToolbar = memo(function ItemsToolbar({ count, max, dispatch }: { count: number; max: number; dispatch: (a: EditorAction) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography>{translate(`${T}.itemCount`, { count, max })}</Typography>
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" onClick={() => dispatch({ type: 'autoAll' })} disabled={!count}>{translate(`${T}.autoAll`)}</Button>
    </Stack>
  );
});

interface WriteBarProps {
  modify: boolean;
  canSave: boolean;
  busy: boolean;
  reason: string;
  setReason: (reason: string) => void;
  save: () => void;
  submit: () => void;
}

/** Save and submit, or (a change after submission) the request with its reason; memoised like the toolbar. */
const WriteBar = memo(function WriteBar({ modify, canSave, busy, reason, setReason, save, submit }: WriteBarProps) {
  const translate = useTranslate();
  if (modify) {
    // A change after submission is a request: the auditor reads the reason beside the change.
    return (
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField size="small" required label={translate(`${T}.reason`)} value={reason} onChange={(e) => setReason(e.target.value.slice(0, 500))} sx={{ minWidth: 420 }} helperText={translate(`${T}.reasonHelp`)} />
        <Button variant="contained" disabled={!canSave || busy || !reason.trim()} onClick={save}>{translate(`${T}.sendRequest`)}</Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" disabled={!canSave || busy} onClick={save}>{translate(`${T}.save`)}</Button>
      <Button variant="contained" disabled={!canSave || busy} onClick={submit}>{translate(`${T}.submit`)}</Button>
    </Stack>
  );
});

const WIDTHS = [48, 150, 180, 110, 150, 170, 190, 170];

export function AsnEditor({ c }: { c: AsnEditorController }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState<number | undefined>(undefined);
  const onOpen = useCallback((i: number) => setOpen((o) => (o === i ? undefined : i)), []);
  const close = useCallback(() => setOpen(undefined), []);
  const { items } = c.state;
  const opened = open !== undefined && open < items.length ? open : undefined;
  return (
    // useFlexGap: the gap is a flex gap, not a margin rule on every child after the first
    // (`> :not(style) ~ :not(style)`): with that sibling rule, Chrome restyled the whole editor (3,000
    // elements) each time a problems list came or went with a keystroke. The lists sit in boxes that stay.
    <Stack spacing={2} useFlexGap>
      <EditorStyles />
      <Header h={c.state.header} dispatch={c.dispatch} />
      <ItemsToolbar count={items.length} max={itemLimit(c.state.header.bill_to).max} dispatch={c.dispatch} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" className="asn-items" aria-label={translate(`${T}.itemsTable`)}>
          <colgroup>{WIDTHS.map((w, i) => <col key={i} style={{ width: w }} />)}</colgroup>
          <ItemsHead />
          <TableBody>
            {items.map((item, i) => (
              <ItemRow key={item.key} item={item} check={c.check.items[i]} index={i} open={opened === i} locale={locale as Locale} dispatch={c.dispatch} onOpen={onOpen} />
            ))}
          </TableBody>
        </Table>
      </Box>
      {opened !== undefined && <BagPanel item={items[opened]} check={c.check.items[opened]} index={opened} locale={locale as Locale} dispatch={c.dispatch} onClose={close} />}
      {/* Always there (a live region announces what comes into it); its content comes and goes. */}
      <div role="alert">
        {c.check.messages.length > 0 && (
          <div className="asn-problems">
            <strong>{translate(`${T}.problems`)}</strong>
            <ul data-testid="asn-problems">{c.check.messages.slice(0, 20).map((m, i) => <li key={i}>{m}</li>)}</ul>
          </div>
        )}
      </div>
      <WriteBar modify={c.target?.modify === true} canSave={c.check.canSave} busy={c.busy} reason={c.reason} setReason={c.setReason} save={c.save} submit={c.submit} />
    </Stack>
  );
}
