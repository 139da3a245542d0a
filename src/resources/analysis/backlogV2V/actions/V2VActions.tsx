// The V2V report list's actions: import a report sheet, sync the report mails (both with the manage
// rule), and on each report links to its ETA, ETA WB and demand views.
import MailIcon from '@mui/icons-material/Mail';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button as MuiButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson, type RequestOptions } from '../../../../dataProvider/http';
import { allows, type Principal } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { V2V_IMPORT_PATH, V2V_SYNC_MAIL_PATH, V2V_VIEWS } from '../model/wire';

const T = 'screens.backlogV2V';

function useCall(doneKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (path: string, opts: RequestOptions) => {
    setPending(true);
    setError(undefined);
    try {
      const answer = unwrapData(await requestJson(path, opts)) as Record<string, unknown>;
      notify(translate(doneKey, answer), { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, clearError: () => setError(undefined) };
}

export function V2VImportAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const call = useCall(`${T}.imported`);
  if (!permissions || !allows(permissions, decl.access, 'write')) return null;
  const close = () => {
    setOpen(false);
    setFile(undefined);
    call.clearError();
  };
  const confirm = async () => {
    const form = new FormData();
    if (file) form.append('file', file);
    if (await call.run(V2V_IMPORT_PATH, { method: 'POST', body: form, query: { backlog_date: day } })) close();
  };
  return (
    <>
      <Button label={`${T}.import`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.import_title`)} confirmLabel={translate(`${T}.import`)} pending={call.pending} error={call.error} confirmDisabled={!file || !day} onConfirm={confirm} onClose={close}>
        <Typography variant="body2" sx={{ mb: 2 }}>{translate(`${T}.import_hint`)}</Typography>
        <TextField type="date" size="small" label={translate(`${T}.backlog_date`)} value={day} onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ mb: 2 }} />
        <Box>
          <MuiButton variant="outlined" component="label">
            {translate(`${T}.choose`)}
            <input hidden type="file" aria-label={translate(`${T}.choose`)} accept=".xlsx,.xls,.csv" onChange={(e) => setFile(e.target.files?.[0])} />
          </MuiButton>
          <Typography variant="body2" component="span" sx={{ ml: 2 }}>{file?.name ?? ''}</Typography>
        </Box>
      </ActionDialog>
    </>
  );
}

export function V2VSyncMailAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const call = useCall(`${T}.synced`);
  if (!permissions || !allows(permissions, decl.access, 'write')) return null;
  const close = () => {
    setOpen(false);
    call.clearError();
  };
  return (
    <>
      <Button label={`${T}.sync`} onClick={() => setOpen(true)}>
        <MailIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.sync_title`)} confirmLabel={translate(`${T}.sync`)} pending={call.pending} error={call.error} onConfirm={async () => (await call.run(V2V_SYNC_MAIL_PATH, {})) && close()} onClose={close}>
        <Typography variant="body2">{translate(`${T}.sync_hint`)}</Typography>
      </ActionDialog>
    </>
  );
}

export function V2VViewsAction({ decl }: ActionProps) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {V2V_VIEWS.map((v) => (
        <Button key={v} label={`${T}.view_${v}`} component={Link} to={`${decl.route}/${v}/${record.id}`} />
      ))}
    </Box>
  );
}
