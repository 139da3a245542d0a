// /system/mailGroup/sendMail: the mail groups (members, the mail APIs using each, last send) with new,
// edit, send and delete; and on a second tab the external addresses groups may hold.
import { Alert, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { MailGroup } from '../../../resources/system/mail/model/wire';
import { ExternalPanel } from './ExternalPanel';
import { GroupDialog, SendDialog } from './GroupDialogs';
import { listGroups, removeGroup } from './mailApi';

export default function SendMailPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.sendMail.${key}`, args);
  const notify = useNotify();
  const client = useQueryClient();
  const [tab, setTab] = useState<'groups' | 'external'>('groups');
  const [keyword, setKeyword] = useState('');
  const groups = useQuery({ queryKey: ['mail-group', keyword], queryFn: ({ signal }) => listGroups(signal, keyword.trim()) });
  const [editing, setEditing] = useState<MailGroup | 'new'>();
  const [sending, setSending] = useState<MailGroup>();
  const [deleting, setDeleting] = useState<MailGroup>();
  const list = groups.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeGroup(deleting.id);
      notify(t('deleted', { name: deleting.name }), { type: 'success' });
      await client.invalidateQueries({ queryKey: ['mail-group'] });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setDeleting(undefined);
    }
  };

  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}><IconButton size="small" sx={{ p: 0.25 }} aria-label={label} onClick={onClick}>{icon}</IconButton></Tooltip>
  );

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Tabs value={tab} onChange={(_, v: 'groups' | 'external') => setTab(v)}>
        <Tab value="groups" label={t('tabs.groups')} />
        <Tab value="external" label={t('tabs.external')} />
      </Tabs>
      {tab === 'external' ? <ExternalPanel /> : (
        <>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>{t('newGroup')}</Button>
            <TextField size="small" label={t('search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          </Stack>
          {groups.error && <Alert severity="error">{(groups.error as Error).message}</Alert>}
          <TableContainer component={Card} variant="outlined">
            <Table size="small" aria-label={t('tabs.groups')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  {['name', 'description', 'members', 'apis', 'lastSent', 'actions'].map((k) => <TableCell key={k}>{t(`columns.${k}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((g) => (
                  <TableRow key={g.id} hover>
                    <TableCell>{g.name}</TableCell>
                    <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis' }} title={g.description ?? ''}>{g.description}</TableCell>
                    <TableCell>{t('members', { users: g.user_count, external: g.external_count })}</TableCell>
                    <TableCell>{g.apis.map((a) => <Chip key={a} size="small" label={a} sx={{ mr: 0.5 }} />)}</TableCell>
                    <TableCell>{g.last_sent_at ? `${g.last_sent_at.slice(0, 16).replace('T', ' ')} · ${g.last_sent_by ?? ''}` : '—'}</TableCell>
                    <TableCell>
                      {action(t('edit', { name: g.name }), <EditIcon fontSize="small" />, () => setEditing(g))}
                      {action(t('send', { name: g.name }), <SendIcon fontSize="small" />, () => setSending(g))}
                      {action(t('delete', { name: g.name }), <DeleteIcon fontSize="small" />, () => setDeleting(g))}
                    </TableCell>
                  </TableRow>
                ))}
                {groups.isSuccess && !list.length && <TableRow><TableCell colSpan={6}>{t('none')}</TableCell></TableRow>}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {editing && <GroupDialog group={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {sending && <SendDialog group={sending} onClose={() => setSending(undefined)} />}
      <Dialog open={!!deleting} onClose={() => setDeleting(undefined)}>
        <DialogTitle>{t('deleteTitle')}</DialogTitle>
        <DialogContent>{t('deleteConfirm', { name: deleting?.name ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()}>{translate('ra.action.delete')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
