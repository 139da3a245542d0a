// "Export X12" in the 850 and 855 lists' bulk-action bar (declared `actions.bulk`): the selected documents as an X12 file
// (one interchange per trading partner, made by the server).
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useTranslate } from 'react-admin';
import type { ActionProps } from '../../../../views/actions/types';
import { useExportX12 } from './useX12Files';

const T = 'screens.edi';

export function ExportX12Action({ decl }: ActionProps) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const call = useExportX12(decl.api.base, `${decl.name}.x12`);
  return (
    <Button label={`${T}.export`} disabled={!selectedIds.length || call.pending} onClick={() => void call.run(selectedIds, translate(`${T}.exported`))}>
      <DownloadIcon />
    </Button>
  );
}
