// Import a forecast spreadsheet for one BG of a family: a new version of its forecast (all rows or none).
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { FileChooser } from '../../../views/importExport/FileChooser';
import { fetchFamilyBgs, importForecast } from './api';
import { T } from './PlanningTable';
import { thisMonday, UploadOutcome, useUploadStep } from './UploadOutcome';

export function ForecastImportButton({ family }: { family: Family }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [bg, setBg] = useState('');
  const [date, setDate] = useState(thisMonday);
  const { state, setState, run } = useUploadStep();
  const bgs = useQuery({ queryKey: ['planning', 'bgs', family], queryFn: ({ signal }) => fetchFamilyBgs(family, signal), enabled: open });
  const upload = (file: File) =>
    run(async () => {
      const r = await importForecast(family, Number(bg), date, file, (sent, total) => setState({ step: 'uploading', percent: total > 0 && sent < total ? Math.round((sent / total) * 100) : undefined }));
      return translate(`${T}.import.done`, { items: r.inserted });
    }, 0);
  const close = () => {
    setOpen(false);
    setState({ step: 'idle' });
  };
  return (
    <>
      <Button startIcon={<UploadIcon />} onClick={() => setOpen(true)}>{translate(`${T}.import.button`)}</Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
        <DialogTitle>{translate(`${T}.import.title`, { family: translate(`${T}.family.${family}`) })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">{translate(`${T}.import.rules`)}</Typography>
            <TextField select size="small" label={translate(`${T}.col.bg`)} value={bg} onChange={(e) => setBg(e.target.value)}>
              {(bgs.data ?? []).map((b) => <MenuItem key={b.bg_id} value={String(b.bg_id)}>{`${b.code} · ${b.name}`}</MenuItem>)}
            </TextField>
            <TextField size="small" type="date" label={translate(`${T}.col.forecast_date`)} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <FileChooser label={translate(`${T}.import.choose`)} onChoose={(f) => void upload(f)} disabled={!bg || !date || state.step === 'uploading'} />
            <UploadOutcome state={state} />
          </Stack>
        </DialogContent>
        <DialogActions><Button onClick={close}>{translate('ra.action.close')}</Button></DialogActions>
      </Dialog>
    </>
  );
}
