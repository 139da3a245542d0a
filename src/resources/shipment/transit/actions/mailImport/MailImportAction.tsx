// "Import TI notice" / "Import FITI notice" in the PDC list's toolbar: the supplier's shipping notice
// (mailed as an attachment; here uploaded) goes to POST /api/v2/pdc/import{Ti|Fiti}/mail. The import
// dialog does the rest (preview, the server's problems by row and field, all rows or none).
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../../../declarations';
import { ImportDialog } from '../../../../../views/importExport/ImportDialog';
import type { ActionProps } from '../../../../../views/actions/types';
import { useLastSync } from './useLastSync';

const T = 'screens.transit.mail';
const NOTICES = [
  { source: 'TI', path: 'importTi/mail', button: `${T}.ti`, title: `${T}.title_ti` },
  { source: 'FITI', path: 'importFiti/mail', button: `${T}.fiti`, title: `${T}.title_fiti` },
] as const;

export function MailImportAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<(typeof NOTICES)[number]>();
  // The server's rule for the upload: writing PDC shipments.
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  const last = useLastSync(decl, open?.source);
  if (!canAccess) return null;
  const intro = (
    <Alert severity="info">
      <Typography variant="body2">{translate(`${T}.rules`)}</Typography>
      <Typography variant="body2">{translate(`${T}.all_or_none`)}</Typography>
      <Typography variant="body2">{last ? translate(`${T}.last`, { file: last.file_name, rows: last.rows, at: new Date(last.synced_at).toLocaleString() }) : translate(`${T}.none`)}</Typography>
    </Alert>
  );
  return (
    <>
      {NOTICES.map((n) => (
        <Button key={n.source} label={n.button} onClick={() => setOpen(n)}>
          <MarkEmailReadIcon />
        </Button>
      ))}
      {open && <ImportDialog decl={decl} open onClose={() => setOpen(undefined)} uploadPath={`${decl.api.base}/${open.path}`} title={translate(open.title)} intro={intro} />}
    </>
  );
}
