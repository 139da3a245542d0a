// The external addresses (customers, forwarders, suppliers) mail groups may hold: add one, search,
// delete (it leaves every group it is in).
import { Alert, Button, Card, Dialog, DialogActions, DialogContent, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MAIL_CAPS, type ExternalMail, type ExternalMailInput } from '../../../resources/system/mail/model/wire';
import { addExternal, fieldErrors, listExternal, removeExternal } from './mailApi';

const EMPTY: ExternalMailInput = { email: '', name: '', company: '', remark: '' };
const FIELDS = ['email', 'name', 'company', 'remark'] as const;
const CAPS = { email: MAIL_CAPS.email, name: MAIL_CAPS.name, company: MAIL_CAPS.company, remark: MAIL_CAPS.remark };

export function ExternalPanel() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMail.${key}`, args);
  const notify = useNotify();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const addresses = useQuery({ queryKey: ['external-mail', keyword], queryFn: ({ signal }) => listExternal(signal, keyword.trim()) });
  const [form, setForm] = useState<ExternalMailInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<ExternalMail>();
  const list = addresses.data ?? [];

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['external-mail'] });
    await client.invalidateQueries({ queryKey: ['mail-group'] });
  };
  const add = async () => {
    try {
      const made = await addExternal({ email: form.email, name: form.name || null, company: form.company || null, remark: form.remark || null });
      notify(t('external.added', { email: made.email }), { type: 'success' });
      setForm(EMPTY);
      setErrors({});
      await refresh();
    } catch (e) {
      setErrors(fieldErrors(e));
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeExternal(deleting.id);
      notify(t('external.deleted', { email: deleting.email }), { type: 'success' });
      await refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="flex-start" component="form" onSubmit={(e) => { e.preventDefault(); void add(); }}>
        {FIELDS.map((f) => (
          <TextField key={f} size="small" label={t(`external.${f}`)} required={f === 'email'} value={form[f] ?? ''}
            onChange={(e) => setForm((v) => ({ ...v, [f]: e.target.value }))} slotProps={{ htmlInput: { maxLength: CAPS[f] } }}
            error={!!errors[f]} helperText={errors[f]} sx={{ minWidth: f === 'email' ? 260 : 160 }} />
        ))}
        <Button type="submit" variant="contained" startIcon={<AddIcon />}>{t('external.add')}</Button>
      </Stack>
      <TextField size="small" label={t('search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} sx={{ maxWidth: 300 }} />
      {addresses.error && <Alert severity="error">{(addresses.error as Error).message}</Alert>}
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={t('tabs.external')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {[...FIELDS, 'groups'].map((k) => <TableCell key={k}>{t(`external.${k}`)}</TableCell>)}
              <TableCell>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((x) => (
              <TableRow key={x.id} hover>
                <TableCell>{x.email}</TableCell>
                <TableCell>{x.name}</TableCell>
                <TableCell>{x.company}</TableCell>
                <TableCell>{x.remark}</TableCell>
                <TableCell>{x.groups.join(', ')}</TableCell>
                <TableCell>
                  <Tooltip title={t('external.delete', { email: x.email })}>
                    <IconButton size="small" sx={{ p: 0.25 }} aria-label={t('external.delete', { email: x.email })} onClick={() => setDeleting(x)}><DeleteIcon fontSize="small" /></IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {addresses.isSuccess && !list.length && <TableRow><TableCell colSpan={6}>{t('external.none')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog open={!!deleting} onClose={() => setDeleting(undefined)}>
        <DialogContent>{t('external.deleteConfirm', { email: deleting?.email ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>{translate('ra.action.delete')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
