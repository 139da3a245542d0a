// The form of one mail group (name, description, staff members, external addresses) and the mail
// sent to a group: its recipients, subject and message. The server's refusals show under their fields.
import { Alert, Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MAIL_CAPS, type ExternalMail, type MailGroup } from '../../../resources/system/mail/model/wire';
import { fieldErrors, findUsers, groupMembers, listExternal, readGroup, saveGroup, sendToGroup, type UserOption } from './mailApi';

const userLabel = (u: UserOption) => (u.nick_name ? `${u.nick_name} (${u.name})` : u.name);
type ExternalRef = Pick<ExternalMail, 'id' | 'email' | 'name' | 'company'>;
const externalLabel = (x: ExternalRef) => [x.name, x.company].filter(Boolean).length ? `${x.email} — ${[x.name, x.company].filter(Boolean).join(', ')}` : x.email;

export function GroupDialog({ group, onClose }: { group?: MailGroup; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMail.${key}`, args);
  const notify = useNotify();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: ['mail-group', 'detail', group?.id], queryFn: ({ signal }) => readGroup(group!.id, signal), enabled: !!group });
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  // Until changed, the members are the stored group's (none for a new group).
  const [usersEdited, setUsers] = useState<UserOption[]>();
  const [externalEdited, setExternal] = useState<ExternalRef[]>();
  const members = detail.data?.members ?? [];
  const users = usersEdited ?? members.filter((m) => m.kind === 'user').map((m) => ({ id: m.id, name: m.name, nick_name: null }));
  const external = externalEdited ?? members.filter((m) => m.kind === 'external').map((m) => ({ id: m.id, email: m.email ?? '', name: m.name === m.email ? null : m.name, company: m.company }));
  const [userSearch, setUserSearch] = useState('');
  const userOptions = useQuery({ queryKey: ['common-user', userSearch], queryFn: ({ signal }) => findUsers(userSearch, signal) });
  const externalOptions = useQuery({ queryKey: ['external-mail', ''], queryFn: ({ signal }) => listExternal(signal) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveGroup({
        ...(group ? { id: group.id, version: detail.data?.version ?? group.version } : {}),
        name, description: description || null, user_ids: users.map((u) => u.id), external_ids: external.map((x) => x.id),
      });
      notify(t('saved', { name: saved.name }), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['mail-group'] });
      await client.invalidateQueries({ queryKey: ['external-mail'] });
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
      <DialogTitle>{group ? t('editTitle', { name: group.name }) : t('newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" id="mail-group-form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <TextField label={t('fields.name')} value={name} required onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: MAIL_CAPS.name } }} {...err('name')} />
          <TextField label={t('fields.description')} value={description} multiline minRows={2} onChange={(e) => setDescription(e.target.value)} {...err('description')} />
          <Autocomplete
            multiple
            options={userOptions.data ?? []}
            value={users}
            onChange={(_, picked) => setUsers(picked)}
            onInputChange={(_, v, reason) => reason === 'input' && setUserSearch(v)}
            getOptionLabel={userLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.users')} {...err('user_ids')} />}
          />
          <Autocomplete
            multiple
            options={externalOptions.data ?? []}
            value={external}
            onChange={(_, picked) => setExternal(picked)}
            getOptionLabel={externalLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('fields.external')} {...err('external_ids')} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="mail-group-form" variant="contained" disabled={saving || (!!group && !detail.data)}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function SendDialog({ group, onClose }: { group: MailGroup; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMail.${key}`, args);
  const notify = useNotify();
  const client = useQueryClient();
  const members = useQuery({ queryKey: ['mail-group', 'members', group.id], queryFn: ({ signal }) => groupMembers(group.id, signal) });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const list = members.data ?? [];

  const send = async () => {
    setSending(true);
    try {
      const result = await sendToGroup(group.id, { subject, body });
      notify(t('queued', { smart_count: result.queued }), { type: 'success' });
      if (result.skipped.length) notify(t('skipped', { names: result.skipped.join(', ') }), { type: 'warning' });
      await client.invalidateQueries({ queryKey: ['mail-group'] });
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e));
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  const err = (field: string) => ({ error: !!errors[field], helperText: errors[field] });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('sendTitle', { name: group.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} component="form" id="mail-send-form" onSubmit={(e) => { e.preventDefault(); void send(); }}>
          <Typography variant="subtitle2">{t('recipients', { smart_count: list.filter((m) => m.email).length })}</Typography>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={0.5} aria-label={t('recipients', { smart_count: list.length })}>
            {list.map((m) => <Chip key={`${m.kind}-${m.id}`} size="small" variant={m.kind === 'user' ? 'filled' : 'outlined'} color={m.email ? 'default' : 'warning'} label={m.email ? `${m.name} <${m.email}>` : `${m.name} (${t('noAddress')})`} />)}
          </Stack>
          {errors.id && <Alert severity="error">{errors.id}</Alert>}
          <TextField label={t('subject')} value={subject} required onChange={(e) => setSubject(e.target.value)} slotProps={{ htmlInput: { maxLength: MAIL_CAPS.subject } }} {...err('subject')} />
          <TextField label={t('body')} value={body} required multiline minRows={6} onChange={(e) => setBody(e.target.value)} {...err('body')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="mail-send-form" variant="contained" disabled={sending}>{t('sendNow')}</Button>
      </DialogActions>
    </Dialog>
  );
}
