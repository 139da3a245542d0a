// "Import SRP" in the SRP table's toolbar: a sheet of MPN, EC code or CPN, SRP and valid from, sent to
// POST /api/v2/price-ti/import/srp. The import dialog shows the server's problems by row; all rows or none.
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../../../declarations';
import { ImportDialog } from '../../../../../views/importExport/ImportDialog';
import type { ActionProps } from '../../../../../views/actions/types';

const T = 'screens.price_ti_actions.srp_import';

export function SrpImportAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The server's rule for the import: writing the SRP table.
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
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
        <UploadIcon />
      </Button>
      <ImportDialog decl={decl} open={open} onClose={() => setOpen(false)} uploadPath={`${decl.api.base}/import/srp`} title={translate(`${T}.title`)} intro={intro} />
    </>
  );
}
