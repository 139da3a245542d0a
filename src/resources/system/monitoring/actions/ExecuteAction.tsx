// "Execute now" on a monitoring function's row and page: asks first, runs the check on the server,
// says what it found (ok / alert / error) and offers the log row it recorded.
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson } from '../../../../dataProvider/http';
import { allows, type Principal } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { monitoringLog } from '../model/monitoringLog';
import { monitoringExecutePath, type MonitoringLogRow } from '../model/wire';

const T = 'screens.monitoring';

export function ExecuteAction({ decl }: ActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { permissions } = usePermissions<Principal | undefined>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  if (!record || !permissions || !allows(permissions, decl.access, 'write')) return null;
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const run = async () => {
    setPending(true);
    setError(undefined);
    try {
      const log = unwrapData(await requestJson(monitoringExecutePath(record.id), { method: 'POST' })) as MonitoringLogRow;
      const type = log.result === 'ok' ? 'success' : log.result === 'alert' ? 'warning' : 'error';
      notify(translate(`${T}.ran_${log.result}`, { name: record.name, count: log.found_count }), { type });
      close();
      refresh();
      if (log.result !== 'ok' && allows(permissions, monitoringLog.access, 'read')) navigate(`${monitoringLog.route}/Detail/${log.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label={`${T}.execute`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <PlayArrowIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.execute_title`, { name: record.name })} confirmLabel={translate(`${T}.execute`)} pending={pending} error={error} onConfirm={run} onClose={close}>
        <Typography variant="body2">{translate(`${T}.execute_hint`)}</Typography>
      </ActionDialog>
    </>
  );
}
