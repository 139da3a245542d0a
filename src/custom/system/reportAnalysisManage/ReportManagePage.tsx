// /system/ReportAnalysis: which reports exist (kind, chart, shown or not) and who sees each; new,
// edit and delete; and one user's view.
import { Alert, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { labelIn } from '../../../schema';
import { REPORT_KINDS } from '../../../resources/system/reportAnalysis/model/wire';
import { ReportDialog } from './ReportDialog';
import { UserViewPanel } from './UserViewPanel';
import { useReportManageController } from './useReportManageController';

export default function ReportManagePage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`screens.reportAnalysisManage.${key}`, args);
  const [locale] = useLocaleState();
  const c = useReportManageController();
  const list = c.reports.data ?? [];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Stack direction="row">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => c.open()}>{t('new')}</Button>
      </Stack>
      {c.reports.error && <Alert severity="error">{(c.reports.error as Error).message}</Alert>}
      <TableContainer component={Card} variant="outlined">
        {/* One line a row: the list stays dense (40 px rows) however long a name is. */}
        <Table size="small" aria-label={t('title')} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {['code', 'name', 'kind', 'chart', 'audience', 'enabled', 'updated', 'actions'].map((k) => <TableCell key={k}>{t(`columns.${k}`)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((r) => {
              const name = locale === 'zh-CN' ? r.name_zh : r.name_en;
              return (
                <TableRow key={r.id} hover>
                  <TableCell>{r.code}</TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>{labelIn(REPORT_KINDS[r.kind].label, locale)}</TableCell>
                  <TableCell>{t(`charts.${r.chart}`)}</TableCell>
                  <TableCell>{r.audience === 'all' ? t('audience.everyone') : t('audience.count', { smart_count: r.users.length, names: r.users.map((u) => u.name).join(', ') })}</TableCell>
                  <TableCell><Chip size="small" color={r.enabled ? 'success' : 'default'} label={r.enabled ? t('on') : t('off')} /></TableCell>
                  <TableCell>{r.updated_at.slice(0, 10)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('edit', { code: r.code })}><IconButton size="small" sx={{ p: 0.25 }} aria-label={t('edit', { code: r.code })} onClick={() => c.open(r)}><EditIcon fontSize="small" /></IconButton></Tooltip>
                    <Tooltip title={t('delete', { code: r.code })}><IconButton size="small" sx={{ p: 0.25 }} aria-label={t('delete', { code: r.code })} onClick={() => c.askDelete(r)}><DeleteIcon fontSize="small" /></IconButton></Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <UserViewPanel c={c} />
      <ReportDialog c={c} />
      <Dialog open={!!c.deleting} onClose={() => c.askDelete(undefined)}>
        <DialogTitle>{t('deleteTitle')}</DialogTitle>
        <DialogContent>{t('deleteConfirm', { code: c.deleting?.code ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => c.askDelete(undefined)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void c.confirmDelete()}>{translate('ra.action.delete')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
