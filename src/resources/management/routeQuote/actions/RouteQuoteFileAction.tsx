// The carrier's quotation document on a quote's page: upload (replaces the shown one) and download.
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { raName } from '../../../declarations';
import type { ActionProps } from '../../../../views/actions/types';
import { DownloadButton, UploadButton } from '../../../shipment/rma/actions/FileButtons';
import { useFileCalls } from '../../../shipment/rma/actions/useFileCalls';

export function RouteQuoteFileAction({ decl }: ActionProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: raName(decl), action: 'edit' });
  const files = useFileCalls();
  if (!record) return null;
  return (
    <>
      {canAccess ? (
        <UploadButton label={translate('screens.route_quote.upload')} disabled={files.busy} onFile={(f) => files.upload(`${decl.api.base}/upload/${record.id}`, f, translate('screens.route_quote.uploaded'))} />
      ) : null}
      {record.quote_file ? <DownloadButton label={translate('screens.route_quote.download')} onClick={() => files.download(`${decl.api.base}/download/${record.id}`, `${record.quote_no}`)} /> : null}
    </>
  );
}
