// Change an item's plant, CPN or supplier (each its own call, kept in the item history), or delete the item.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Family } from '../../../resources/distribute/forecast/model/wire';
import { deleteItem, editItem, type ForecastItem } from './api';
import { T } from './PlanningTable';

export function ItemEditDialog({ family, item, onClose }: { family: Family; item: ForecastItem; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [plant, setPlant] = useState(item.plant ?? '');
  const [cpn, setCpn] = useState(item.cpn ?? '');
  const [supplier, setSupplier] = useState(item.supplier ?? '');
  const [error, setError] = useState<string>();
  const done = (key: string) => {
    notify(`${T}.edit.${key}`, { type: 'info' });
    void client.invalidateQueries({ queryKey: ['planning'] });
    onClose();
  };
  const save = async () => {
    const changes: Partial<Record<'plant' | 'cpn' | 'supplier', string>> = {};
    if (plant !== (item.plant ?? '')) changes.plant = plant;
    if (cpn !== (item.cpn ?? '')) changes.cpn = cpn;
    if (supplier !== (item.supplier ?? '')) changes.supplier = supplier;
    try {
      await editItem(family, item.id, changes);
      done('saved');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const remove = async () => {
    try {
      await deleteItem(family, item.id);
      done('deleted');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(`${T}.edit.title`, { line: item.line_no, mpn: item.mpn })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField size="small" label={translate(`${T}.item.plant`)} value={plant} onChange={(e) => setPlant(e.target.value)} />
          <TextField size="small" label={translate(`${T}.item.cpn`)} value={cpn} onChange={(e) => setCpn(e.target.value)} />
          <TextField size="small" label={translate(`${T}.item.supplier`)} value={supplier} onChange={(e) => setSupplier(e.target.value)} />
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={() => void remove()}>{translate(`${T}.edit.delete`)}</Button>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
