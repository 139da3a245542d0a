// Upload a backlog: its number, date, delay and assignment, and a spreadsheet of open demand (Order no.,
// Customer, CPN, MPN, Quantity, Request date) read in the browser (SheetJS) and sent as POST /api/v1/backlog.
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BacklogUploadRow, Family } from '../../../resources/distribute/forecast/model/wire';
import { FileChooser } from '../../../views/importExport/FileChooser';
import { uploadBacklog } from './api';
import { readBacklogSheet } from './backlogSheet';
import { T } from './PlanningTable';
import { thisMonday, UploadOutcome, useUploadStep } from './UploadOutcome';

export function BacklogUploadButton({ family }: { family: Family }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [no, setNo] = useState('');
  const [date, setDate] = useState(thisMonday);
  const [delay, setDelay] = useState('14');
  const [assign, setAssign] = useState(true);
  const [file, setFile] = useState<{ name: string; rows: BacklogUploadRow[] } | undefined>();
  const { state, setState, run } = useUploadStep();
  const choose = async (f: File) => {
    try {
      setFile({ name: f.name, rows: await readBacklogSheet(f) });
      setState({ step: 'idle' });
    } catch (error) {
      setState({ step: 'refused', error });
    }
  };
  const send = () =>
    file
      ? run(async () => {
          const r = await uploadBacklog({ family, no: no.trim(), backlog_date: date, delay: Number(delay), assignShipment: assign ? 1 : 0, filename_zjr: file.name, backlogs: file.rows });
          return translate(`${T}.upload.done`, { no: r.no, assigned: r.assigned, unassigned: r.unassigned });
        })
      : Promise.resolve();
  const close = () => {
    setOpen(false);
    setState({ step: 'idle' });
    setFile(undefined);
  };
  return (
    <>
      <Button startIcon={<UploadIcon />} onClick={() => setOpen(true)}>{translate(`${T}.upload.button`)}</Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
        <DialogTitle>{translate(`${T}.upload.title`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">{translate(`${T}.upload.rules`)}</Typography>
            <TextField size="small" label={translate(`${T}.col.no`)} value={no} onChange={(e) => setNo(e.target.value)} required />
            <Stack direction="row" spacing={2}>
              <TextField size="small" type="date" label={translate(`${T}.col.backlog_date`)} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField size="small" type="number" label={translate(`${T}.col.delay`)} value={delay} onChange={(e) => setDelay(e.target.value)} />
            </Stack>
            <FormControlLabel control={<Switch checked={assign} onChange={(e) => setAssign(e.target.checked)} />} label={translate(`${T}.assign_shipment.1`)} />
            <FileChooser label={translate(`${T}.upload.choose`)} onChoose={(f) => void choose(f)} disabled={state.step === 'uploading'} />
            {file ? <Typography variant="body2">{translate(`${T}.upload.read`, { file: file.name, rows: file.rows.length })}</Typography> : null}
            <UploadOutcome state={state} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
          <Button variant="contained" onClick={() => void send()} disabled={!file || !no.trim() || state.step === 'uploading'}>{translate(`${T}.upload.send`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
