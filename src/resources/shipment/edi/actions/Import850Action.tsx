// "Import X12" in the 850 list's toolbar (editors only): POST /api/v2/850/import with the file; the
// server's refusal names the segment and line and nothing is imported.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { raName } from '../../../declarations';
import { useImport850 } from './useX12Files';

const T = 'screens.edi';

export function Import850Action({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const call = useImport850(decl);
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  if (!canAccess) return null;
  const close = () => {
    setOpen(false);
    setFile(undefined);
    call.clearError();
  };
  const confirm = async () => {
    if (!file) return;
    const count = await call.run(file);
    if (count === undefined) return;
    notify(translate(`${T}.imported`, { count }), { type: 'success' });
    close();
  };
  return (
    <>
      <Button label={`${T}.import`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.import_title`)} confirmLabel={translate(`${T}.import`)} pending={call.pending} error={call.error} confirmDisabled={!file} onConfirm={confirm} onClose={close}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.import_hint`)}
        </Typography>
        <MuiButton variant="outlined" component="label">
          {translate(`${T}.choose`)}
          <input hidden type="file" aria-label={translate(`${T}.choose`)} accept=".x12,.edi,.txt,text/plain" onChange={(e) => setFile(e.target.files?.[0])} />
        </MuiButton>
        {file && (
          <Typography variant="body2" component="span" sx={{ ml: 2 }}>
            {file.name}
            {call.pending ? ` · ${call.progress}%` : ''}
          </Typography>
        )}
      </ActionDialog>
    </>
  );
}
