// /system/mailGroup/sendMailPermission: the mail APIs (reports and notices that mail), each on or off,
// its subject template and the mail groups it may mail; edited one at a time.
import { Alert, Autocomplete, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { MAIL_CAPS, type MailApi } from '../../../resources/system/mail/model/wire';
import { fieldErrors, listApis, listGroups, saveApi } from '../sendMail/mailApi';

type GroupRef = MailApi['groups'][number];

function ApiDialog({ api, onClose }: { api: MailApi; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMailPermission.${key}`, args);
  const [locale] = useLocaleState();
  const notify = useNotify();
  const client = useQueryClient();
  const groups = useQuery({ queryKey: ['mail-group', ''], queryFn: ({ signal }) => listGroups(signal) });
  const [enabled, setEnabled] = useState(api.enabled);
  const [subject, setSubject] = useState(api.subject_template);
  const [picked, setPicked] = useState<GroupRef[]>(api.groups);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const options: GroupRef[] = (groups.data ?? []).map((g) => ({ id: g.id, name: g.name }));

  const save = async () => {
    setSaving(true);
    try {
      await saveApi(api.id, { version: api.version, enabled, subject_template: subject, group_ids: picked.map((g) => g.id) });
      notify(t('saved', { code: api.code }), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['mail-api'] });
      await client.invalidateQueries({ queryKey: ['mail-group'] });
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e));
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const err = (field: string) => ({ error: !!errors[field], helperText: errors[field] });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('editTitle', { name: locale === 'zh-CN' ? api.name_zh : api.name_en })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" id="mail-api-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={t('fields.enabled')} />
          <TextField label={t('fields.subject_template')} value={subject} required onChange={(e) => setSubject(e.target.value)}
            slotProps={{ htmlInput: { maxLength: MAIL_CAPS.subject } }} {...err('subject_template')} helperText={errors.subject_template ?? t('placeholders')} />
          <Autocomplete
            multiple
            options={options}
            value={picked}
            onChange={(_, v) => setPicked(v)}
            getOptionLabel={(g) => g.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.groups')} {...err('group_ids')} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="mail-api-form" variant="contained" disabled={saving}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MailApiPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMailPermission.${key}`, args);
  const [locale] = useLocaleState();
  const apis = useQuery({ queryKey: ['mail-api'], queryFn: ({ signal }) => listApis(signal) });
  const [editing, setEditing] = useState<MailApi>();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography variant="body2" color="text.secondary">{t('intro')}</Typography>
      {apis.error && <Alert severity="error">{(apis.error as Error).message}</Alert>}
      <TableContainer component={Card} variant="outlined">
        <Table size="small" aria-label={t('title')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {['code', 'name', 'description', 'enabled', 'subject', 'groups', 'updated', 'actions'].map((k) => <TableCell key={k}>{t(`columns.${k}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {(apis.data ?? []).map((a) => (
              <TableRow key={a.id} hover>
                <TableCell>{a.code}</TableCell>
                <TableCell>{locale === 'zh-CN' ? a.name_zh : a.name_en}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis' }} title={a.description ?? ''}>{a.description}</TableCell>
                <TableCell><Chip size="small" color={a.enabled ? 'success' : 'default'} label={a.enabled ? t('on') : t('off')} /></TableCell>
                <TableCell>{a.subject_template}</TableCell>
                <TableCell>{a.groups.length ? a.groups.map((g) => <Chip key={g.id} size="small" label={g.name} sx={{ mr: 0.5 }} />) : t('noGroup')}</TableCell>
                <TableCell>{a.updated_at.slice(0, 10)}</TableCell>
                <TableCell>
                  <Tooltip title={t('edit', { code: a.code })}>
                    <IconButton size="small" sx={{ p: 0.25 }} aria-label={t('edit', { code: a.code })} onClick={() => setEditing(a)}><EditIcon fontSize="small" /></IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <ApiDialog api={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
