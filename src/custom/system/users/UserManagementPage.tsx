// /system/roles/userManagement: users with their roles; edit, disable or delete them, or switch to one.
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Chip, IconButton, Link as MuiLink, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminUser } from './userApi';
import { UserEditDialog } from './UserEditDialog';
import { UserWriteActions } from './UserWriteActions';
import { useUserListController } from './useUserListController';
import { ListPagination } from '../../../views/shared/ListPagination';

type Pending = { user: AdminUser; action: 'disable' | 'delete' } | undefined;

export default function UserManagementPage() {
  const translate = useTranslate();
  const c = useUserListController();
  const [editing, setEditing] = useState<AdminUser>();
  const [pending, setPending] = useState<Pending>();
  const t = (key: string, args?: object) => translate(`screens.userManagement.${key}`, args);

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'delete' ? c.remove : c.toggleDisabled;
    mutation.mutate(pending.user, { onSettled: () => setPending(undefined) });
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <TextField label={t('search')} value={c.search} onChange={(e) => c.setSearch(e.target.value)} type="search" size="small" sx={{ maxWidth: 360 }} />
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('title')} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {(['name', 'nick_name', 'email', 'roles', 'permissions', 'fields', 'status'] as const).map((col) => (
                <TableCell key={col}>{t(`columns.${col}`)}</TableCell>
              ))}
              {(c.canWrite || c.canSwitch) && <TableCell align="right">{t('columns.actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {c.users.map((user) => {
              const self = c.isSelf(user);
              return (
                <TableRow key={user.id} hover>
                  <TableCell>
                    {/* The user's information page (/info/{id}) is for admin-user, user management's write rule. */}
                    {c.canWrite ? <MuiLink component={Link} to={`/info/${user.id}`}>{user.name}</MuiLink> : user.name}
                    {self && <Chip size="small" label={t('you')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{user.nick_name}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {user.roles.map((r) => (
                        <Chip key={r.id} size="small" label={r.name} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell title={user.permissions.map((p) => p.name).join(', ')}>{user.permissions.length || ''}</TableCell>
                  <TableCell title={(user.fields ?? []).map((f) => f.name).join(', ')}>{user.fields?.length || ''}</TableCell>
                  <TableCell>{user.disabled ? <Chip size="small" color="warning" label={t('disabled')} /> : t('active')}</TableCell>
                  {(c.canWrite || c.canSwitch) && (
                    <TableCell align="right" sx={{ py: 0 }}>
                      {c.canSwitch && !self && !user.disabled && (
                        <Tooltip title={t('switch', { name: user.name })}>
                          <IconButton size="small" aria-label={t('switch', { name: user.name })} disabled={c.switchTo.isPending} onClick={() => c.switchTo.mutate(user)}>
                            <SwapHorizIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      {c.canWrite && (
                        <UserWriteActions
                          user={user}
                          self={self}
                          onEdit={() => setEditing(user)}
                          onToggleDisabled={() => (user.disabled ? c.toggleDisabled.mutate(user) : setPending({ user, action: 'disable' }))}
                          onDelete={() => setPending({ user, action: 'delete' })}
                        />
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        {!c.isPending && c.users.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{t('empty')}</Typography>}
        <ListPagination list={c} />
      </TableContainer>
      {editing && (
        <UserEditDialog
          user={editing}
          self={c.isSelf(editing)}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void c.refresh();
          }}
        />
      )}
      <Confirm
        isOpen={Boolean(pending)}
        loading={c.remove.isPending || c.toggleDisabled.isPending}
        title={pending?.action === 'delete' ? 'screens.userManagement.confirm_delete_title' : 'screens.userManagement.confirm_disable_title'}
        content={pending?.action === 'delete' ? 'screens.userManagement.confirm_delete' : 'screens.userManagement.confirm_disable'}
        translateOptions={{ name: pending?.user.name ?? '' }}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
      />
    </Stack>
  );
}
