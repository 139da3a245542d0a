// "Bind to PO" and "Shift quantity" on an open pre-PO (list rows and its show page): a dialog picking
// the target among the same part's open orders, and for a shift the quantity to move.
import LinkIcon from '@mui/icons-material/Link';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import type { ActionProps } from '../../../../views/actions/types';
import { useMoveController, type MoveMode } from './useMoveController';

const T = 'screens.po_actions';

function MoveAction({ mode }: { mode: MoveMode }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; version: number; qty: number; vendor_id: number; material_id: number; status: string; pre_po_no: string }>();
  const c = useMoveController(mode, record);
  if (!record || record.status !== 'open') return null;
  const titleId = `po-${mode}-title-${record.id}`;
  return (
    <>
      <Button label={`${T}.${mode}.button`} onClick={(e) => { e.stopPropagation(); void c.start(); }}>
        {mode === 'bind' ? <LinkIcon /> : <SwapHorizIcon />}
      </Button>
      <Dialog open={c.open} onClose={c.close} aria-labelledby={titleId} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(`${T}.${mode}.title`, { name: record.pre_po_no, qty: record.qty })}</DialogTitle>
        <DialogContent>
          {c.candidates?.length === 0 && <Alert severity="info">{translate(`${T}.none`)}</Alert>}
          <TextField select fullWidth margin="dense" label={translate(`${T}.target`)} value={c.target} onChange={(e) => c.setTarget(e.target.value)} disabled={!c.candidates?.length}>
            {(c.candidates ?? []).map((o) => (
              <MenuItem key={`${o.kind}:${o.id}`} value={`${o.kind}:${o.id}`}>
                {translate(`${T}.option_${o.kind}`, { title: o.title, qty: o.qty, free: o.free })}
              </MenuItem>
            ))}
          </TextField>
          {mode === 'shift' && (
            <TextField fullWidth margin="dense" label={translate(`${T}.qty`, { max: record.qty })} value={c.qty} onChange={(e) => c.setQty(e.target.value)}
              error={c.qty !== '' && !c.qtyOk} helperText={c.qty !== '' && !c.qtyOk ? translate(`${T}.qty_rule`, { max: record.qty }) : undefined} inputProps={{ inputMode: 'numeric' }} />
          )}
          {c.error && <Alert severity="error">{c.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={c.close} />
          <Button label={`${T}.${mode}.confirm`} onClick={() => void c.confirm()} disabled={c.busy || !c.chosen || !c.qtyOk} variant="contained" />
        </DialogActions>
      </Dialog>
    </>
  );
}

export const BindAction = (_: ActionProps) => <MoveAction mode="bind" />;
export const ShiftAction = (_: ActionProps) => <MoveAction mode="shift" />;
