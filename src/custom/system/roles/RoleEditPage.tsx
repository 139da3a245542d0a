// /system/roles/roleManagement/{id}: a role's name, description and permission set.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PermissionPicker } from './PermissionPicker';
import { ROLE_LIST_PATH } from './useRoleListController';
import { useRoleEditController } from './useRoleEditController';

export default function RoleEditPage() {
  const translate = useTranslate();
  const c = useRoleEditController();
  const [confirming, setConfirming] = useState(false);
  const t = (key: string, args?: object) => translate(`screens.roleManagement.${key}`, args);
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 1100 }}>
      <Title title={t('edit_title', { name: c.role?.name ?? '' })} />
      <Box>
        <Button component={RouterLink} to={ROLE_LIST_PATH} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      </Box>
      {c.loading && !c.error && <LinearProgress />}
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      {c.role && (
        <>
          <Typography variant="h5" component="h1">
            {t('edit_title', { name: c.role.name })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField label={t('name')} value={c.name} onChange={(e) => c.setName(e.target.value)} required error={Boolean(c.fieldErrors.name)} helperText={c.fieldErrors.name} />
            <TextField label={t('description')} value={c.description} onChange={(e) => c.setDescription(e.target.value)} error={Boolean(c.fieldErrors.description)} helperText={c.fieldErrors.description} sx={{ flex: 1 }} />
          </Box>
          {c.fieldErrors.permissions && <Alert severity="error">{c.fieldErrors.permissions}</Alert>}
          <PermissionPicker label={t('permissions')} catalogue={c.catalogue} value={c.permissions} onChange={c.setPermissions} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="contained" onClick={() => c.save.mutate()} disabled={c.save.isPending || !c.name.trim()}>
              {t('save')}
            </Button>
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('delete')}
            </Button>
          </Box>
          <Confirm
            isOpen={confirming}
            loading={c.remove.isPending}
            title="screens.roleManagement.confirm_delete_title"
            content="screens.roleManagement.confirm_delete"
            translateOptions={{ name: c.role.name }}
            onConfirm={() => c.remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}
