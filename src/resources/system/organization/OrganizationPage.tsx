// /system/organization: the org tree on the left (company → department → team), the selected
// unit's manager and users on the right; a manager adds a unit under it and places users in it.
import { Alert, Autocomplete, Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { NAME_MARK, WithRecordName } from '../../../views/shared/WithRecordName';
import { AddUnitDialog } from './AddUnitDialog';
import { useOrganizationController, type OrganizationController } from './useOrganizationController';
import type { OrgUser } from './model/wire';

const T = 'screens.organization';
const userName = (u: OrgUser) => (u.nick_name ? `${u.nick_name} (${u.name})` : u.name);

function Tree({ c, parent, depth }: { c: OrganizationController; parent: number | null; depth: number }) {
  const translate = useTranslate();
  return (
    <>
      {c.children(parent).map((u) => (
        <Fragment key={u.id}>
          {/* In an li: a list holds list items only (axe "list"). */}
          <ListItem disablePadding>
            <ListItemButton dense selected={c.selected?.id === u.id} onClick={() => c.select(u.id)} sx={{ pl: 1 + depth * 2.5 }}>
              <ListItemText primary={u.name} secondary={`${translate(`${T}.kind_${u.kind}`)} · ${u.code} · ${translate(`${T}.members`, { n: u.user_count })}`} />
            </ListItemButton>
          </ListItem>
          <Tree c={c} parent={u.id} depth={depth + 1} />
        </Fragment>
      ))}
    </>
  );
}

export default function OrganizationPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`${T}.${key}`, args);
  const c = useOrganizationController();
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<OrgUser[]>([]);
  const unit = c.selected;
  const others = c.users.filter((u) => u.org_id !== unit?.id);
  const unitName = (id: number | null) => c.units.find((u) => u.id === id)?.name;
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">{t('title')}</Typography>
        <Button variant="outlined" size="small" disabled={unit?.kind === 'team'} onClick={() => setAdding(true)}>{unit ? <WithRecordName text={t('add_under', { name: NAME_MARK })} name={unit.name} /> : t('add_company')}</Button>
      </Stack>
      {c.error ? <Alert severity="error" sx={{ mb: 2 }}>{c.error}</Alert> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ minWidth: 320, maxWidth: 420, flex: '0 0 auto' }}>
          <List dense aria-label={t('tree')}>
            <Tree c={c} parent={null} depth={0} />
          </List>
          {!c.units.length && !c.loading ? <Typography sx={{ p: 2 }}>{t('empty')}</Typography> : null}
        </Paper>
        {unit ? (
          <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} component="section" aria-label={unit.name}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" data-record-text>{unit.name}</Typography>
              <Chip size="small" label={t(`kind_${unit.kind}`)} />
            </Stack>
            <Typography variant="body2">{`${t('code')}: ${unit.code} · ${t('manager')}: ${unit.manager_name ?? t('no_manager')} · ${t('parent')}: ${unitName(unit.parent_id) ?? '-'}`}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 2 }}>
              <Autocomplete multiple size="small" sx={{ flex: 1, maxWidth: 560 }} options={others} value={picked} onChange={(_, v) => setPicked(v)}
                getOptionLabel={(u) => `${userName(u)}${u.org_id ? ` – ${unitName(u.org_id) ?? ''}` : ''}`} isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} id="org-assign" label={t('assign_users')} />} />
              <Button variant="contained" size="small" disabled={!picked.length || c.busy}
                onClick={() => void c.assign(unit.id, picked.map((u) => u.id), 'add').then((done) => { if (done) setPicked([]); })}>{t('assign')}</Button>
            </Stack>
            <Table size="small" aria-label={t('users_of', { name: unit.name })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('user')}</TableCell>
                  <TableCell>{t('login')}</TableCell>
                  <TableCell align="right">{t('actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.members.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell>{u.nick_name ?? u.name}</TableCell>
                    <TableCell>{u.name}</TableCell>
                    <TableCell align="right" sx={{ py: 0 }}>
                      <Button size="small" disabled={c.busy} onClick={() => void c.assign(unit.id, c.members.filter((m) => m.id !== u.id).map((m) => m.id), 'set')}>{t('remove')}</Button>
                    </TableCell>
                  </TableRow>
                ))}
                {!c.members.length ? <TableRow><TableCell colSpan={3}>{t('no_users')}</TableCell></TableRow> : null}
              </TableBody>
            </Table>
          </Paper>
        ) : null}
      </Stack>
      {adding ? <AddUnitDialog parent={unit} users={c.users} busy={c.busy} onClose={() => setAdding(false)} onAdd={c.addUnit} /> : null}
    </Box>
  );
}
