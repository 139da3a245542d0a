// Add an item to a forecast or change one (its fields and weekly quantities, or delete it): the family's
// item calls, so the server's rules decide and each problem shows under the field it names.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import type { ForecastItem } from './api';
import { T } from './PlanningTable';
import { ITEM_TEXT_FIELDS, useItemFormController } from './useItemFormController';

export function ItemFormDialog({ family, forecastId, forecastNo, item, onClose }: { family: Family; forecastId: number; forecastNo: string; item?: ForecastItem; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const c = useItemFormController(family, forecastId, item, (message) => {
    notify(`${T}.edit.${message}`, { type: 'info' });
    onClose();
  });
  const title = item ? translate(`${T}.edit.title`, { line: item.line_no, mpn: item.mpn }) : translate(`${T}.edit.add_title`, { no: forecastNo });
  const problems = Object.keys(c.errors).length > 0;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="item-form-title">
      <DialogTitle id="item-form-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id="item-form" onSubmit={(e) => { e.preventDefault(); void c.save(); }} sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mt: 1 }}>
          {ITEM_TEXT_FIELDS.map((f) => (
            <TextField key={f} size="small" label={translate(`${T}.item.${f}`)} value={c.values[f]} onChange={(e) => c.set(f)(e.target.value)} required={f === 'mpn'}
              error={Boolean(c.errors[f])} helperText={c.errors[f]} autoFocus={f === 'mpn'} inputProps={{ 'aria-invalid': Boolean(c.errors[f]) }} />
          ))}
          {family === 'nonti' ? <FormControlLabel control={<Checkbox checked={c.vsr} onChange={(e) => c.setVsr(e.target.checked)} />} label={translate(`${T}.item.vsr`)} /> : null}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>{translate(`${T}.edit.weeks`)}</Typography>
        <Stack spacing={1}>
          {c.weeks.map((w, i) => {
            const weekError = c.errors[`weeks.${i + 1}.week`];
            const qtyError = c.errors[`weeks.${i + 1}.qty`];
            return (
              <Stack key={i} direction="row" spacing={1} alignItems="flex-start">
                <TextField size="small" type="date" label={translate(`${T}.edit.week`)} value={w.week} onChange={(e) => c.setWeek(i, 'week', e.target.value)}
                  error={Boolean(weekError)} helperText={weekError} InputLabelProps={{ shrink: true }} />
                <TextField size="small" label={translate(`${T}.edit.qty`)} value={w.qty} onChange={(e) => c.setWeek(i, 'qty', e.target.value)}
                  error={Boolean(qtyError)} helperText={qtyError} inputProps={{ inputMode: 'decimal' }} />
                <IconButton size="small" aria-label={translate(`${T}.edit.remove_week`, { week: w.week })} onClick={() => c.removeWeek(i)}><DeleteIcon fontSize="small" /></IconButton>
              </Stack>
            );
          })}
          <Box><Button size="small" startIcon={<AddIcon />} onClick={c.addWeek}>{translate(`${T}.edit.add_week`)}</Button></Box>
        </Stack>
        {problems ? <Alert severity="error" sx={{ mt: 2 }}>{translate(`${T}.edit.problems`)}</Alert> : null}
        {c.failure ? <Alert severity="error" sx={{ mt: 2 }}>{c.failure}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {c.editing ? <Button color="error" disabled={c.busy} onClick={() => void c.remove()}>{translate(`${T}.edit.delete`)}</Button> : null}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" type="submit" form="item-form" disabled={c.busy}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
