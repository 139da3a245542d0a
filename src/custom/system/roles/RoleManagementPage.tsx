// /system/roles/roleManagement: roles with their permission counts and holders; open one to edit it.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../../i18n/format';
import { CreateRoleDialog } from './CreateRoleDialog';
import { ROLE_LIST_PATH, useRoleListController } from './useRoleListController';
import { ListPagination } from '../../../views/shared/ListPagination';

export default function RoleManagementPage() {
  const translate = useTranslate();
  const c = useRoleListController();
  const [creating, setCreating] = useState(false);
  const t = (key: string, args?: object) => translate(`screens.roleManagement.${key}`, args);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField label={t('search')} value={c.search} onChange={(e) => c.setSearch(e.target.value)} type="search" size="small" sx={{ maxWidth: 360 }} />
        <Button startIcon={<AddIcon />} variant="contained" onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      </Box>
      {c.error && <Alert severity="error">{c.error.message}</Alert>}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.name')}</TableCell>
              <TableCell>{t('columns.description')}</TableCell>
              <TableCell align="right">{t('columns.permissions')}</TableCell>
              <TableCell align="right">{t('columns.users')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.roles.map((role) => (
              <TableRow key={role.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`${ROLE_LIST_PATH}/${role.id}`}>
                    {role.name}
                  </Link>
                </TableCell>
                <TableCell>{role.description}</TableCell>
                <TableCell align="right">{formatNumber(role.permissions.length)}</TableCell>
                <TableCell align="right">{formatNumber(role.user_count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {!c.isPending && c.roles.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{t('empty')}</Typography>}
        <ListPagination list={c} />
      </TableContainer>
      {creating && <CreateRoleDialog onClose={() => setCreating(false)} onCreate={(input) => c.create.mutate(input)} busy={c.create.isPending} nameError={c.nameError} />}
    </Stack>
  );
}
