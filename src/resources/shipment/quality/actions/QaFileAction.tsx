// A certificate's document (row and show): Download when one is stored; Upload (writers, valid
// certificates) sends a PDF, PNG or JPEG to POST /api/v2/quality-assurance/file/{id}, which checks it.
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { qaDownloadPath, qaUploadPath } from '../../../../contract/warehouse';
import { requestFile } from '../../../../dataProvider/http';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { useActionCall } from '../../../../views/actions/useActionCall';
import { saveFile } from '../../../../views/importExport/saveFile';
import { raName } from '../../../declarations';

const T = 'screens.quality';

export function QaFileAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File>();
  const call = useActionCall();
  const { canAccess: mayWrite } = useCanAccess({ resource: raName(decl), action: 'edit' });
  if (!record) return null;
  const document = record.document as { name?: string } | null | undefined;
  const download = async () => {
    try {
      const got = await requestFile(qaDownloadPath, { query: { id: String(record.id) } }, document?.name ?? 'document');
      saveFile(got.blob, got.filename);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };
  const close = () => {
    setOpen(false);
    setFile(undefined);
    call.clearError();
  };
  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    if (await call.run(qaUploadPath(record.id), { method: 'POST', body: form }, translate(`${T}.uploaded`))) close();
  };
  return (
    <>
      {document?.name && (
        <Button label={`${T}.download`} onClick={(e) => (e.stopPropagation(), void download())}>
          <DownloadIcon />
        </Button>
      )}
      {mayWrite && record.status !== 'void' && (
        <Button label={`${T}.upload`} onClick={(e) => (e.stopPropagation(), setOpen(true))}>
          <UploadFileIcon />
        </Button>
      )}
      <ActionDialog open={open} title={translate(`${T}.upload_title`, { no: String(record.cert_no ?? '') })} confirmLabel={translate(`${T}.upload`)} pending={call.pending} error={call.error} confirmDisabled={!file} onConfirm={upload} onClose={close}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.upload_hint`)}
        </Typography>
        <MuiButton variant="outlined" component="label" onClick={(e) => e.stopPropagation()}>
          {translate(`${T}.choose`)}
          <input hidden type="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" onChange={(e) => setFile(e.target.files?.[0])} />
        </MuiButton>
        {file && (
          <Typography variant="body2" component="span" sx={{ ml: 2 }}>
            {file.name}
          </Typography>
        )}
      </ActionDialog>
    </>
  );
}
