// "Import draft" in the price drafts' toolbar: a spreadsheet of price lines becomes one new draft
// (POST /api/v1/price/draft/import?title=). The platform's import dialog does the rest (preview by
// the lines' columns, the template, the server's problems by row; all rows or none).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, useCanAccess, useTranslate } from 'react-admin';
import { raName } from '../../../../declarations';
import { lineDeclaration, type ResourceDeclaration } from '../../../../../schema';
import { ImportDialog } from '../../../../../views/importExport/ImportDialog';
import type { ActionProps } from '../../../../../views/actions/types';
import { PRICE_DRAFT_IMPORT } from '../../model/priceDraftRules';

const T = 'screens.price_draft_actions.import';

/** The lines' fields under the draft's name and base: the dialog previews columns as lines and asks the draft's template. */
function linesView(decl: ResourceDeclaration): ResourceDeclaration {
  return { ...lineDeclaration(decl, 'items'), name: decl.name, api: decl.api, route: decl.route };
}

export function ImportDraftAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const view = useMemo(() => linesView(decl), [decl]);
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'create' });
  if (!canAccess) return null;
  const path = title.trim() ? `${PRICE_DRAFT_IMPORT}?title=${encodeURIComponent(title.trim())}` : PRICE_DRAFT_IMPORT;
  const intro = (
    <>
      <Alert severity="info">{translate(`${T}.rules`)}</Alert>
      <TextField label={translate(`${T}.draft_title`)} helperText={translate(`${T}.title_help`)} value={title} onChange={(e) => setTitle(e.target.value)} size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
    </>
  );
  return (
    <>
      <Button label={`${T}.button`} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog decl={view} open={open} onClose={() => setOpen(false)} uploadPath={path} title={translate(`${T}.title`)} intro={intro} />
    </>
  );
}
