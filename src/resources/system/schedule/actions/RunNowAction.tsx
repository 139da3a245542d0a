// "Run now" on a schedule's row and page: asks first, runs the job on the server, then says how the
// run ended and reloads the schedule and its run log.
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson } from '../../../../dataProvider/http';
import { allows, type Principal } from '../../../../schema';
import { ActionDialog } from '../../../../views/actions/ActionDialog';
import type { ActionProps } from '../../../../views/actions/types';
import { scheduleExecutePath, type ScheduleRun } from '../model/wire';

const T = 'screens.schedule';

export function RunNowAction({ decl }: ActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
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
      const done = unwrapData(await requestJson(scheduleExecutePath(record.id), { method: 'POST' })) as ScheduleRun;
      notify(translate(done.result === 'success' ? `${T}.ran` : `${T}.ran_failed`, { name: record.name }), { type: done.result === 'success' ? 'success' : 'warning' });
      close();
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        label={`${T}.run_now`}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <PlayArrowIcon />
      </Button>
      <ActionDialog open={open} title={translate(`${T}.run_title`, { name: record.name })} confirmLabel={translate(`${T}.run_now`)} pending={pending} error={error} onConfirm={run} onClose={close}>
        <Typography variant="body2">{translate(`${T}.run_hint`)}</Typography>
      </ActionDialog>
    </>
  );
}
