// A forecast version's date and remark, changed from its page by the family's writers (PUT {base}/{id});
// the server's problems (a date it cannot read, a remark past 500 characters) show under their field.
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import type { ForecastRow } from '../../../resources/distribute/forecast/model/wire';
import { updateForecast } from './api';
import { T } from './PlanningTable';

export function ForecastEditButton({ forecast }: { forecast: ForecastRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setDate(forecast.forecast_date.slice(0, 10));
    setRemark(forecast.remark ?? '');
    setErrors({});
    setFailure(undefined);
    setOpen(true);
  };
  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      await updateForecast(forecast.family, forecast.id, { forecast_date: date, remark });
      notify(translate(`${T}.version.saved`, { no: forecast.no }), { type: 'info' });
      void client.invalidateQueries({ queryKey: ['planning'] });
      setOpen(false);
    } catch (e) {
      const details = e instanceof HttpError && Array.isArray(e.body?.details) ? (e.body.details as { field: string; message: string }[]) : [];
      const onFields = details.filter((d) => d.field === 'forecast_date' || d.field === 'remark');
      setErrors(Object.fromEntries(onFields.map((d) => [d.field, d.message])));
      if (!onFields.length) setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<EditIcon />} onClick={start} sx={{ mb: 1 }}>{translate(`${T}.version.edit`)}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth aria-labelledby="forecast-edit-title">
        <DialogTitle id="forecast-edit-title">{translate(`${T}.version.edit_title`, { no: forecast.no })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField size="small" type="date" label={translate(`${T}.col.forecast_date`)} value={date} onChange={(e) => setDate(e.target.value)}
              error={Boolean(errors.forecast_date)} helperText={errors.forecast_date} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" multiline minRows={2} label={translate(`${T}.version.remark`)} value={remark} onChange={(e) => setRemark(e.target.value)}
              error={Boolean(errors.remark)} helperText={errors.remark} />
            {failure ? <Alert severity="error">{failure}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void save()}>{translate('ra.action.save')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
