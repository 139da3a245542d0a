// The RFQs raised from a project (newest first) and the dialog that raises one for the part as a
// draft RFQ (manage-dit, while the project is open); the server checks the fields and answers the RFQ no.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney, formatNumber } from '../../../i18n/format';
import { allows, type Principal } from '../../../schema';
import { DIT_KEY, fetchRfqHistory, raiseRfq } from './ditApi';
import { Empty, Panel } from './DitPanels';
import { DIT_ACCESS } from './model/wire';

const T = 'screens.dit';

function RaiseRfqDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [form, setForm] = useState({ qty: '', target_price: '', due_date: '' });
  const raise = useMutation({
    mutationFn: () => raiseRfq({ dit_id: id, ...form }),
    onSuccess: async (r) => {
      notify(`${T}.raised`, { type: 'success', messageArgs: { no: r.rfq_no } });
      await client.invalidateQueries({ queryKey: [...DIT_KEY, 'rfqs', id] });
      onClose();
    },
    onError: (e: Error) => notify(e.message, { type: 'error', multiLine: true }),
  });
  const input = (name: keyof typeof form, type: string) => (
    <TextField size="small" type={type} label={translate(`${T}.${name}`)} value={form[name]} required={name === 'qty'} InputLabelProps={type === 'date' ? { shrink: true } : undefined} onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby="dit-rfq-title">
      <DialogTitle id="dit-rfq-title">{translate(`${T}.raise_title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>{input('qty', 'number')}{input('target_price', 'text')}{input('due_date', 'date')}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
        <Button variant="contained" disabled={!form.qty || raise.isPending} onClick={() => raise.mutate()}>{translate(`${T}.raise_rfq`)}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function RfqPanel({ id, open }: { id: number; open: boolean }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Principal | undefined>();
  const [raising, setRaising] = useState(false);
  const query = useQuery({ queryKey: [...DIT_KEY, 'rfqs', id], queryFn: ({ signal }) => fetchRfqHistory(id, signal) });
  const may = open && Boolean(permissions) && allows(permissions!, DIT_ACCESS, 'write');
  const title = translate(`${T}.rfqs`);
  const rows = query.data ?? [];
  return (
    <Panel title={title}>
      {may ? <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => setRaising(true)}>{translate(`${T}.raise_rfq`)}</Button> : null}
      {rows.length === 0 ? <Empty text={translate(`${T}.no_rfqs`)} /> : (
        <Table size="small" aria-label={title}>
          <TableHead><TableRow>{['rfq_no', 'stage', 'qty', 'target_price', 'quoted_price', 'created_by', 'created_at'].map((c) => <TableCell key={c}>{translate(`${T}.col.${c}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.rfq_id}>
                <TableCell>{r.rfq_no}</TableCell>
                <TableCell>{translate(`${T}.stages.${r.stage}`)}</TableCell>
                <TableCell align="right">{formatNumber(r.qty, 3)}</TableCell>
                <TableCell align="right">{formatMoney(r.target_price, 5)}</TableCell>
                <TableCell align="right">{formatMoney(r.quoted_price, 5)}</TableCell>
                <TableCell>{r.created_by}</TableCell>
                <TableCell>{formatDateTime(r.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {raising ? <RaiseRfqDialog id={id} onClose={() => setRaising(false)} /> : null}
    </Panel>
  );
}
