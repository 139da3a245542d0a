// "Import SAP file" in the settlement list's toolbar: SAP's settlement export uploaded; the answer
// says how many lines matched and how many were kept as error data.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { requestJson } from '../../../../dataProvider/http';
import type { ActionProps } from '../../../../views/actions/types';
import { UploadButton } from '../../../shipment/rma/actions/FileButtons';

interface ImportAnswer { data: { total: number; matched: number; error: number } }

export function ImportAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const answer = (await requestJson(`${decl.api.base}/import`, { method: 'POST', body })) as ImportAnswer;
      notify(translate('screens.auto_settlement.imported', answer.data), { type: answer.data.error ? 'warning' : 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error', autoHideDuration: 0 });
    } finally {
      setBusy(false);
    }
  };
  return <UploadButton label={translate('screens.auto_settlement.import')} disabled={busy} onFile={(f) => void upload(f)} />;
}
