// /distribute/NonTI/fcst and /distribute/NonTI/backlogManagement: the GB temporary forecast and backlog
// rows as received; keyword search, the export of the filtered rows, and delete one row.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, TableCell, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { saveFile } from '../../../views/importExport/saveFile';
import { deleteGbTmp, exportGbTmp, fetchGbTmp, type GbTmpKind } from './api';
import { PlanningTable, T } from './PlanningTable';
import { usePagedList } from './usePagedList';

const COLUMNS: Record<GbTmpKind, string[]> = {
  'forecast-tmp': ['bg', 'site', 'plant', 'cpn', 'mpn', 'week', 'qty', 'file'],
  'backlog-tmp': ['order_no', 'customer', 'cpn', 'mpn', 'qty', 'request_date', 'file'],
};
const KEYS: Record<GbTmpKind, string[]> = {
  'forecast-tmp': ['bg_code', 'site_code', 'plant', 'cpn', 'mpn', 'week_start', 'qty', 'file_name'],
  'backlog-tmp': ['order_no', 'customer_code', 'cpn', 'mpn', 'qty', 'request_date', 'file_name'],
};

export default function GbTmpPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const kind: GbTmpKind = useLocation().pathname.endsWith('/fcst') ? 'forecast-tmp' : 'backlog-tmp';
  const list = usePagedList(['gb-tmp', kind], (p, s) => fetchGbTmp(kind, p, s));
  const remove = async (id: number) => {
    try {
      await deleteGbTmp(kind, id);
      notify(`${T}.gb.deleted`, { type: 'info' });
      void client.invalidateQueries({ queryKey: ['planning', 'gb-tmp', kind] });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  const download = async () => {
    try {
      const file = await exportGbTmp(kind);
      saveFile(file.blob, file.filename);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <PlanningTable
      title={translate(`${T}.gb.${kind}`)}
      list={list}
      columns={[...COLUMNS[kind], 'actions']}
      empty={list.list.length === 0}
      toolbar={<Button startIcon={<DownloadIcon />} onClick={() => void download()}>{translate(`${T}.gb.export`)}</Button>}
      rows={list.list.map((r) => (
        <TableRow key={r.id} hover>
          {KEYS[kind].map((k) => (
            <TableCell key={k} align={k === 'qty' ? 'right' : 'left'}>{k === 'qty' ? Number(r[k]).toLocaleString() : String(r[k] ?? '')}</TableCell>
          ))}
          <TableCell>
            <IconButton size="small" sx={{ p: 0.25 }} aria-label={translate(`${T}.gb.delete`)} onClick={() => void remove(r.id)}><DeleteIcon fontSize="small" /></IconButton>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
