// Edit one user: nickname, e-mail, roles, direct permissions (the grouped, searchable picker) and field rights.
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, LinearProgress, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PermissionPicker } from '../roles/PermissionPicker';
import { FieldRightsPicker } from './FieldRightsPicker';
import type { AdminUser } from './userApi';
import { useUserEditController } from './useUserEditController';

export interface UserEditDialogProps {
  user: AdminUser;
  self: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function UserEditDialog({ user, self, onClose, onSaved }: UserEditDialogProps) {
  const translate = useTranslate();
  const c = useUserEditController(user, onSaved);
  const t = (key: string, args?: object) => translate(`screens.userManagement.${key}`, args);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-edit-title">
      <DialogTitle id="user-edit-title">{t('dialog.title', { name: user.name })}</DialogTitle>
      <DialogContent>
        {c.loading && <LinearProgress />}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {self && <Alert severity="info">{t('dialog.self_note')}</Alert>}
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField label={t('columns.nick_name')} value={c.nickName} onChange={(e) => c.setNickName(e.target.value)} disabled={self} error={Boolean(c.fieldErrors.nick_name)} helperText={c.fieldErrors.nick_name} fullWidth />
            <TextField label={t('columns.email')} value={c.email} onChange={(e) => c.setEmail(e.target.value)} disabled={self} error={Boolean(c.fieldErrors.email)} helperText={c.fieldErrors.email} fullWidth />
          </Box>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('dialog.roles')}</FormLabel>
            <FormGroup row aria-label={t('dialog.roles')}>
              {c.roles.map((role) => (
                <FormControlLabel key={role.id} label={role.name} disabled={self} control={<Checkbox checked={c.roleIds.includes(role.id)} onChange={() => c.toggleRole(role.id)} />} />
              ))}
            </FormGroup>
          </Box>
          <PermissionPicker label={t('dialog.permissions')} catalogue={c.catalogue} value={c.permissions} onChange={c.setPermissions} disabled={self} />
          <FieldRightsPicker rights={c.fieldRights} value={c.fields} onChange={c.setFields} disabled={self} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => c.save.mutate()} disabled={self || c.loading || c.save.isPending}>
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
