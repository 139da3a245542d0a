// A new role's name and description; its permissions are chosen on the role's own page.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export interface CreateRoleDialogProps {
  onClose: () => void;
  onCreate: (input: { name: string; description: string }) => void;
  busy: boolean;
  nameError?: string;
}

export function CreateRoleDialog({ onClose, onCreate, busy, nameError }: CreateRoleDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const t = (key: string) => translate(`screens.roleManagement.${key}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="role-create-title">
      <DialogTitle id="role-create-title">{t('create')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('name')} value={name} onChange={(e) => setName(e.target.value)} required error={Boolean(nameError)} helperText={nameError} autoFocus />
          <TextField label={t('description')} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={busy || !name.trim()} onClick={() => onCreate({ name: name.trim(), description: description.trim() })}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
