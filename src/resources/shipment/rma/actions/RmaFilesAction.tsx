// The RMA task's documents on its page: upload the notify letter (while created or notified) and
// the vendor's callback (once notified, until released); download whichever is stored.
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { raName } from '../../../declarations';
import type { ActionProps } from '../../../../views/actions/types';
import { DownloadButton, UploadButton } from './FileButtons';
import { useFileCalls } from './useFileCalls';

const T = 'screens.rma';
const UPLOAD_WHILE = { notify: ['created', 'notified'], callback: ['notified', 'called_back'] } as const;

export function RmaFilesAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  const files = useFileCalls();
  if (!record) return null;
  return (
    <>
      {(['notify', 'callback'] as const).map((kind) => (
        <span key={kind}>
          {canAccess && UPLOAD_WHILE[kind].includes(record.status) ? (
            <UploadButton label={translate(`${T}.upload_${kind}`)} disabled={files.busy} onFile={(f) => files.upload(`/api/v1/rma/upload/${kind}/${record.id}`, f, translate(`${T}.uploaded`))} />
          ) : null}
          {record[`${kind}_doc`] === 'uploaded' ? (
            <DownloadButton label={translate(`${T}.download_${kind}`)} onClick={() => files.download(`/api/v1/rma/file/${record.id}/${kind}`, `${record.rma_no}-${kind}`)} />
          ) : null}
        </span>
      ))}
    </>
  );
}
