// "Error data" in the settlement list's toolbar: the lines SAP's file got wrong, each with its reason;
// the clerk corrects the cells and sends them back to be checked again (POST …/updatedata).
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { requestJson } from '../../../../dataProvider/http';
import type { ActionProps } from '../../../../views/actions/types';

const T = 'screens.auto_settlement';
const EDITABLE = ['customer_code', 'invoice_no', 'mpn', 'so_no', 'qty', 'unit_price', 'currency', 'settlement_date'] as const;
type Editable = (typeof EDITABLE)[number];
type ErrorRow = { id: number; settlement_no: string | null; sap_doc_no: string | null; row_no: number | null; error_reason: string | null } & Record<Editable, string | number | null>;

export function ErrorDataAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ErrorRow[]>([]);
  const [edits, setEdits] = useState<Record<number, Partial<Record<Editable, string>>>>({});
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      const answer = (await requestJson(`${decl.api.base}/errordata?perPage=200`)) as { data: { data: ErrorRow[] } };
      setRows(answer.data.data);
      setEdits({});
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  }, [decl.api.base, notify]);
  const edit = (id: number, field: Editable, value: string) => setEdits((all) => ({ ...all, [id]: { ...all[id], [field]: value } }));
  const send = async () => {
    const changed = Object.entries(edits).map(([id, fix]) => ({ id: Number(id), ...fix }));
    if (!changed.length) return;
    setBusy(true);
    try {
      const answer = (await requestJson(`${decl.api.base}/updatedata`, { method: 'POST', body: { rows: changed } })) as { data: { matched: number; error: number } };
      notify(translate(`${T}.corrected`, answer.data), { type: answer.data.error ? 'warning' : 'success' });
      refresh();
      await load();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error', autoHideDuration: 0 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={translate(`${T}.error_data`)} onClick={() => { setOpen(true); void load(); }}>
        <ErrorOutlineIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xl" fullWidth aria-labelledby="auto-settlement-errors">
        <DialogTitle id="auto-settlement-errors">{translate(`${T}.error_data`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(`${T}.error_help`)}</Typography>
          <Table size="small" aria-label={translate(`${T}.error_data`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.col_row`)}</TableCell>
                <TableCell>{translate(`${T}.col_doc`)}</TableCell>
                {EDITABLE.map((f) => <TableCell key={f}>{translate(`${T}.col_${f}`)}</TableCell>)}
                <TableCell>{translate(`${T}.col_reason`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.row_no ?? '-'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.settlement_no ?? '-'} / {r.sap_doc_no ?? '-'}</TableCell>
                  {EDITABLE.map((f) => (
                    <TableCell key={f} sx={{ p: 0.5 }}>
                      <TextField
                        size="small"
                        variant="standard"
                        value={edits[r.id]?.[f] ?? (r[f] === null ? '' : String(r[f]))}
                        onChange={(e) => edit(r.id, f, e.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `${translate(`${T}.col_${f}`)} ${r.row_no ?? r.id}` } }}
                      />
                    </TableCell>
                  ))}
                  <TableCell sx={{ color: 'error.main', minWidth: 240 }}>{r.error_reason}</TableCell>
                </TableRow>
              ))}
              {!rows.length ? <TableRow><TableCell colSpan={EDITABLE.length + 3}>{translate(`${T}.no_errors`)}</TableCell></TableRow> : null}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.close')} onClick={() => setOpen(false)} />
          <Button label={translate(`${T}.recheck`)} variant="contained" disabled={busy || !Object.keys(edits).length} onClick={() => void send()} />
        </DialogActions>
      </Dialog>
    </>
  );
}
