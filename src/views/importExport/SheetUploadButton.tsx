// A toolbar button that sends a spreadsheet to a module's own upload call through the import dialog
// (preview, the server's problems by row and field, all rows or none). The words under `words`:
// `button`, `title`, `rules`, `all_or_none`. Shown only to users the call's access rule lets through.
import { Alert, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../schema/names';
import type { ResourceDeclaration } from '../../schema';
import { ImportDialog } from './ImportDialog';

export interface SheetUploadButtonProps {
  decl: ResourceDeclaration;
  /** The call's path under the declaration's API base, e.g. `/import/srp`. */
  path: string;
  /** The react-admin action the server's rule for the call matches ('create' or 'edit'). */
  action: 'create' | 'edit';
  /** The translation key the button's words sit under. */
  words: string;
  icon: ReactElement;
}

export function SheetUploadButton({ decl, path, action, words, icon }: SheetUploadButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: raName(decl), action });
  if (!canAccess) return null;
  const intro = (
    <Alert severity="info">
      <Typography variant="body2">{translate(`${words}.rules`)}</Typography>
      <Typography variant="body2">{translate(`${words}.all_or_none`)}</Typography>
    </Alert>
  );
  return (
    <>
      <Button label={`${words}.button`} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <ImportDialog decl={decl} open={open} onClose={() => setOpen(false)} uploadPath={`${decl.api.base}${path}`} title={translate(`${words}.title`)} intro={intro} />
    </>
  );
}
