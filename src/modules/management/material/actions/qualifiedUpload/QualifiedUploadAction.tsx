// "Upload qualified" in the substitution list's toolbar: a spreadsheet of pairs engineering has
// qualified, sent to POST <base>/upload/qualified. The import dialog does the rest (preview, the
// server's problems by row and field, all rows or none); only the endpoint and the rules differ.
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../../../declarations';
import { ImportDialog } from '../../../../../views/importExport/ImportDialog';
import type { ActionProps } from '../../../../../views/actions/types';

const T = 'screens.actions.qualified_upload';

export function QualifiedUploadAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The server's rule for the upload: writing substitutions.
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  if (!canAccess) return null;
  const intro = (
    <Alert severity="info">
      <Typography variant="body2">{translate(`${T}.rules`)}</Typography>
      <Typography variant="body2">{translate(`${T}.all_or_none`)}</Typography>
    </Alert>
  );
  return (
    <>
      <Button label={`${T}.button`} onClick={() => setOpen(true)}>
        <VerifiedIcon />
      </Button>
      <ImportDialog decl={decl} open={open} onClose={() => setOpen(false)} uploadPath={`${decl.api.base}/upload/qualified`} title={translate(`${T}.title`)} intro={intro} />
    </>
  );
}
