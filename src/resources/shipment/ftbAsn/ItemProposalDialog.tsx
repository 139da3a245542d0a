// Propose a change of one item, or a new item: sent to the FTB item-change queue, where a reviewer
// agrees it (then it applies) or refuses it. The server checks it by the items' declared rules and
// names the field in its 400, shown here under the dialog.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FtbItemRow } from './ftbApi';
import type { FtbItemProposal } from './model';

const T = 'screens.ftb_asn';
const FIELDS = ['mpn', 'qty', 'price', 'cpn', 'order_no', 'po_line', 'remark'] as const;
type FieldName = (typeof FIELDS)[number];

interface Props {
  item?: FtbItemRow;
  sending: boolean;
  error?: string;
  onClose: () => void;
  onSend: (body: FtbItemProposal) => void;
}

export function ItemProposalDialog({ item, sending, error, onClose, onSend }: Props) {
  const translate = useTranslate();
  const start = (f: FieldName) => (item ? (f === 'mpn' ? String(item.material_id__title ?? '') : String(item[f] ?? '')) : '');
  const [values, setValues] = useState<Record<FieldName, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, start(f)])) as Record<FieldName, string>);
  // A change sends only what differs (the MPN stays: a different part is a new item).
  const body = (): FtbItemProposal => {
    const out: Record<string, string | null> = {};
    for (const f of FIELDS) {
      if (item && (f === 'mpn' || values[f] === start(f))) continue;
      if (!item && !values[f].trim()) continue;
      out[f] = values[f].trim() === '' ? null : values[f].trim();
    }
    return out as FtbItemProposal;
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{item ? translate(`${T}.dialogChange`, { line: item.line_no }) : translate(`${T}.dialogAdd`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {FIELDS.map((f, i) => (
            <TextField
              key={f}
              size="small"
              autoFocus={i === (item ? 1 : 0)}
              disabled={Boolean(item) && f === 'mpn'}
              required={!item && ['mpn', 'qty', 'price'].includes(f)}
              label={translate(`${T}.field.${f}`)}
              value={values[f]}
              inputMode={f === 'qty' || f === 'price' ? 'decimal' : undefined}
              onChange={(e) => setValues({ ...values, [f]: e.target.value })}
            />
          ))}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
        <Button variant="contained" disabled={sending} onClick={() => onSend(body())}>{translate(`${T}.send`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
