// "Download PO" on a PO line's show page: the whole PO (every line of its po_no) as the vendor gets it.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { requestFile } from '../../../../dataProvider';
import { saveFile } from '../../../../views/importExport/saveFile';
import type { ActionProps } from '../../../../views/actions/types';

export function DownloadPoAction(_: ActionProps) {
  const notify = useNotify();
  const record = useRecordContext<{ po_no: string }>();
  if (!record) return null;
  const download = () =>
    requestFile('/api/v2/po/file/download', { query: { po_no: record.po_no, format: 'xlsx' } }, `${record.po_no}.xlsx`)
      .then((f) => saveFile(f.blob, f.filename))
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  return (
    <Button label="screens.po_actions.download" onClick={() => void download()}>
      <DownloadIcon />
    </Button>
  );
}
