// "Download template": the server's empty workbook with the resource's headers (GET <base>/template).
import { Link } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { requestFile } from '../../dataProvider/http';
import type { ResourceDeclaration } from '../../schema';
import { saveFile } from './saveFile';

export function TemplateLink({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await requestFile(`${decl.api.base}/template`, { query: { format: 'xlsx' } }, `${decl.name}_template.xlsx`);
      saveFile(blob, filename);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Link component="button" type="button" variant="body2" disabled={busy} onClick={() => void download()}>
      {translate('app.action.download_template')}
    </Link>
  );
}
