// "Check agreements" on the SA list: a spreadsheet of agreements (as an EDI message carries them) is
// checked against the stored SAs (POST /api/v1/sa/inspect: new, changed with each change, unchanged),
// then, on demand, handed over as EDI (POST /api/v1/sa/auto): a draft per new or changed agreement
// waits at /events/SAVerify for someone else's approval. Problems are named by row.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, useRefresh, useTranslate } from 'react-admin';
import { requestJson, unwrapData } from '../../../../dataProvider';
import { FileChooser } from '../../../../views/importExport/FileChooser';
import type { ActionProps } from '../../../../views/actions/types';
import { readSaSheet, type SaSheetRow } from './saSheet';

const T = 'screens.sa';
interface Inspected { row: number; sa_no: string; state: 'new' | 'changed' | 'unchanged'; changes: { field: string; current: unknown; proposed: unknown }[] }
type Step = { kind: 'idle' } | { kind: 'busy' } | { kind: 'checked'; list: Inspected[] } | { kind: 'sent'; drafted: number; unchanged: number } | { kind: 'refused'; messages: string[] };

const problemsOf = (e: unknown): string[] => {
  const details = e instanceof HttpError && Array.isArray(e.body?.details) ? (e.body.details as { message: string }[]) : [];
  return details.length ? details.map((d) => d.message) : [(e as Error).message];
};

export function SaCheckAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<{ name: string; items: SaSheetRow[] }>();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const call = async (path: 'inspect' | 'auto', items: SaSheetRow[]) => unwrapData(await requestJson(`${decl.api.base}/${path}`, { method: 'POST', body: { items } }));
  const check = async (items: SaSheetRow[]) => {
    setStep({ kind: 'busy' });
    try {
      setStep({ kind: 'checked', list: (await call('inspect', items) as { list: Inspected[] }).list });
    } catch (e) {
      setStep({ kind: 'refused', messages: problemsOf(e) });
    }
  };
  const choose = async (f: File) => {
    try {
      const items = await readSaSheet(f);
      setFile({ name: f.name, items });
      await check(items);
    } catch (e) {
      setStep({ kind: 'refused', messages: problemsOf(e) });
    }
  };
  const send = async () => {
    if (!file) return;
    setStep({ kind: 'busy' });
    try {
      const r = (await call('auto', file.items)) as { drafted: number; unchanged: number };
      setStep({ kind: 'sent', ...r });
      refresh();
    } catch (e) {
      setStep({ kind: 'refused', messages: problemsOf(e) });
    }
  };
  const close = () => {
    setOpen(false);
    setFile(undefined);
    setStep({ kind: 'idle' });
  };
  const waiting = step.kind === 'checked' ? step.list.filter((r) => r.state !== 'unchanged').length : 0;
  return (
    <>
      <Button label={`${T}.check`} onClick={() => setOpen(true)}><FactCheckIcon /></Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="sa-check-title">
        <DialogTitle id="sa-check-title">{translate(`${T}.check_title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">{translate(`${T}.check_rules`)}</Typography>
            <FileChooser label={translate(`${T}.check_choose`)} onChoose={(f) => void choose(f)} disabled={step.kind === 'busy'} />
            {file ? <Typography variant="body2">{translate(`${T}.check_read`, { file: file.name, rows: file.items.length })}</Typography> : null}
            {step.kind === 'refused' ? <Alert severity="error">{step.messages.map((m) => <div key={m}>{m}</div>)}</Alert> : null}
            {step.kind === 'sent' ? <Alert severity="success">{translate(`${T}.check_sent`, { drafted: step.drafted, unchanged: step.unchanged })}</Alert> : null}
            {step.kind === 'checked' ? (
              <Table size="small" aria-label={translate(`${T}.check_result`)}>
                <TableHead>
                  <TableRow>{['row', 'sa_no', 'state', 'changes'].map((c) => <TableCell key={c}>{translate(`${T}.check_cols.${c}`)}</TableCell>)}</TableRow>
                </TableHead>
                <TableBody>
                  {step.list.map((r) => (
                    <TableRow key={r.row}>
                      <TableCell>{r.row}</TableCell>
                      <TableCell>{r.sa_no}</TableCell>
                      <TableCell>{translate(`${T}.check_state.${r.state}`)}</TableCell>
                      <TableCell>{r.changes.map((c) => `${c.field}: ${String(c.current ?? '')} → ${String(c.proposed ?? '')}`).join('; ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
          <MuiButton variant="contained" disabled={!waiting} onClick={() => void send()}>{translate(`${T}.check_send`, { count: waiting })}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
