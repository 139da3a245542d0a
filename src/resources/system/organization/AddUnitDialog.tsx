// Adds a unit under the selected one (a company at the top when none is chosen).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrgKind, OrgUnit, OrgUser } from './model/wire';

const CHILD: Record<OrgKind, OrgKind | null> = { company: 'department', department: 'team', team: null };

export function AddUnitDialog(props: { parent?: OrgUnit; users: OrgUser[]; busy: boolean; onClose: () => void; onAdd: (body: Record<string, unknown>) => Promise<boolean> }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.organization.${key}`, args);
  const kind = props.parent ? CHILD[props.parent.kind] : 'company';
  const [name, setName] = useState('');
  const [code, setCode] = useState(props.parent ? `${props.parent.code}-` : '');
  const [manager, setManager] = useState<number | ''>('');
  const submit = async () => {
    if (await props.onAdd({ kind, parent_id: props.parent?.id ?? null, name, code, manager_user_id: manager === '' ? null : manager })) props.onClose();
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="org-add-title">
      <DialogTitle id="org-add-title">{t('add_title', { kind: kind ? t(`kind_${kind}`) : '', parent: props.parent?.name ?? '-' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 380 }}>
          <TextField size="small" id="org-name" required label={t('name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField size="small" id="org-code" required label={t('code')} value={code} onChange={(e) => setCode(e.target.value)} />
          <TextField select size="small" id="org-manager" label={t('manager')} value={manager} onChange={(e) => setManager(e.target.value === '' ? '' : Number(e.target.value))}>
            <MenuItem value="">{t('no_manager')}</MenuItem>
            {props.users.map((u) => <MenuItem key={u.id} value={u.id}>{u.nick_name ? `${u.nick_name} (${u.name})` : u.name}</MenuItem>)}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={props.busy || !kind} onClick={() => void submit()}>{translate('ra.action.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
