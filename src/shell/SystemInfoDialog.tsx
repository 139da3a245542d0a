// The version dialog: version, environment, system time, disk usage per mount, memory and CPU
// load, all read from the server when the dialog opens. A failure is shown as an error notice.
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../i18n/format';
import { fetchSystemInfo, gibibytes, memoryPercent, type SystemInfo } from './systemInfo';

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
        {label}
      </TableCell>
      <TableCell>{value}</TableCell>
    </TableRow>
  );
}

function SystemInfoTable({ info }: { info: SystemInfo }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.version.${key}`);
  return (
    <>
      <Table size="small" aria-label={t('title')}>
        <TableBody>
          <InfoRow label={t('version')} value={info.version} />
          <InfoRow label={t('environment')} value={translate(`app.version.environment_names.${info.environment}`, { _: info.environment })} />
          <InfoRow label={t('system_time')} value={formatDateTime(info.current_time)} />
          <InfoRow label={t('memory')} value={`${memoryPercent(info.memory_used, info.memory_total)} % (${gibibytes(info.memory_used)} / ${gibibytes(info.memory_total)})`} />
          <InfoRow label={t('cpu_load')} value={formatNumber(info.cpu_load)} />
        </TableBody>
      </Table>
      <Typography variant="subtitle2" sx={{ mt: 2, px: 2 }}>
        {t('disk_usage')}
      </Typography>
      <Table size="small" aria-label={t('disk_usage')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('mount_point')}</TableCell>
            <TableCell align="right">{t('used_percent')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {info.disk_space_info.map((disk) => (
            <TableRow key={disk.mounted_on}>
              <TableCell>{disk.mounted_on}</TableCell>
              <TableCell align="right">{`${disk.used_percent.toFixed(2)} %`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function SystemInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [info, setInfo] = useState<SystemInfo>();

  useEffect(() => {
    if (!open) return;
    let active = true;
    fetchSystemInfo()
      .then((next) => active && setInfo(next))
      .catch(async (error: unknown) => {
        if (!active) return;
        onClose();
        // A 401 signs out (and says so); anything else is the server's message as an error notice.
        if (await logoutIfAccessDenied(error)) return;
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      });
    return () => {
      active = false;
    };
  }, [open, onClose, notify, logoutIfAccessDenied]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="system-info-title">
      <DialogTitle id="system-info-title">{translate('app.version.title')}</DialogTitle>
      <DialogContent dividers>{info ? <SystemInfoTable info={info} /> : <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
