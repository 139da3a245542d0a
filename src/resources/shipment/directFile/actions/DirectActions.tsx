// The direct-shipment actions: "Sync with EDI 850" in the list's toolbar (GET /api/v2/direct/sync)
// and "Delivery note" on rows and the show page (GET /api/v2/direct/file/{id}, an .xlsx).
import DescriptionIcon from '@mui/icons-material/Description';
import SyncIcon from '@mui/icons-material/Sync';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestFile, requestJson } from '../../../../dataProvider/http';
import type { ActionProps } from '../../../../views/actions/types';
import { saveFile } from '../../../../views/importExport/saveFile';
import { raName } from '../../../declarations';

const T = 'screens.direct_file';
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function SyncDirectAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  if (!canAccess) return null;
  const sync = async () => {
    setPending(true);
    try {
      const data = unwrapData(await requestJson(`${decl.api.base}/sync`)) as { matched: number; unmatched: number };
      notify(translate(`${T}.synced`, data), { type: 'success' });
      refresh();
    } catch (e) {
      notify(message(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={`${T}.sync`} disabled={pending} onClick={() => void sync()}>
      <SyncIcon />
    </Button>
  );
}

export function DirectNoteAction({ decl }: ActionProps) {
  const notify = useNotify();
  const record = useRecordContext();
  if (!record) return null;
  const download = async () => {
    try {
      const file = await requestFile(`${decl.api.base}/file/${record.id}`, {}, `direct_${String(record.file_no)}.xlsx`);
      saveFile(file.blob, file.filename);
    } catch (e) {
      notify(message(e), { type: 'error' });
    }
  };
  return (
    <Button label={`${T}.note`} onClick={(e) => (e.stopPropagation(), void download())}>
      <DescriptionIcon />
    </Button>
  );
}
