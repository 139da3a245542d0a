// Forecast versions by hand, for a family's writers: a new one for one business group (a copy of its
// latest, POST {base}) or for every business group of the family at once (auto-add, POST
// {base}/auto/{date}); deleting one from its page (DELETE {base}/{id}; kept while a swap refers to it).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Family, ForecastRow } from '../../../resources/distribute/forecast/model/wire';
import { addForecastVersion, deleteForecast, fetchFamilyBgs } from './api';
import { T } from './PlanningTable';
import { thisMonday } from './UploadOutcome';

export function ForecastVersionButton({ family }: { family: Family }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [bg, setBg] = useState('');
  const [date, setDate] = useState(thisMonday);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const bgs = useQuery({ queryKey: ['planning', 'bgs', family], queryFn: ({ signal }) => fetchFamilyBgs(family, signal), enabled: open });
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const add = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await addForecastVersion(family, bg === 'all' ? 'all' : Number(bg), date, remark);
      notify('forecast' in r ? translate(`${T}.version.added`, { no: r.forecast.no }) : translate(`${T}.version.added_all`, { created: r.created }), { type: 'info' });
      void client.invalidateQueries({ queryKey: ['planning'] });
      close();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)}>{translate(`${T}.version.button`)}</Button>
      <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="forecast-version-title">
        <DialogTitle id="forecast-version-title">{translate(`${T}.version.title`, { family: translate(`${T}.family.${family}`) })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Typography variant="body2">{translate(`${T}.version.rules`)}</Typography>
            <TextField select size="small" label={translate(`${T}.col.bg`)} value={bg} onChange={(e) => setBg(e.target.value)}>
              <MenuItem value="all">{translate(`${T}.version.every`)}</MenuItem>
              {(bgs.data ?? []).map((b) => <MenuItem key={b.bg_id} value={String(b.bg_id)}>{`${b.code} · ${b.name}`}</MenuItem>)}
            </TextField>
            <TextField size="small" type="date" label={translate(`${T}.col.forecast_date`)} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            {bg !== 'all' ? <TextField size="small" label={translate(`${T}.version.remark`)} value={remark} onChange={(e) => setRemark(e.target.value)} /> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!bg || !date || busy} onClick={() => void add()}>{translate(`${T}.version.add`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export function ForecastDeleteButton({ forecast, back }: { forecast: ForecastRow; back: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteForecast(forecast.family, forecast.id);
      notify(translate(`${T}.version.deleted`, { no: forecast.no }), { type: 'info' });
      void client.invalidateQueries({ queryKey: ['planning'] });
      navigate(back);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} sx={{ mb: 1 }}>{translate(`${T}.version.delete`)}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="forecast-delete-title">
        <DialogTitle id="forecast-delete-title">{translate(`${T}.version.delete`)}</DialogTitle>
        <DialogContent><Typography variant="body2">{translate(`${T}.version.confirm`, { no: forecast.no, items: forecast.item_count })}</Typography></DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void remove()}>{translate('ra.action.delete')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
